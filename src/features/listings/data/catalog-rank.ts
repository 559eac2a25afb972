// The default order's sort key, apart from the catalogue collection so the entry can use it
// (lead-photo.ts) without the database code.
import { num } from '@/lib/db/coerce';

/** The ascending sort key of the default order: best rated first. */
export const rankOf = (rating: number) => -Math.round(rating * 100) / 100;

/** A rating as the catalogue keeps it: a number from 0 to 5. */
export const ratingOf = (v: unknown) => Math.min(5, Math.max(0, num(v)));

/** A raw catalogue document's place in the default order (the rank index's: rank, then id). */
export type Ranked<T> = { doc: T; rank: number; id: string };

export const rankedOf = <T extends Record<string, unknown>>(doc: T): Ranked<T> => ({ doc, rank: rankOf(ratingOf(doc.rating)), id: String(doc.id) });

export const byDefaultOrder = (a: Ranked<unknown>, b: Ranked<unknown>) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
