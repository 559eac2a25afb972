// Counting a fact: cheap and synchronous for the caller (it never waits on storage), safe to
// call on the first screen's path. Facts wait in memory and are stored when the browser is idle
// or the page is hidden; storing drops any fact this device already counted that day (in any
// tab, before any reload), so each fact is one entry per device per local day. The storage code
// (./store) is its own chunk, loaded at the first save: the first screen carries only this file.
import { SEARCH_MISS, dayKeyOf, normaliseSearchTerm, type ListingEvent, type UsageEntry } from '@shared/usage';
import { isUsageSharingOn, subscribeUsageSharing } from './sharing';

/** Counted in this page, not stored yet. */
let unsaved: UsageEntry[] = [];
/** Fact keys counted in this page today: repeats stop here without touching storage. */
let counted = new Set<string>();
let countedDay = '';
let saveScheduled = false;
let watchingPage = false;
const pendingListeners = new Set<() => void>();

subscribeUsageSharing((on) => {
  if (!on) void discardUsage();
});

function record(entry: UsageEntry) {
  if (!isUsageSharingOn()) return;
  if (entry.day !== countedDay) {
    counted = new Set();
    countedDay = entry.day;
  }
  const key = `${entry.event}|${'term' in entry ? entry.term : entry.listingId}`;
  if (counted.has(key)) return;
  counted.add(key);
  unsaved.push(entry);
  scheduleSave();
}

/** Counts `event` for `listingId` once for today on this device (no-op while sharing is off). */
export function recordListingEvent(event: ListingEvent, listingId: string): void {
  if (listingId) record({ day: dayKeyOf(Date.now()), event, listingId });
}

/** Counts a search on /listings that found nothing (no-op for an empty normalised term). */
export function recordSearchMiss(text: string): void {
  const term = normaliseSearchTerm(text);
  if (term) record({ day: dayKeyOf(Date.now()), event: SEARCH_MISS, term });
}

function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

function scheduleSave() {
  watchPage();
  if (saveScheduled) return;
  saveScheduled = true;
  whenIdle(() => void flushUsage());
}

// A page about to be hidden or closed may never be idle again: store what it counted now.
function watchPage() {
  if (watchingPage || typeof window === 'undefined') return;
  watchingPage = true;
  window.addEventListener('pagehide', () => void flushUsage());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushUsage();
  });
}

/** Stores what this page counted (the sender calls it before building a batch). */
export async function flushUsage(): Promise<void> {
  saveScheduled = false;
  if (unsaved.length === 0) return;
  const entries = unsaved;
  unsaved = [];
  if (!isUsageSharingOn()) return;
  try {
    const { addEntries } = await import('./store');
    const added = await addEntries(entries);
    if (added > 0) pendingListeners.forEach((l) => l());
  } catch {
    // No IndexedDB (blocked, private mode): nothing can be kept or sent; forget quietly.
  }
}

/** Calls `listener` whenever new entries wait to be sent. */
export function onUsagePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => void pendingListeners.delete(listener);
}

/** Sharing turned off: what this device counted and did not send yet is thrown away. */
export async function discardUsage(): Promise<void> {
  unsaved = [];
  try {
    const { updateUsageState } = await import('./store');
    await updateUsageState((state) => {
      state.pending = [];
      state.inFlight = null;
    });
  } catch {
    /* no IndexedDB: nothing was kept */
  }
}
