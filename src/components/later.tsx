// Staged first render: React here is Preact's compat layer, which commits a render in one go,
// so the first screen is split into stages that each render in a short task of their own.
import { useLayoutEffect, useState, type ReactNode } from 'react';

type Stage = { rank: number; show: () => void };

const queue: Stage[] = [];
let running = false;
// Only the first screen is staged: a page opened later renders at once (no empty frame).
let firstScreen = true;
// A device with the app's data: the page's own stages (rank 0) render at once.
let pageAtOnce = false;

function runNext() {
  queue.shift()?.show();
  if (queue.length) setTimeout(runNext, 0);
  else {
    running = false;
    firstScreen = false;
  }
}

function enqueue(stage: Stage) {
  // Stable by rank: a page's own stages (rank 0) go before the shell's trimmings (rank 1).
  const at = queue.findIndex((s) => s.rank > stage.rank);
  queue.splice(at === -1 ? queue.length : at, 0, stage);
  if (running) return;
  running = true;
  setTimeout(runNext, 0);
}

/**
 * During the first screen, renders its children one task after the stages queued before it
 * (`rank` 1: after every rank-0 stage, even one queued later). A stage may only add content
 * that moves nothing already on screen: below everything shown so far (the footer sits under a
 * full-height main), or into a slot that keeps its place (the header's right side).
 */
export function Later({ children, rank = 0 }: { children: ReactNode; rank?: 0 | 1 }) {
  const [ready, setReady] = useState(() => !firstScreen || (pageAtOnce && rank === 0));
  useLayoutEffect(() => {
    if (ready) return;
    let live = true;
    enqueue({ rank, show: () => live && setReady(true) });
    return () => {
      live = false;
    };
  }, [ready, rank]);
  return ready ? children : null;
}

/**
 * Renders the page's part of the first screen in one go instead: on a device that has the app's
 * data already, its first cards come from this device, and each stage would only add a frame
 * before them (the offline first card). The shell's trimmings (rank 1: the header's links and
 * menus, the footer) still follow a task later, after the frame that shows the cards. Call
 * before the first render.
 */
export function renderFirstScreenAtOnce() {
  if (!running) pageAtOnce = true;
}

/** For tests: the next render starts a new first screen. */
export function resetLaterForTests() {
  queue.length = 0;
  running = false;
  firstScreen = true;
  pageAtOnce = false;
}
