import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { signInAs } from '@/testing/session';
import { useSyncStore } from '@/stores/sync-store';
import { getListingReviewsCollection, listingReviewsCollectionName, toListingReviewDoc } from './listing-reviews-collection';
import { averageRating, useOwnerReviews } from './use-owner-reviews';
import type { ListingReview } from './listing-review-schema';

const review = (id: string, rating: number, createdAt: number): ListingReview => ({
  id,
  listingId: 'l-1',
  listingTitle: 'Golden Crumb',
  customerName: 'Casey',
  rating,
  comment: 'Lovely.',
  createdAt,
  reply: '',
  replyUpdatedAt: 0,
});

beforeEach(async () => {
  await useTestDatabase();
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

describe('toListingReviewDoc (pull-only modifier)', () => {
  it('keeps a well-formed review as it is', () => {
    const raw = { ...review('r-1', 4, 1_700_000_000_000), _deleted: false };
    expect(toListingReviewDoc(raw)).toStrictEqual(raw);
  });

  it('normalises a sparse one for the screens', () => {
    expect(toListingReviewDoc({ id: 'r-2', rating: 9, createdAt: { seconds: 3, nanoseconds: 0 }, _deleted: true })).toStrictEqual({
      id: 'r-2',
      listingId: '',
      listingTitle: '',
      customerName: '',
      rating: 5,
      comment: '',
      createdAt: 3000,
      reply: '',
      replyUpdatedAt: 0,
      _deleted: true,
    });
  });
});

describe('averageRating', () => {
  it('is the mean to one decimal, or null without reviews', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([{ rating: 1 }, { rating: 2 }, { rating: 2 }])).toBe(1.7);
  });
});

describe('useOwnerReviews', () => {
  it("lists the signed-in owner's reviews newest first", async () => {
    signInAs('diner', { uid: 'u-1' });
    useSyncStore.setState({ synced: { [listingReviewsCollectionName('u-1')]: true } });
    await (await getListingReviewsCollection('u-1')).bulkInsert([review('a', 5, 1), review('b', 3, 3), review('c', 4, 2)]);
    await (await getListingReviewsCollection('u-2')).insert(review('other', 1, 9));
    const { result } = renderHook(() => useOwnerReviews());
    await waitFor(() => expect(result.current.reviews.map((r) => r.id)).toEqual(['b', 'c', 'a']));
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeNull();
  });
});
