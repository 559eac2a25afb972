// aggregateListingRating under contention, through the real trigger: a hundred reviews of one
// listing written at once, then thirty of them edited, tombstoned or hard-deleted at once, end
// with the exact average, count and histogram on the listing, its catalog entry and
// reviewStats; and an event delivered again (late, stale or twice) changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { handleReviewWrite } from '../../functions/src/reviews/aggregate';
import { countStars, storeCount } from '../../functions/src/reviews/rating';
import { db as functionsDb } from '../../functions/src/shared';
import { storedListing } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `contention-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => deleteApp(app));

const STARS = ['1', '2', '3', '4', '5'] as const;
type Expected = { rating: number; reviewCount: number; counts: Record<string, number> };

/** The numbers the listing must show, computed here from what the test wrote (stars per live review). */
function expected(live: Map<number, number>): Expected {
  const counts = Object.fromEntries(STARS.map((k) => [k, 0]));
  let sum = 0;
  for (const stars of live.values()) {
    counts[String(stars)] += 1;
    sum += stars;
  }
  const n = live.size;
  return { rating: n ? Math.round((sum * 10) / n) / 10 : 0, reviewCount: n, counts };
}

const read = async (path: string) => (await db.doc(path).get()).data();
const numbers = (d: DocumentData | undefined) => ({ rating: d?.rating, reviewCount: d?.reviewCount });
const statsNumbers = (d: DocumentData | undefined) => ({ ...numbers(d), counts: d?.counts });

/** Every copy of the numbers is right: the listing, its catalog entry and reviewStats. */
async function allExact(id: string, want: Expected) {
  const [listing, catalog, stats] = await Promise.all([read(`listings/${id}`), read(`catalog/${id}`), read(`reviewStats/${id}`)]);
  return { listing: numbers(listing), catalog: numbers(catalog), stats: statsNumbers(stats), want };
}
const isExact = (s: Awaited<ReturnType<typeof allExact>>) =>
  JSON.stringify([s.listing, s.catalog, s.stats]) === JSON.stringify([numbers(s.want), numbers(s.want), statsNumbers(s.want)]);

/** What changes whenever any trigger stores anything: the listing's and the stats' stamps, and the watermark. */
async function stamps(id: string) {
  const [listing, stats, catalog] = await Promise.all([read(`listings/${id}`), read(`reviewStats/${id}`), read(`catalog/${id}`)]);
  return JSON.stringify([listing?.serverTimestamp, stats?.serverTimestamp, stats?.countedAt, catalog?.serverTimestamp]);
}

/** Resolves once nothing has been stored for 3 s: every trigger of the burst has run. */
async function quiet(id: string) {
  let last = await stamps(id);
  for (let still = 0; still < 6; ) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await stamps(id);
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/** Exact once the burst's triggers have landed, and still exact once they have all finished. */
async function settlesExactly(id: string, want: Expected) {
  await eventually(() => allExact(id, want), isExact, 180_000, 500);
  await quiet(id);
  const settled = await allExact(id, want);
  expect({ listing: settled.listing, catalog: settled.catalog, stats: settled.stats }).toEqual({
    listing: numbers(want),
    catalog: numbers(want),
    stats: statsNumbers(want),
  });
}

describe('aggregateListingRating under contention', () => {
  it('100 reviews at once, then 30 edited or deleted at once: exact everywhere, and a redelivered event changes nothing', async () => {
    const id = `contended-${Math.random().toString(36).slice(2, 8)}`;
    await db.doc(`listings/${id}`).set(storedListing('contention-owner', { status: 'approved' }));
    const ref = (i: number) => db.doc(`reviews/${id}_diner${String(i).padStart(3, '0')}`);
    const live = new Map<number, number>();
    // Stars spread over 1..5 unevenly, so a wrong histogram cannot pass by symmetry.
    const starsOf = (i: number) => [5, 4, 5, 3, 1, 4, 2, 5, 4, 5][i % 10];

    await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        live.set(i, starsOf(i));
        return ref(i).set({
          listingId: id, userId: `diner${i}`, customerName: `Diner ${i}`, rating: starsOf(i), comment: 'At once.',
          createdAt: 1_790_000_000_000 + i, _deleted: false, serverTimestamp: FieldValue.serverTimestamp(),
        });
      }),
    );
    await settlesExactly(id, expected(live));

    // The events to deliver again below, as they were first delivered.
    const created: DocumentSnapshot = await ref(0).get();
    const beforeDelete: DocumentSnapshot = await ref(29).get();

    // 12 edits (another star), 12 tombstones (the author's or a moderator's), 6 hard deletes.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        if (i < 12) {
          const stars = (starsOf(i) % 5) + 1;
          live.set(i, stars);
          return ref(i).update({ rating: stars, updatedAt: 1_790_000_100_000, serverTimestamp: FieldValue.serverTimestamp() });
        }
        live.delete(i);
        if (i < 24) return ref(i).update({ _deleted: true, serverTimestamp: FieldValue.serverTimestamp() });
        return ref(i).delete();
      }),
    );
    const want = expected(live);
    expect(want.reviewCount).toBe(82);
    await settlesExactly(id, want);

    // Delivered again: the edit (twice at once), the create late (stale: review 0 was edited
    // since) and a hard delete (no "after": it counts again). Numbers stand; nothing moves.
    const before = await stamps(id);
    const edited = await ref(0).get();
    const again = await Promise.all([
      handleReviewWrite(edited.id, created, edited),
      handleReviewWrite(edited.id, created, edited),
      handleReviewWrite(created.id, undefined, created),
      handleReviewWrite(beforeDelete.id, beforeDelete, undefined),
    ]);
    for (const result of again.flat()) {
      expect(result).toMatchObject({ listing: 'unchanged', stats: 'unchanged', rating: want.rating, reviewCount: want.reviewCount, counts: want.counts });
    }
    const after = await allExact(id, want);
    expect(isExact(after)).toBe(true);
    // The recount of the delete may move the watermark alone; no copy a device pulls moves.
    const moved = (s: string) => JSON.parse(s).filter((_: unknown, i: number) => i !== 2);
    expect(moved(await stamps(id))).toEqual(moved(before));
  }, 420_000);

  it('an older count arriving last is refused, and an event already counted costs one read', async () => {
    const id = `late-${Math.random().toString(36).slice(2, 8)}`;
    await db.doc(`listings/${id}`).set(storedListing('contention-owner', { status: 'approved' }));
    const write = (uid: string, rating: number) =>
      db.doc(`reviews/${id}_${uid}`).set({ listingId: id, userId: uid, customerName: uid, rating, comment: '', createdAt: 1_790_000_000_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
    await write('ann', 5);
    await settlesExactly(id, expected(new Map([[0, 5]])));
    // A slow trigger counted here, then a second review landed and its trigger stored first.
    const slow = await countStars(functionsDb, id);
    await write('ben', 1);
    const want = expected(new Map([[0, 5], [1, 1]]));
    await settlesExactly(id, want);

    const late = await storeCount(functionsDb, id, slow.counts, slow.readTime);
    expect(late).toMatchObject({ listing: 'unchanged', stats: 'unchanged', rating: 3, reviewCount: 2 });
    expect(isExact(await allExact(id, want))).toBe(true);

    const reads = { n: 0, skipped: 0 };
    const meter = { reads: (k: number) => (reads.n += k), attempt: () => undefined, skipped: () => (reads.skipped += 1) };
    const ben = await db.doc(`reviews/${id}_ben`).get();
    await handleReviewWrite(ben.id, undefined, ben, meter);
    expect(reads).toEqual({ n: 1, skipped: 1 });
  });
});
