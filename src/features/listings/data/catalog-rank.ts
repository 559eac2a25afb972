// The default order's sort key, apart from the catalogue collection so the entry can use it
// (lead-photo.ts) without the database code.
import { num } from '@/lib/db/coerce';

/** The ascending sort key of the default order: best rated first. */
export const rankOf = (rating: number) => -Math.round(rating * 100) / 100;

/** A rating as the catalogue keeps it: a number from 0 to 5. */
export const ratingOf = (v: unknown) => Math.min(5, Math.max(0, num(v)));
