// The sort orders and distance limits of /listings, as they appear in its URL and its controls.

export const SORT_KEYS = ['recommended', 'rating', 'reviews', 'nearest', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  recommended: 'Recommended',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  nearest: 'Nearest',
  newest: 'Newest',
};

/** A URL value as a sort; missing or unknown = recommended (the default, never written). */
export function toSort(value: string | null | undefined): SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : 'recommended';
}

export const WITHIN_STEPS = [1, 5, 25] as const;
export type DistanceUnit = 'km' | 'mi';
export type Within = `${(typeof WITHIN_STEPS)[number]}${DistanceUnit}`;

const KM_PER_MILE = 1.609344;

/** A URL value as a distance limit; missing or unknown = any distance. */
export function toWithin(value: string | null | undefined): Within | undefined {
  const m = /^(1|5|25)(km|mi)$/.exec(value ?? '');
  return m ? (value as Within) : undefined;
}

/** A limit in kilometres, measured in the limit's own unit (5mi is 8.05 km). */
export function withinKm(within: Within): number {
  const m = /^(\d+)(km|mi)$/.exec(within)!;
  return Number(m[1]) * (m[2] === 'mi' ? KM_PER_MILE : 1);
}

export function withinLabel(within: Within): string {
  return within.replace(/(km|mi)$/, ' $1');
}

/** The limits offered in a unit, shortest first. */
export const withinOptions = (unit: DistanceUnit): Within[] => WITHIN_STEPS.map((n) => `${n}${unit}` as Within);
