// The approved demo listings of the seed (scripts/seed-data.mjs) as catalogue entries, for tests
// that search or filter the real demo data.
import { buildSeed } from '../../scripts/seed-data.mjs';
import type { CatalogListing } from '@/features/listings';

export function seedCatalog(): CatalogListing[] {
  return buildSeed()
    .listings.filter((l) => l.status === 'approved')
    .map((l) => ({ ...(l as unknown as CatalogListing), rank: -((l.rating as number) ?? 0) }));
}
