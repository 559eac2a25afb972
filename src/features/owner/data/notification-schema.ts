// A notification of the signed-in owner (Firestore users/{uid}/notifications/{id},
// docs/data-model.md), as stored on this device.
import type { RxJsonSchema } from 'rxdb';

export type NotificationType = 'booking' | 'lead' | 'listing_approved' | 'listing_rejected' | 'review_reply' | 'report_resolved' | 'review_removed' | 'other';

export interface OwnerNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** The only field the owner may change, and only from false to true (firestore.rules). */
  isRead: boolean;
  /**
   * Optional and, when the server has none, ABSENT (never ''): the push sends the whole local
   * document, so an invented field would be a change the rules refuse.
   */
  listingId?: string;
  /** Epoch ms: a Firestore Timestamp would arrive as {seconds, nanoseconds}. */
  createdAt: number;
}

/** `serverTimestamp` is deliberately absent: the replication plugin sets it on push (and throws if it is in the schema). */
export const notificationSchema: RxJsonSchema<OwnerNotification> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    type: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    isRead: { type: 'boolean' },
    listingId: { type: 'string' },
    createdAt: { type: 'number' },
  },
  required: ['id', 'type', 'title', 'message', 'isRead', 'createdAt'],
};
