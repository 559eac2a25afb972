// Keeps users/{ownerId}/listingReviews/{reviewId} (the owner's read model of the reviews of
// their listings, replicated to the owner dashboard) in step with reviews/{reviewId} and the
// owner's reply to it (reviewReplies/{reviewId}).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { db, FieldValue, SERVER_TS } from '../shared.js';

/** The fields of an owner's copy besides _deleted and serverTimestamp (docs/data-model.md). */
export const OWNER_REVIEW_FIELDS = ['listingId', 'listingTitle', 'customerName', 'rating', 'comment', 'createdAt'] as const;

type ReviewData = DocumentData & { listingId?: unknown; _deleted?: unknown };

const live = (snap: DocumentSnapshot | undefined): DocumentData | undefined =>
  snap?.exists && snap.get('_deleted') !== true ? snap.data() : undefined;

export function toOwnerReview(review: ReviewData, listingTitle: string): Record<string, unknown> {
  return {
    listingId: review.listingId,
    listingTitle,
    customerName: review.customerName ?? '',
    rating: review.rating ?? 0,
    comment: review.comment ?? '',
    createdAt: review.createdAt ?? 0,
  };
}

/** The owner's reply on the copy (docs/reviews.md): present only while a live reply exists. */
export const REPLY_FIELDS = ['reply', 'replyUpdatedAt'] as const;

export function replyFields(reply: DocumentData | undefined): Record<string, unknown> {
  if (!reply || reply._deleted === true || typeof reply.text !== 'string') return {};
  const at = typeof reply.updatedAt === 'number' ? reply.updatedAt : reply.createdAt;
  return { reply: reply.text, replyUpdatedAt: typeof at === 'number' ? at : 0 };
}

function sameContent(existing: DocumentData | undefined, wanted: Record<string, unknown>): boolean {
  return !!existing && existing._deleted === false && [...OWNER_REVIEW_FIELDS, ...REPLY_FIELDS].every((k) => existing[k] === wanted[k]);
}

/**
 * Re-reads the review and its listing inside a transaction instead of trusting the event
 * payload, so triggers that run out of order still converge. listingIdHint (from the event's
 * before/after data) finds the copies of a review that was hard-deleted.
 *
 * A live review of a live listing is copied to the listing owner's listingReviews; every
 * other copy of it (the listing is gone or tombstoned, the review is tombstoned or deleted,
 * the listing changed hands) is tombstoned. Writes only what differs.
 */
export async function reprojectReview(
  reviewId: string,
  listingIdHint?: string,
): Promise<'upserted' | 'tombstoned' | 'unchanged'> {
  return db.runTransaction(async (tx) => {
    const reviewSnap = await tx.get(db.collection('reviews').doc(reviewId));
    const stored = reviewSnap.get('listingId') as unknown;
    const listingId = typeof stored === 'string' && stored ? stored : listingIdHint;
    if (!listingId) return 'unchanged';

    // Copies of this review wherever they are (an owner's copy carries listingId). In
    // production this collection-group query needs the listingReviews.listingId field
    // override of firestore.indexes.json.
    const [listingSnap, copies, replySnap] = await Promise.all([
      tx.get(db.collection('listings').doc(listingId)),
      tx.get(db.collectionGroup('listingReviews').where('listingId', '==', listingId)),
      tx.get(db.collection('reviewReplies').doc(reviewId)),
    ]);
    const review = live(reviewSnap);
    const listing = live(listingSnap);
    const ownerId = typeof listing?.ownerId === 'string' && listing.ownerId ? listing.ownerId : undefined;

    let target: DocumentReference | undefined;
    let outcome: 'upserted' | 'tombstoned' | 'unchanged' = 'unchanged';
    if (review && listing && ownerId) {
      const ref = db.collection('users').doc(ownerId).collection('listingReviews').doc(reviewId);
      target = ref;
      const wanted = { ...toOwnerReview(review, typeof listing.title === 'string' ? listing.title : ''), ...replyFields(replySnap.data()) };
      const existing = copies.docs.find((d) => d.ref.path === ref.path);
      if (!sameContent(existing?.data(), wanted)) {
        tx.set(ref, { ...wanted, _deleted: false, [SERVER_TS]: FieldValue.serverTimestamp() });
        outcome = 'upserted';
      }
    }
    for (const copy of copies.docs) {
      if (copy.id !== reviewId || copy.ref.path === target?.path || copy.get('_deleted') === true) continue;
      // Merge: the tombstone keeps the other fields, which clients' schemas require.
      tx.set(copy.ref, { _deleted: true, [SERVER_TS]: FieldValue.serverTimestamp() }, { merge: true });
      if (outcome === 'unchanged') outcome = 'tombstoned';
    }
    return outcome;
  });
}

const listingIdOf = (snap: DocumentSnapshot | undefined): string | undefined => {
  const id = snap?.get('listingId') as unknown;
  return typeof id === 'string' && id ? id : undefined;
};

export const projectOwnerReview = onDocumentWritten('reviews/{reviewId}', async (event) => {
  await reprojectReview(event.params.reviewId, listingIdOf(event.data?.after) ?? listingIdOf(event.data?.before));
});
