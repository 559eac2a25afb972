// The signed-in diner's own review of one listing, from this device (written offline too):
// whether there is one, whether it waits to sync, and whether it was removed (a tombstone is
// final: deleted by its author, or hidden by an admin).
import { useObservable } from '@/hooks/use-observable';
import { useUnpushedIds } from '@/hooks/use-unpushed';
import { getMyReviewsCollection, myReviewsCollectionName } from './my-reviews-collection';
import { reviewIdOf, type Review } from './review-schema';
import { map, of, switchMap } from 'rxjs';

export interface MyReviewState {
  /** The id this diner's review of the listing has (or would have); '' when signed out. */
  id: string;
  review: Review | null;
  /** The review (or its deletion) is saved on this device but not on the server yet. */
  pending: boolean;
  /** A tombstone: this diner cannot review the listing again. */
  removed: boolean;
  loading: boolean;
}

export function useMyReview(uid: string | null, listingId: string): MyReviewState {
  const id = uid ? reviewIdOf(listingId, uid) : '';
  const unpushed = useUnpushedIds(uid ? myReviewsCollectionName(uid) : null);
  const state = useObservable(async () => {
    if (!uid) return of(null);
    const collection = await getMyReviewsCollection(uid);
    // Every change of this document, tombstones included (a query never returns those).
    return collection.findOne(id).$.pipe(
      switchMap(() => collection.storageInstance.findDocumentsById([id], true)),
      map(([doc]) => (doc ? { review: stripMeta(doc as unknown as Review), deleted: doc._deleted } : null)),
    );
  }, [uid, id]);
  if (!uid || state.status === 'error') {
    if (state.error) console.error('Could not read your review.', state.error);
    return { id, review: null, pending: false, removed: false, loading: false };
  }
  const found = state.data;
  return {
    id,
    review: found && !found.deleted ? found.review : null,
    pending: unpushed.has(id),
    removed: !!found?.deleted,
    loading: state.status === 'loading',
  };
}

function stripMeta(doc: Review): Review {
  const { id, listingId, userId, customerName, rating, comment, createdAt, updatedAt } = doc;
  return { id, listingId, userId, customerName, rating, comment, createdAt, updatedAt };
}
