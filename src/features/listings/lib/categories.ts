// One canonical category value, accepting the spellings of the original product's links.
import { CATEGORIES, type Category, PRICE_RANGES, type PriceRange } from '../data/catalog-schema';

const ALIASES: Record<string, Category> = {
  restaurant: 'Restaurant',
  restaurants: 'Restaurant',
  'coffee shop': 'Coffee Shop',
  'coffee shops': 'Coffee Shop',
  coffee: 'Coffee Shop',
  bakery: 'Bakery',
  bakeries: 'Bakery',
  cafe: 'Cafe',
  cafes: 'Cafe',
  café: 'Cafe',
  cafés: 'Cafe',
  'fast food': 'Fast Food',
  'fast-food': 'Fast Food',
};

/** Maps a URL value to a canonical category; 'All', empty or unknown → undefined. */
export function toCategory(value: string | null | undefined): Category | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key || key === 'all') return undefined;
  return ALIASES[key] ?? CATEGORIES.find((c) => c.toLowerCase() === key);
}

export const PRICE_LABELS: Record<PriceRange, string> = {
  $: 'Inexpensive',
  $$: 'Moderate',
  $$$: 'Pricey',
  $$$$: 'Ultra High-End',
};

export const DEFAULT_PRICE_RANGE: PriceRange = '$$';

/** Accepts the label ('Moderate') or the symbol ('$$'); 'All Prices'/'All' → undefined. */
export function toPriceRange(value: string | null | undefined): PriceRange | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if ((PRICE_RANGES as readonly string[]).includes(v)) return v as PriceRange;
  const entry = Object.entries(PRICE_LABELS).find(([, label]) => label.toLowerCase() === v.toLowerCase());
  return entry ? (entry[0] as PriceRange) : undefined;
}

export const priceOf = (p: PriceRange | undefined | null): PriceRange => p ?? DEFAULT_PRICE_RANGE;
