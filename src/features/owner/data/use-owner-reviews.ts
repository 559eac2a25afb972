// The reviews of the signed-in owner's listings, live from this device, newest first.
import { useEffect, useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useSessionStore } from '@/stores/session-store';
import type { ListingReview } from './listing-review-schema';
import { getListingReviewsCollection, listingReviewsCollectionName } from './listing-reviews-collection';

export const FETCH_ERROR = 'Could not fetch user reviews.';

export function useOwnerReviews(): { reviews: ListingReview[]; loading: boolean; error: string | null } {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const { settled, syncError } = useFirstSync(uid ? listingReviewsCollectionName(uid) : 'ownerreviews');
  const state = useObservable(async () => {
    if (!uid) throw new Error('Not signed in');
    return (await getListingReviewsCollection(uid)).find().$;
  }, [uid]);

  const reviews = useMemo(
    () =>
      (state.data ?? [])
        .map((doc) => doc.toJSON() as ListingReview)
        .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
    [state.data],
  );

  useEffect(() => {
    if (uid && state.error) console.error(FETCH_ERROR, state.error);
  }, [uid, state.error]);

  if (state.status === 'error') {
    return { reviews: [], loading: false, error: FETCH_ERROR };
  }
  // Nothing here before this user's first pull on this device is "still loading", not "none".
  const waitingForFirstPull = state.status === 'ready' && reviews.length === 0 && !settled;
  return {
    reviews,
    loading: state.status === 'loading' || (waitingForFirstPull && !syncError),
    error: waitingForFirstPull && syncError ? FETCH_ERROR : null,
  };
}

/** Mean rating to one decimal, or null with no reviews (the Overview shows '—'). */
export function averageRating(reviews: readonly Pick<ListingReview, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return Math.round(mean * 10) / 10;
}
