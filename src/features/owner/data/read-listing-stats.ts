// Reads the daily usage counts of the owner's listings from `listingStats/{listingId}/days`
// (written only by the usage function; the rules let a listing's owner read them), one query
// per listing from `start` on. Straight from the server: the page keeps its own saved copy.
import { collection, getDocs, query, where } from 'firebase/firestore';
import { DAY_KEY, type DayKey, type ListingDayStats } from '@shared/usage';
import { getDb } from '@/lib/firebase/app';

export type StatsByListing = Record<string, ListingDayStats[]>;

export const STATS_TIMEOUT = 'The server did not answer in time.';
const TIMEOUT_MS = 20_000;

export async function readListingStats(listingIds: readonly string[], start: DayKey): Promise<StatsByListing> {
  const db = getDb();
  const reads = Promise.all(
    listingIds.map(async (id) => {
      const snap = await getDocs(query(collection(db, 'listingStats', id, 'days'), where('day', '>=', start)));
      const days = snap.docs.map((d) => ({ ...(d.data() as ListingDayStats), day: d.id })).filter((d) => DAY_KEY.test(d.day));
      return [id, days] as const;
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A connection that hangs must not keep the page on "refreshing" for ever.
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(STATS_TIMEOUT)), TIMEOUT_MS)));
    return Object.fromEntries(await Promise.race([reads, timeout]));
  } finally {
    clearTimeout(timer);
  }
}
