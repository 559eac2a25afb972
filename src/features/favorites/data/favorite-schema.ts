// A user's favourite (Firestore users/{uid}/favorites/{listingId}, docs/data-model.md).
import type { RxJsonSchema } from 'rxdb';

export interface Favorite {
  /** The listing id: one favourite per listing, so toggling is idempotent across devices. */
  id: string;
  listingId: string;
  /**
   * Epoch ms of the latest toggle: when the listing was favourited, or, on a tombstone,
   * when it was removed. Conflicts between devices keep the later one (favorites-collection.ts).
   * A plain number: a Firestore Timestamp would reach RxDB as {seconds, nanoseconds}.
   */
  createdAt: number;
}

/** `serverTimestamp` is deliberately absent: the replication plugin sets it on push (and throws if it is in the schema). */
export const favoriteSchema: RxJsonSchema<Favorite> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    listingId: { type: 'string', maxLength: 128 },
    createdAt: { type: 'number' },
  },
  required: ['id', 'listingId', 'createdAt'],
};
