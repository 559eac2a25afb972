// What this device remembers of the listings a diner opened: their reviews, the owners'
// replies and the rating histogram (reviews/, reviewReplies/, reviewStats/), in ONE local
// collection so reading reviews costs one of RxDB's 13 collections per tab, not three. Each
// document says its kind; its id is `<kind>:<Firestore id>` (a reply has its review's id).
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { num, str, toMillis } from '@/lib/db/coerce';

export type CacheKind = 'review' | 'reply' | 'stats';

export interface ReviewCacheDoc {
  id: string;
  kind: CacheKind;
  listingId: string;
  /** review: its own Firestore id; reply: the review it answers; stats: ''. */
  reviewId: string;
  /** review: the author; reply: the listing's owner; stats: ''. */
  userId: string;
  customerName: string;
  /** review: 1–5; stats: the average (one decimal); reply: 0. */
  rating: number;
  /** review: the comment; reply: the reply; stats: ''. */
  text: string;
  /** stats only: the number of reviews giving 1…5 stars (index 0 = 1 star). */
  counts: number[];
  /** stats only. */
  reviewCount: number;
  createdAt: number;
  updatedAt: number;
}

export const reviewCacheSchema: RxJsonSchema<ReviewCacheDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 320 },
    kind: { type: 'string', maxLength: 8 },
    listingId: { type: 'string', maxLength: 128 },
    reviewId: { type: 'string' },
    userId: { type: 'string' },
    customerName: { type: 'string' },
    rating: { type: 'number' },
    text: { type: 'string' },
    counts: { type: 'array', items: { type: 'number' } },
    reviewCount: { type: 'number' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
  required: ['id', 'kind', 'listingId', 'reviewId', 'userId', 'customerName', 'rating', 'text', 'counts', 'reviewCount', 'createdAt', 'updatedAt'],
  indexes: ['listingId'],
};

const blank = { reviewId: '', userId: '', customerName: '', rating: 0, text: '', counts: [] as number[], reviewCount: 0 };

const stars = (v: unknown) => Math.min(5, Math.max(1, Math.round(num(v) || 1)));

/** A pulled reviews/{id}. The replication hands the Firestore id as `id`. */
export function toCachedReview(raw: Record<string, unknown>): WithDeleted<ReviewCacheDoc> {
  const id = str(raw.id);
  const createdAt = toMillis(raw.createdAt);
  return {
    ...blank,
    id: `review:${id}`,
    kind: 'review',
    listingId: str(raw.listingId),
    reviewId: id,
    userId: str(raw.userId),
    customerName: str(raw.customerName),
    rating: stars(raw.rating),
    text: str(raw.comment),
    createdAt,
    updatedAt: toMillis(raw.updatedAt) || createdAt,
    _deleted: raw._deleted === true,
  };
}

/** A pulled reviewReplies/{reviewId}. */
export function toCachedReply(raw: Record<string, unknown>): WithDeleted<ReviewCacheDoc> {
  const id = str(raw.id);
  const createdAt = toMillis(raw.createdAt);
  return {
    ...blank,
    id: `reply:${id}`,
    kind: 'reply',
    listingId: str(raw.listingId),
    reviewId: str(raw.reviewId) || id,
    userId: str(raw.ownerId),
    text: str(raw.text),
    createdAt,
    updatedAt: toMillis(raw.updatedAt) || createdAt,
    _deleted: raw._deleted === true,
  };
}

/** A pulled reviewStats/{listingId}. */
export function toCachedStats(raw: Record<string, unknown>): WithDeleted<ReviewCacheDoc> {
  const id = str(raw.id);
  const counts = (raw.counts && typeof raw.counts === 'object' ? raw.counts : {}) as Record<string, unknown>;
  return {
    ...blank,
    id: `stats:${id}`,
    kind: 'stats',
    listingId: str(raw.listingId) || id,
    rating: num(raw.rating),
    counts: [1, 2, 3, 4, 5].map((n) => Math.max(0, Math.round(num(counts[String(n)])))),
    reviewCount: Math.max(0, Math.round(num(raw.reviewCount))),
    createdAt: 0,
    updatedAt: toMillis(raw.updatedAt),
    _deleted: raw._deleted === true,
  };
}
