// notifyModeration: tells a listing's owner when it is approved or rejected, exactly once
// per transition however often the trigger runs.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db, FieldValue, SERVER_TS, versionOf } from '../shared.js';

type Listing = Record<string, unknown>;

const live = (l: Listing | undefined): l is Listing => !!l && l._deleted !== true;

/** The notification a listing's new state calls for, or null when nothing changed that matters. */
export function moderationNotice(before: Listing | undefined, after: Listing | undefined) {
  if (!live(after) || typeof after.ownerId !== 'string' || !after.ownerId) return null;
  const status = after.status;
  if (status !== 'approved' && status !== 'rejected') return null;
  // An edit that keeps the status (an approved listing edited by an admin) is no news.
  if (live(before) && before.status === status) return null;
  // A listing that arrives already moderated is news when it is new now: saveListingAsAdmin
  // creates it with createdAt = updatedAt. Seeded or imported listings carry an older
  // createdAt, and their owners are not waiting for a verdict.
  if (!live(before) && after.createdAt !== after.updatedAt) return null;
  const title = String(after.title ?? '');
  return status === 'approved'
    ? { type: 'listing_approved', title: 'Listing approved', message: `Your listing “${title}” is live.` }
    : { type: 'listing_rejected', title: 'Listing rejected', message: `Your listing “${title}” was not approved. Reason: ${String(after.rejectionReason ?? '')}` };
}

/**
 * Writes the owner's notification for this transition if it does not exist yet. Its id is
 * the transition (`${listingId}_${status}_${updatedAt}`), so a retried or repeated trigger
 * finds it and writes nothing.
 */
export async function notifyTransition(listingId: string, before: Listing | undefined, after: Listing | undefined): Promise<'created' | 'exists' | 'none'> {
  const notice = moderationNotice(before, after);
  if (!notice || !after) return 'none';
  const id = `${listingId}_${String(after.status)}_${versionOf(after)}`;
  const ref = db.collection('users').doc(String(after.ownerId)).collection('notifications').doc(id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return 'exists' as const;
    // The shape of validNotification in firestore.rules (no updatedAt: the owner's isRead
    // flip must still pass it).
    tx.set(ref, { ...notice, isRead: false, listingId, createdAt: Date.now(), _deleted: false, [SERVER_TS]: FieldValue.serverTimestamp() });
    return 'created' as const;
  });
}

export const notifyModeration = onDocumentWritten('listings/{listingId}', async (event) => {
  await notifyTransition(event.params.listingId, event.data?.before.data(), event.data?.after.data());
});
