// The local cache of the reviews, replies and rating histograms of the listings opened on this
// device (review-cache-schema.ts). Public data, so one collection for everyone, kept across
// sign-outs: a listing opened once reads offline later.
import type { RxCollection } from 'rxdb';
import { ensureCollection } from '@/lib/db/database';
import { reviewCacheSchema, type ReviewCacheDoc } from './review-cache-schema';

export const REVIEW_CACHE = 'reviewcache';

export const getReviewCacheCollection = (): Promise<RxCollection<ReviewCacheDoc>> => ensureCollection<ReviewCacheDoc>(REVIEW_CACHE, reviewCacheSchema);
