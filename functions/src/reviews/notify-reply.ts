// notifyReviewReply: when a listing's owner replies to a review, the reviewer is told once;
// the owner's copy of the review carries the reply, edits included (owner-reviews.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { db, FieldValue, SERVER_TS } from '../shared.js';
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

/** The id of a review's reply notification: one per review, whatever happens to the reply. */
export const replyNoticeId = (reviewId: string) => `reply_${reviewId}`;

/**
 * Writes the reviewer's notification for the review's reply if it does not exist yet. Its id
 * is the review's, not the reply's version: a retried trigger writes nothing, and neither do
 * the owner's later edits, or a reply removed and written again, so an owner cannot alert the
 * reviewer over and over by re-saving. The message quotes the reply as first sent; the listing
 * page the notification links to shows the current one. Re-reads the reply, the review and the
 * listing rather than trusting the event.
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
    const ref = db.collection('users').doc(notice.uid).collection('notifications').doc(replyNoticeId(reviewId));
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
