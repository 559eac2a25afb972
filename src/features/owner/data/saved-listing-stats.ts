// The last figures an owner's analytics page read, kept on this device (IndexedDB through
// idb-keyval, outside RxDB: a read-only snapshot needs no replication nor a collection slot),
// so the page stays readable offline with the time they were read. One entry per user; the
// app's user switch forgets every other user's entry (sign-out, another account).
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { DayKey } from '@shared/usage';
import type { StatsByListing } from './read-listing-stats';

export interface SavedStats {
  /** When the figures were read from the server, epoch ms. */
  savedAt: number;
  /** The first day read (the read covers it up to the day it was made). */
  start: DayKey;
  byListing: StatsByListing;
}

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('forkful-owner-stats', 'saved'));

export async function loadSavedStats(uid: string): Promise<SavedStats | null> {
  const saved = await get<SavedStats>(uid, storeOf());
  return saved && typeof saved.savedAt === 'number' && saved.byListing ? saved : null;
}

export async function saveStats(uid: string, stats: SavedStats): Promise<void> {
  await set(uid, stats, storeOf());
}

/** Forgets every user's saved figures but `keepUid`'s. */
export async function removeSavedStats(keepUid: string | null): Promise<void> {
  const all = await keys<string>(storeOf());
  await Promise.all(all.filter((k) => k !== keepUid).map((k) => del(k, storeOf())));
}
