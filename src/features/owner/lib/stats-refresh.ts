// How little a refresh of the analytics needs to read: a day's totals stop changing once the
// server no longer accepts entries for it (MAX_DAY_AGE days), so the days of the saved copy
// older than that are kept and only the recent ones (and new listings) are read again.
import { dayKeyOf, MAX_DAY_AGE, type DayKey, type ListingDayStats } from '@shared/usage';
import { historyStart, shiftDay } from './stats-math';

/** Two days more than the server's limit: a diner's calendar may be a day ahead of or behind ours. */
export const SETTLED_AFTER_DAYS = MAX_DAY_AGE + 2;

export interface SavedCopy {
  savedAt: number;
  start: DayKey;
  byListing: Record<string, ListingDayStats[]>;
}

export interface RefreshPlan {
  /** The first day the page needs now. */
  start: DayKey;
  /** Listings the saved copy does not cover: read from `start`. */
  full: string[];
  /** Listings the saved copy covers: read from `recentStart` only. */
  recent: string[];
  recentStart: DayKey;
}

export function planRefresh(saved: SavedCopy | null, listingIds: readonly string[], now: number): RefreshPlan {
  const start = historyStart(dayKeyOf(now));
  const settledBefore = saved ? shiftDay(dayKeyOf(saved.savedAt), -SETTLED_AFTER_DAYS) : start;
  // A copy that starts after `start`, or is so old that nothing in it has settled, is read again whole.
  const usable = saved !== null && saved.start <= start && settledBefore > start;
  const recent = usable ? listingIds.filter((id) => id in saved.byListing) : [];
  return { start, full: listingIds.filter((id) => !recent.includes(id)), recent, recentStart: usable ? settledBefore : start };
}

/** The saved settled days of the `recent` listings, the fresh days, and nothing before `start`. */
export function mergeRefresh(saved: SavedCopy | null, plan: RefreshPlan, fresh: Record<string, ListingDayStats[]>): Record<string, ListingDayStats[]> {
  const merged: Record<string, ListingDayStats[]> = {};
  for (const id of plan.full) merged[id] = (fresh[id] ?? []).filter((d) => d.day >= plan.start);
  for (const id of plan.recent) {
    const kept = (saved?.byListing[id] ?? []).filter((d) => d.day >= plan.start && d.day < plan.recentStart);
    merged[id] = [...kept, ...(fresh[id] ?? []).filter((d) => d.day >= plan.recentStart)];
  }
  return merged;
}
