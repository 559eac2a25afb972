// The owner-reviews projection (reviews/{id} → users/{ownerId}/listingReviews/{id}), run by
// the real Functions emulator on real Firestore writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

let app: App;
let db: Firestore;

const copyOf = (ownerId: string, reviewId: string) => async () => (await db.doc(`users/${ownerId}/listingReviews/${reviewId}`).get()).data();
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const stamp = () => ({ serverTimestamp: FieldValue.serverTimestamp() });

async function writeListing(id: string, ownerId: string, over: Record<string, unknown> = {}, merge = false) {
  await db.doc(`listings/${id}`).set(
    { title: `Title of ${id}`, city: 'Austin', category: 'Cafe', ownerId, status: 'approved', rejectionReason: null, rating: 0, reviewCount: 0, _deleted: false, ...stamp(), ...over },
    { merge },
  );
}

async function writeReview(listingId: string, userId: string, over: Record<string, unknown> = {}, merge = false) {
  const id = `${listingId}_${userId}`;
  await db.doc(`reviews/${id}`).set(
    { listingId, userId, customerName: 'Rita Reviewer', rating: 4, comment: 'Lovely crêpes.', createdAt: 1_790_000_000_000, _deleted: false, ...stamp(), ...over },
    { merge },
  );
  return id;
}

const millis = (d: DocumentData | undefined) => d?.serverTimestamp?.toMillis() as number;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `owner-reviews-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => deleteApp(app));

describe('owner review projection', () => {
  it('a review appears under the listing owner’s listingReviews, with the listing title and a server timestamp', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner', { title: 'Half Moon Crêperie' });
    const reviewId = await writeReview(listingId, 'rita');
    const copy = await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    expect(copy).toMatchObject({
      listingId,
      listingTitle: 'Half Moon Crêperie',
      customerName: 'Rita Reviewer',
      rating: 4,
      comment: 'Lovely crêpes.',
      createdAt: 1_790_000_000_000,
      _deleted: false,
    });
    expect(Object.keys(copy ?? {}).sort()).toEqual(['_deleted', 'comment', 'createdAt', 'customerName', 'listingId', 'listingTitle', 'rating', 'serverTimestamp']);
    expect(copy?.serverTimestamp).toBeDefined();
  });

  it('an edit of the review reaches the copy, with a newer server timestamp', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner');
    const reviewId = await writeReview(listingId, 'rita');
    const first = await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    await writeReview(listingId, 'rita', { rating: 2, comment: 'Cold this time.' }, true);
    const edited = await eventually(copyOf('rv-owner', reviewId), (d) => d?.rating === 2);
    expect(edited).toMatchObject({ rating: 2, comment: 'Cold this time.', _deleted: false });
    expect(millis(edited)).toBeGreaterThan(millis(first));
  });

  it('tombstoning the review tombstones the copy (moving its server timestamp forward), keeping its fields', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner');
    const reviewId = await writeReview(listingId, 'rita');
    const live = await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    await writeReview(listingId, 'rita', { _deleted: true }, true);
    const gone = await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === true);
    expect(gone).toMatchObject({ _deleted: true, listingId, rating: 4 });
    expect(millis(gone)).toBeGreaterThan(millis(live));
  });

  it('a hard-deleted review tombstones the copy too', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner');
    const reviewId = await writeReview(listingId, 'rita');
    await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    await db.doc(`reviews/${reviewId}`).delete();
    expect((await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === true))?._deleted).toBe(true);
  });

  it('a review whose listing is gone (deleted or tombstoned) leaves a tombstone, not a live copy', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner');
    const reviewId = await writeReview(listingId, 'rita');
    await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    await writeListing(listingId, 'rv-owner', { _deleted: true }, true);
    await writeReview(listingId, 'rita', { comment: 'Written after the listing went.' }, true);
    expect((await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === true))?._deleted).toBe(true);

    // No listing at all: no copy is made anywhere.
    const orphan = await writeReview(uniq('missing'), 'rita');
    await new Promise((r) => setTimeout(r, 2500));
    const copies = await db.collectionGroup('listingReviews').where('listingId', '==', orphan.split('_')[0]).get();
    expect(copies.size).toBe(0);
  });

  it('when the listing changed hands, the next review write moves the copy to the new owner', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner');
    const reviewId = await writeReview(listingId, 'rita');
    await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    await writeListing(listingId, 'rv-owner-2', {}, true);
    await writeReview(listingId, 'rita', { rating: 5 }, true);
    expect(await eventually(copyOf('rv-owner-2', reviewId), (d) => d?.rating === 5)).toMatchObject({ _deleted: false, rating: 5 });
    expect((await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === true))?._deleted).toBe(true);
  });

  it('rewriting an identical review writes nothing (idempotent)', async () => {
    const listingId = uniq('rv');
    await writeListing(listingId, 'rv-owner');
    const reviewId = await writeReview(listingId, 'rita');
    const first = await eventually(copyOf('rv-owner', reviewId), (d) => d?._deleted === false);
    await writeReview(listingId, 'rita');
    await new Promise((r) => setTimeout(r, 2500));
    expect(millis(await copyOf('rv-owner', reviewId)())).toBe(millis(first));
  });
});
