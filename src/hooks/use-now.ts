// The current time for labels that follow the clock: one shared timer for every subscriber,
// set for the next minute boundary each time (a repeating interval drifts, and a sleeping
// phone skips ticks), stopped when nothing listens, re-read when the page becomes visible.
// Only Date.now and setTimeout: clock emulation in tests fakes exactly those.
import { useSyncExternalStore } from 'react';
import { useServedPage } from '@/lib/served-page';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Takes the clock's reading when the minute changed; true if it did. */
function refresh() {
  const t = Date.now();
  if (Math.floor(t / MINUTE) === Math.floor(now / MINUTE)) return false;
  now = t;
  return true;
}

function tick() {
  schedule();
  if (refresh()) for (const listener of listeners) listener();
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
}

function onVisibility() {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    refresh();
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

function getSnapshot() {
  // Idle (no timer running) the stored time may be old. Only a new minute replaces it, so React's
  // repeated reads during one render agree.
  if (listeners.size === 0) refresh();
  return now;
}

/**
 * A page the server rendered at `served` (epoch ms) starts the clock there when that is still
 * this minute: the labels it drew are this minute's, and after hydration the clock's first
 * reading equals the one hydration used, so nothing re-renders (React re-renders a store's
 * users synchronously, in one long task, when their value changed meanwhile).
 */
export function startClockAt(served: number) {
  if (Math.floor(served / MINUTE) === Math.floor(Date.now() / MINUTE)) now = served;
}

/**
 * Epoch ms, updated at the start of every minute while anything on screen uses it. A page the
 * server rendered is hydrated at the server's time (its labels match the HTML), then moves on.
 */
export function useNow(): number {
  const served = useServedPage()?.now;
  return useSyncExternalStore(subscribe, getSnapshot, () => served ?? getSnapshot());
}
