// notifyReviewReply: when a listing's owner replies to a review (or edits the reply), the
// reviewer is told, once per version of the reply; the owner's copy of the review carries the
// reply (owner-reviews.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { db, FieldValue, SERVER_TS, versionOf } from '../shared.js';
import { reprojectReview } from './owner-reviews.js';

const quote = (text: string, max: number) => {
  const chars = Array.from(text.trim());
  return `\u201c${chars.length > max ? `${chars.slice(0, max - 1).join('')}\u2026` : chars.join('')}\u201d`;
};

/** The reviewer's notification for this reply, or null when there is nothing to tell. */
export function replyNotice(reply: DocumentData | undefined, review: DocumentData | undefined, listingTitle: string) {
  if (!reply || reply._deleted === true || typeof reply.text !== 'string' || !reply.text.trim()) return null;
  if (!review || review._deleted === true || typeof review.userId !== 'string' || !review.userId) return null;
  return {
    uid: review.userId,
    type: 'review_reply',
    title: 'The owner replied to your review',
    message: `${listingTitle ? `The owner of ${quote(listingTitle, 120)}` : 'The owner'} replied: ${quote(reply.text, 300)}`,
  };
}

/**
 * Writes the reviewer's notification for the reply's current version if it does not exist yet:
 * its id is the reply and its version, so a retried trigger writes nothing, and an edit is
 * news again. Re-reads the reply, the review and the listing rather than trusting the event.
 */
export async function notifyReply(reviewId: string): Promise<'created' | 'exists' | 'none'> {
  return db.runTransaction(async (tx) => {
    const [replySnap, reviewSnap] = await Promise.all([
      tx.get(db.collection('reviewReplies').doc(reviewId)),
      tx.get(db.collection('reviews').doc(reviewId)),
    ]);
    const reply = replySnap.data();
    const review = reviewSnap.data();
    const listingId = typeof review?.listingId === 'string' ? review.listingId : '';
    const listing = listingId ? (await tx.get(db.collection('listings').doc(listingId))).data() : undefined;
    // A reply by anyone but the listing's owner is no owner's reply (the rules allow none).
    if (!listing || listing.ownerId !== reply?.ownerId) return 'none';
    const notice = replyNotice(reply, review, typeof listing.title === 'string' ? listing.title : '');
    if (!notice) return 'none';
    const ref = db.collection('users').doc(notice.uid).collection('notifications').doc(`reply_${reviewId}_${versionOf(reply)}`);
    if ((await tx.get(ref)).exists) return 'exists';
    // The shape of validNotification in firestore.rules (no updatedAt: the isRead flip must pass).
    tx.set(ref, {
      type: notice.type,
      title: notice.title,
      message: notice.message,
      isRead: false,
      listingId,
      createdAt: Date.now(),
      _deleted: false,
      [SERVER_TS]: FieldValue.serverTimestamp(),
    });
    return 'created';
  });
}

export const notifyReviewReply = onDocumentWritten('reviewReplies/{reviewId}', async (event) => {
  const reviewId = event.params.reviewId;
  const listingId = (event.data?.after.get('listingId') ?? event.data?.before.get('listingId')) as unknown;
  await reprojectReview(reviewId, typeof listingId === 'string' && listingId ? listingId : undefined);
  await notifyReply(reviewId);
});
