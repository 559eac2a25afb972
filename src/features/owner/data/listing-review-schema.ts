// A review of one of the owner's listings (Firestore users/{uid}/listingReviews/{reviewId},
// written by the projectOwnerReview function; docs/data-model.md), as stored on this device.
import type { RxJsonSchema } from 'rxdb';

export interface ListingReview {
  /** Same id as the review in reviews/. */
  id: string;
  listingId: string;
  /** The listing's title when the review was last written. */
  listingTitle: string;
  customerName: string;
  /** Integer 1–5. */
  rating: number;
  comment: string;
  /** Epoch ms: a Firestore Timestamp would arrive as {seconds, nanoseconds}. */
  createdAt: number;
  /** The owner's reply as the server last copied it (notifyReviewReply); '' when none. */
  reply: string;
  /** Epoch ms of that reply's last edit; 0 when none. */
  replyUpdatedAt: number;
}

/**
 * Stored under the prefix `ownerreviews` since the reply fields came: a new collection rather than
 * a schema version and its migration plugin (listing-reviews-collection.ts sweeps the old one).
 * `serverTimestamp` is deliberately absent: the replication plugin throws if it is in the schema. */
export const listingReviewSchema: RxJsonSchema<ListingReview> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    listingId: { type: 'string' },
    listingTitle: { type: 'string' },
    customerName: { type: 'string' },
    rating: { type: 'number' },
    comment: { type: 'string' },
    createdAt: { type: 'number' },
    reply: { type: 'string' },
    replyUpdatedAt: { type: 'number' },
  },
  required: ['id', 'listingId', 'listingTitle', 'customerName', 'rating', 'comment', 'createdAt', 'reply', 'replyUpdatedAt'],
};
