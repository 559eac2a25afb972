import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { hasUnpushed, unpushedIds } from '@/lib/db/unpushed-writes';
import { getMyReviewsCollection, myReviewsCollectionName, reviewConflictHandler, toReviewDoc } from './my-reviews-collection';
import { trackReviewWrites } from './my-reviews-sync';
import { REVIEW_GONE, deleteReview, saveReview } from './write-review';
import { RATING_REQUIRED } from '../lib/review-validation';
import type { Review } from './review-schema';

const UID = 'diner-1';
const draft = { listingId: 'l-1', customerName: '  Casey  ', rating: 4, comment: 'Great <b>bread</b>\r\n' };

beforeEach(async () => {
  await useTestDatabase();
  localStorage.clear();
});

describe('saveReview', () => {
  it('stores one review per diner and listing, id listingId_uid, as plain text', async () => {
    const saved = await saveReview(UID, draft, 1_700_000_000_000);
    expect(saved).toEqual({
      id: 'l-1_diner-1',
      listingId: 'l-1',
      userId: UID,
      customerName: 'Casey',
      rating: 4,
      comment: 'Great <b>bread</b>',
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    });
    const again = await saveReview(UID, { ...draft, rating: 2, comment: 'Changed my mind' }, 1_700_000_000_000);
    expect(again).toMatchObject({ id: 'l-1_diner-1', rating: 2, comment: 'Changed my mind', createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_001 });
    expect(await (await getMyReviewsCollection(UID)).count().exec()).toBe(1);
  });

  it('refuses a missing rating with the form message and writes nothing', async () => {
    await expect(saveReview(UID, { ...draft, rating: 0 })).rejects.toThrow(RATING_REQUIRED);
    expect(await (await getMyReviewsCollection(UID)).count().exec()).toBe(0);
  });

  it('marks every write as waiting to sync once tracking runs', async () => {
    await trackReviewWrites(UID);
    await saveReview(UID, draft, 1_700_000_000_000);
    expect(unpushedIds(myReviewsCollectionName(UID))).toEqual(['l-1_diner-1']);
    expect(hasUnpushed(myReviewsCollectionName(UID))).toBe(true);
  });

  it('deletes as a tombstone, after which the listing cannot be reviewed again', async () => {
    await saveReview(UID, draft, 1_700_000_000_000);
    await deleteReview(UID, 'l-1', 1_700_000_000_000);
    const collection = await getMyReviewsCollection(UID);
    const [stored] = await collection.storageInstance.findDocumentsById(['l-1_diner-1'], true);
    expect(stored).toMatchObject({ _deleted: true, updatedAt: 1_700_000_000_001 });
    await expect(saveReview(UID, draft)).rejects.toThrow(REVIEW_GONE);
  });
});

describe('reviewConflictHandler', () => {
  const base: Review = { id: 'l-1_u', listingId: 'l-1', userId: 'u', customerName: 'C', rating: 3, comment: '', createdAt: 1, updatedAt: 10 };
  const resolve = (mine: Review, master: Record<string, unknown>) =>
    reviewConflictHandler.resolve({ newDocumentState: { ...mine, _deleted: false } as never, realMasterState: master as never }, 'ctx');

  it('keeps the later edit', async () => {
    expect(await resolve({ ...base, rating: 5, updatedAt: 20 }, { ...base, rating: 1, updatedAt: 15, _deleted: false })).toMatchObject({ rating: 5 });
    expect(await resolve({ ...base, rating: 5, updatedAt: 12 }, { ...base, rating: 1, updatedAt: 15, _deleted: false })).toMatchObject({ rating: 1 });
  });

  it("keeps the server's tombstone whatever this device wrote (a removal is final)", async () => {
    expect(await resolve({ ...base, updatedAt: 99 }, { ...base, updatedAt: 15, _deleted: true })).toMatchObject({ _deleted: true });
  });

  it('shapes a pulled review, Timestamps as epoch ms', () => {
    expect(toReviewDoc({ id: 'x', createdAt: { seconds: 2, nanoseconds: 0 }, rating: 4 })).toMatchObject({ id: 'x', createdAt: 2000, updatedAt: 2000, rating: 4, _deleted: false });
  });
});
