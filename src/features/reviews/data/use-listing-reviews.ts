// One listing's reviews (with the owner's replies) and rating histogram, read from this
// device's cache while listing-reviews-sync.ts keeps it current: readable offline for any
// listing opened before. The signed-in diner's own review comes from their own collection,
// so an edit made offline shows at once with its "waiting to sync" mark.
import { useEffect, useMemo, useState } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useSyncStore } from '@/stores/sync-store';
import { getReviewCacheCollection } from './review-cache-collection';
import type { ReviewCacheDoc } from './review-cache-schema';
import { followListingReviews } from './listing-reviews-sync';
import type { MyReviewState } from './use-my-review';
import type { Review } from './review-schema';

export const REVIEWS_ERROR = 'Could not load the reviews.';

export interface ReviewReply {
  text: string;
  ownerId: string;
  createdAt: number;
  updatedAt: number;
}

export interface ShownReview extends Review {
  reply: ReviewReply | null;
  /** The signed-in diner's own review. */
  mine: boolean;
  /** Saved on this device, not on the server yet. */
  pending: boolean;
}

export interface ReviewStats {
  rating: number;
  reviewCount: number;
  /** counts[0] = 1 star … counts[4] = 5 stars. */
  counts: number[];
}

export interface ListingReviews {
  reviews: ShownReview[];
  stats: ReviewStats | null;
  loading: boolean;
  error: string | null;
}

export function useListingReviews(listingId: string, mine: MyReviewState): ListingReviews {
  const online = useSyncStore((s) => s.online);
  const [synced, setSynced] = useState(false);
  const [syncError, setSyncError] = useState<unknown>(null);

  useEffect(() => {
    setSynced(false);
    setSyncError(null);
    let live = true;
    const follow = followListingReviews(listingId, (error) => {
      console.error(REVIEWS_ERROR, error);
      if (live) setSyncError(error);
    });
    follow.synced.then(
      () => live && setSynced(true),
      (error: unknown) => {
        console.error(REVIEWS_ERROR, error);
        if (live) setSyncError(error);
      },
    );
    return () => {
      live = false;
      follow.stop();
    };
  }, [listingId]);

  const state = useObservable(async () => (await getReviewCacheCollection()).find({ selector: { listingId } }).$, [listingId]);

  const docs = useMemo(() => (state.data ?? []).map((d) => d.toJSON() as ReviewCacheDoc), [state.data]);

  const { id: myId, review: myReview, pending, removed } = mine;
  const result = useMemo(() => {
    const replies = new Map<string, ReviewReply>();
    let stats: ReviewStats | null = null;
    const reviews: ShownReview[] = [];
    for (const doc of docs) {
      if (doc.kind === 'reply') replies.set(doc.reviewId, { text: doc.text, ownerId: doc.userId, createdAt: doc.createdAt, updatedAt: doc.updatedAt });
      else if (doc.kind === 'stats') stats = { rating: doc.rating, reviewCount: doc.reviewCount, counts: doc.counts };
    }
    for (const doc of docs) {
      if (doc.kind !== 'review') continue;
      // This device's copy of one's own review is newer, or deleted and not pushed yet.
      if (doc.reviewId === myId && (myReview || removed)) continue;
      reviews.push({ ...fromCache(doc), reply: replies.get(doc.reviewId) ?? null, mine: false, pending: false });
    }
    if (myReview) reviews.push({ ...myReview, reply: replies.get(myReview.id) ?? null, mine: true, pending });
    return { reviews, stats };
  }, [docs, myId, myReview, pending, removed]);

  const waiting = state.status === 'loading' || (docs.length === 0 && !synced && online && !syncError);
  return {
    ...result,
    loading: waiting,
    error: state.status === 'error' || (syncError && docs.length === 0 && !synced && online) ? REVIEWS_ERROR : null,
  };
}

function fromCache(doc: ReviewCacheDoc) {
  return {
    id: doc.reviewId,
    listingId: doc.listingId,
    userId: doc.userId,
    customerName: doc.customerName,
    rating: doc.rating,
    comment: doc.text,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
