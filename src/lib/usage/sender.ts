// Sends what the device counted, in batches, to the usage function: only online, with sharing
// on, when the browser is idle, and never more than one request per SEND_INTERVAL_MS per device
// (the time of the last send is shared by every tab, and a Web Lock lets one tab send at a time).
// A batch is stored as in flight before its request, so a failure, a reload or another tab
// resends it under the same id, which the server applies at most once.
import { SEND_INTERVAL_MS, type UsageBatch } from '@shared/usage';
import { usageEndpoint } from './endpoint';
import { deviceId, newBatchId } from './device';
import { flushUsage, onUsagePending } from './record';
import { isUsageSharingOn, subscribeUsageSharing } from './sharing';
import { readUsageState, updateUsageState } from './store';
import { takeBatch } from './take-batch';

/** When this device last sent a batch (epoch ms), for every tab. */
export const LAST_SEND_KEY = 'forkful:usage-last-send';
const LOCK = 'forkful-usage-send';
/** Failed sends wait twice as long each time, up to this. */
export const MAX_BACKOFF_MS = 30 * 60_000;

let running = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let sending = false;
let request: AbortController | null = null;
let stops: (() => void)[] = [];

function lastSend(): number {
  try {
    const at = Number(localStorage.getItem(LAST_SEND_KEY));
    return Number.isFinite(at) ? Math.min(at, Date.now()) : 0; // a clock set back does not block sending
  } catch {
    return 0;
  }
}

function markSent(at: number) {
  try {
    localStorage.setItem(LAST_SEND_KEY, String(at));
  } catch {
    /* private mode: this tab still keeps to its own timer */
  }
}

/** How long until this device may send again. */
function wait(): number {
  const interval = failures === 0 ? SEND_INTERVAL_MS : Math.min(SEND_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS);
  return Math.max(0, lastSend() + interval - Date.now());
}

function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task, 0);
}

function schedule(delay = wait()) {
  if (!running) return;
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    whenIdle(() => void trySend());
  }, delay);
}

/** Starts sending (from src/app/background.ts, after the cold start); returns a stop function. */
export function startUsageSender(): () => void {
  if (running) return stopUsageSender;
  running = true;
  // Back online: failures while the network was gone say nothing about the server; keep to the interval only.
  const onOnline = () => {
    failures = 0;
    schedule();
  };
  window.addEventListener('online', onOnline);
  stops = [
    () => window.removeEventListener('online', onOnline),
    onUsagePending(() => schedule()),
    subscribeUsageSharing((on) => (on ? schedule() : request?.abort())),
  ];
  schedule();
  return stopUsageSender;
}

export function stopUsageSender(): void {
  running = false;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  stops.forEach((stop) => stop());
  stops = [];
  failures = 0;
}

async function trySend() {
  if (!running || sending || !isUsageSharingOn() || !navigator.onLine) return; // 'online' wakes it
  sending = true;
  try {
    await flushUsage();
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const outcome = locks ? await locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? sendOnce() : 'locked')) : await sendOnce();
    if (outcome === 'locked') schedule(Math.max(wait(), SEND_INTERVAL_MS)); // another tab is sending
  } finally {
    sending = false;
  }
}

/** idle: nothing to send; later: too soon, a send is scheduled; locked: another tab sends. */
type Outcome = 'idle' | 'later' | 'locked' | 'sent' | 'dropped' | 'failed';

async function sendOnce(): Promise<Outcome> {
  const state = await readUsageState();
  if (!state.inFlight && state.pending.length === 0) return 'idle';
  const delay = wait();
  if (delay > 0) {
    schedule(delay);
    return 'later';
  }
  // Claimed before anything else awaits, so another tab (or a reload) sees it at once.
  markSent(Date.now());
  const id = await deviceId();
  const batch = await updateUsageState((s): UsageBatch | null => {
    if (!s.inFlight && s.pending.length > 0) {
      const { batch: entries, rest } = takeBatch(s.pending);
      s.inFlight = { batchId: newBatchId(), deviceId: id, entries };
      s.pending = rest;
    }
    return s.inFlight;
  });
  if (!batch) return 'idle';
  const outcome = await post(batch);
  if (outcome === 'failed') {
    failures++;
    schedule();
    return outcome;
  }
  failures = 0;
  const left = await updateUsageState((s) => {
    if (s.inFlight?.batchId === batch.batchId) s.inFlight = null;
    return s.pending.length;
  });
  if (left > 0) schedule();
  return outcome;
}

async function post(batch: UsageBatch): Promise<'sent' | 'dropped' | 'failed'> {
  const controller = (request = new AbortController());
  try {
    const response = await fetch(usageEndpoint(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
      keepalive: true,
      credentials: 'omit',
      // The page's address (which listing is open) is none of the server's business.
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    if (response.ok) return 'sent';
    if (response.status === 400 || response.status === 413) {
      // Refused as malformed or too large: the same batch would be refused again.
      console.warn('Usage batch refused', response.status, await response.text().catch(() => ''));
      return 'dropped';
    }
    return 'failed'; // 429, 5xx, a function not deployed yet: try again later, same id
  } catch {
    // Offline, or sharing turned off mid-request (then discardUsage already dropped the batch).
    return controller.signal.aborted ? 'dropped' : 'failed';
  } finally {
    request = null;
  }
}
