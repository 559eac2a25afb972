// Types of bench-listing.mjs for the bench page (bench/discovery.ts).
import type { CatalogListing } from '../../src/features/listings/data/catalog-schema';

export const CATEGORIES: string[];
/** A listing without its id and rank (the catalogue adds them). */
export function makeListing(i: number, rnd: () => number): Omit<CatalogListing, 'id' | 'rank'>;
