// An owner's reply to a review of their listing (reviewReplies/{reviewId}, docs/reviews.md),
// written straight to Firestore: it needs a connection, and says so at once when offline
// (unlike reviews, replies are not kept in a local collection of their own: a tab may open
// only 13 RxDB collections, and an admin's tab already needs all of them).
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { normaliseText, validateReply } from '../lib/reply-validation';

export const REPLY_OFFLINE = 'You are offline. Replying needs a connection; try again when you are back online.';
export const REPLY_TIMEOUT = 'The server did not answer. Check your connection and try again.';
export const REPLY_SAVE_ERROR = 'Could not save your reply.';
export const REPLY_DELETE_ERROR = 'Could not delete your reply.';
const TIMEOUT_MS = 20_000;

export interface ReplyTarget {
  reviewId: string;
  listingId: string;
  reviewerId: string;
  ownerId: string;
}

async function withTimeout<T>(work: Promise<T>, failure: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(REPLY_TIMEOUT)), TIMEOUT_MS)))]);
  } catch (error) {
    console.error(failure, error);
    if (error instanceof Error && error.message === REPLY_TIMEOUT) throw error;
    throw new Error(failure, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

export async function saveReply(target: ReplyTarget, text: string, now = Date.now()): Promise<void> {
  const invalid = validateReply(text);
  if (invalid) throw new Error(invalid);
  if (!navigator.onLine) throw new Error(REPLY_OFFLINE);
  const ref = doc(getDb(), 'reviewReplies', target.reviewId);
  await withTimeout(
    (async () => {
      const existing = await getDoc(ref);
      const live = existing.exists() && existing.data()._deleted !== true;
      const createdAt = live && typeof existing.data()?.createdAt === 'number' ? (existing.data()?.createdAt as number) : now;
      await setDoc(ref, {
        ...target,
        text: normaliseText(text).trim(),
        createdAt,
        updatedAt: now,
        _deleted: false,
        serverTimestamp: serverTimestamp(),
      });
    })(),
    REPLY_SAVE_ERROR,
  );
}

/** A tombstone, never a hard delete: it is how the deletion reaches every device. */
export async function deleteReply(reviewId: string, now = Date.now()): Promise<void> {
  if (!navigator.onLine) throw new Error(REPLY_OFFLINE);
  await withTimeout(updateDoc(doc(getDb(), 'reviewReplies', reviewId), { _deleted: true, updatedAt: now, serverTimestamp: serverTimestamp() }), REPLY_DELETE_ERROR);
}
