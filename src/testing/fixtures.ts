import type { CatalogListing } from '@/features/listings';

let n = 0;

/** A complete catalogue entry with sensible defaults; override what the test is about. */
export function makeListing(overrides: Partial<CatalogListing> = {}): CatalogListing {
  n += 1;
  const rating = overrides.rating ?? 4;
  return {
    id: `l-${n}`,
    title: `Place ${n}`,
    businessName: `Place ${n} LLC`,
    description: 'A neighbourhood favourite.',
    address: `${n} Main St`,
    city: 'Portland',
    category: 'Restaurant',
    images: ['/demo/restaurant-1.webp'],
    specialOffers: [],
    rating,
    reviewCount: 10,
    ownerId: 'owner-1',
    ownerName: 'Olive Owner',
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
    rank: -rating,
  };
}
