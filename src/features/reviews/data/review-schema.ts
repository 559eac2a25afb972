// A diner's review (Firestore reviews/{listingId}_{uid}, docs/reviews.md) as this device keeps
// the signed-in diner's own ones: written here first (offline too), pushed by the replication.
import type { RxJsonSchema } from 'rxdb';

export interface Review {
  /** `${listingId}_${userId}`: one review per diner and listing. */
  id: string;
  listingId: string;
  userId: string;
  customerName: string;
  /** Integer 1–5. */
  rating: number;
  /** Plain text, at most 2000 characters. */
  comment: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the last edit (or of the deletion, on a tombstone): the newer edit wins a conflict. */
  updatedAt: number;
}

export const reviewIdOf = (listingId: string, uid: string) => `${listingId}_${uid}`;

/** `serverTimestamp` is deliberately absent: the replication plugin sets it on push (and throws if it is in the schema). */
export const reviewSchema: RxJsonSchema<Review> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 300 },
    listingId: { type: 'string', maxLength: 128 },
    userId: { type: 'string' },
    customerName: { type: 'string' },
    rating: { type: 'number' },
    comment: { type: 'string' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
  required: ['id', 'listingId', 'userId', 'customerName', 'rating', 'comment', 'createdAt', 'updatedAt'],
};
