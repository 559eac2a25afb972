// Server-written notifications outside moderation (plans and payments): the exact shape of
// validNotification in firestore.rules, with an id that makes each notice happen once.
import type { Transaction } from 'firebase-admin/firestore';
import { db, FieldValue, SERVER_TS } from '../shared.js';

export interface Notice {
  title: string;
  message: string;
}

export const noticeRef = (uid: string, id: string) => db.collection('users').doc(uid).collection('notifications').doc(id);

/** Writes the notice (type 'other'); no updatedAt, so the owner's isRead flip still passes the rules. */
export function setNotice(tx: Transaction, uid: string, id: string, notice: Notice, now = Date.now()) {
  tx.set(noticeRef(uid, id), {
    type: 'other',
    title: notice.title,
    message: notice.message,
    isRead: false,
    createdAt: now,
    _deleted: false,
    [SERVER_TS]: FieldValue.serverTimestamp(),
  });
}
