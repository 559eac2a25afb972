// The directory's daily snapshot: how many live listings are approved, pending and rejected at
// the end of a day, kept in directoryStats/{yyyy-mm-dd} so the admin can see the directory grow.
import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DIRECTORY_STATUSES, utcDayOf, type DirectoryDay, type DirectoryStatus } from '../common/directory-analytics.js';
import { db } from '../shared.js';

export const directoryStatsRef = (store: Firestore) => store.collection('directoryStats');

/** Live listings with `status`, by a count() aggregation (one read per 1,000 listings). */
export async function countListings(store: Firestore, status: DirectoryStatus): Promise<number> {
  const snap = await store.collection('listings').where('status', '==', status).where('_deleted', '==', false).count().get();
  return snap.data().count;
}

/** The listings counted now, by status. */
export async function liveDirectoryDay(store: Firestore, day: string): Promise<DirectoryDay> {
  const [approved, pending, rejected] = await Promise.all(DIRECTORY_STATUSES.map((s) => countListings(store, s)));
  return { day, approved, pending, rejected };
}

/**
 * The counting rule, for listings known one by one (the seed's past days): a listing counts
 * when it is not deleted, under the status it has; any other status is not counted. The same
 * rule as the count() queries above.
 */
export function tallyDirectoryDay(day: string, listings: Iterable<{ status: unknown; _deleted?: unknown }>): DirectoryDay {
  const tally: DirectoryDay = { day, approved: 0, pending: 0, rejected: 0 };
  for (const l of listings) {
    if (l._deleted === true) continue;
    if ((DIRECTORY_STATUSES as readonly unknown[]).includes(l.status)) tally[l.status as DirectoryStatus]++;
  }
  return tally;
}

/** Writes directoryStats/{day} from the listings as they are now (run at the end of `day`). */
export async function recordDirectoryDay(store: Firestore, day: string): Promise<DirectoryDay> {
  const stats = await liveDirectoryDay(store, day);
  await directoryStatsRef(store).doc(day).set(stats);
  return stats;
}

/**
 * Late in the UTC day, so the snapshot is the day's end state. The emulator never fires
 * schedules: tests and the seed call recordDirectoryDay.
 */
export const snapshotDirectoryStats = onSchedule({ schedule: '55 23 * * *', timeZone: 'Etc/UTC' }, async () => {
  await recordDirectoryDay(db, utcDayOf(Date.now()));
});
