// "Mark all as read": local RxDB writes, so it works offline; the replication pushes each
// change to users/{uid}/notifications when it can (see notifications-collection.ts).
import { getNotificationsCollection } from './notifications-collection';

export const MARK_READ_ERROR = 'Could not mark notifications as read.';

/** Flips `isRead` to true on every unread notification of `uid`; read ones are not touched (nothing to push). */
export async function markAllNotificationsRead(uid: string): Promise<void> {
  try {
    const collection = await getNotificationsCollection(uid);
    const unread = await collection.find({ selector: { isRead: false } }).exec();
    // A patch, not a rewrite: only `isRead` may differ from the server's copy (the rules
    // refuse any other change), and incremental so a pull landing meanwhile is not undone.
    await Promise.all(unread.map((doc) => doc.incrementalPatch({ isRead: true })));
  } catch (error) {
    console.error(MARK_READ_ERROR, error);
    throw new Error(MARK_READ_ERROR, { cause: error });
  }
}
