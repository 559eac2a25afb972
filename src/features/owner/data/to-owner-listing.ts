// Shapes a Firestore listing (pulled, or met in a conflict) for the local schema.
import type { WithDeleted } from 'rxdb';
import { CATEGORIES, PRICE_RANGES, type Category, type PriceRange } from '@/features/listings';
import type { ListingStatus, OwnerListing } from './owner-listing-schema';
import { num, str, strings } from '@/lib/db/coerce';

const obj = <T>(v: unknown): T => (v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : ({} as T));

function toLocation(v: unknown): OwnerListing['location'] {
  const l = v as { lat?: unknown; lng?: unknown } | null;
  return l && typeof l.lat === 'number' && typeof l.lng === 'number' ? { lat: l.lat, lng: l.lng } : null;
}

/**
 * Shapes a Firestore listing (pulled, or met in a conflict) for the local schema. Every listing
 * written by this app, the admin tools or the seed carries every field, so the defaults only
 * guard the screens against a sparse document.
 */
export function toOwnerListingDoc(raw: Record<string, unknown>): WithDeleted<OwnerListing> {
  const status = (['pending', 'approved', 'rejected'] as const).includes(raw.status as ListingStatus) ? (raw.status as ListingStatus) : 'pending';
  return {
    id: str(raw.id),
    title: str(raw.title),
    businessName: str(raw.businessName),
    description: str(raw.description),
    address: str(raw.address),
    city: str(raw.city),
    category: (CATEGORIES as readonly string[]).includes(str(raw.category)) ? (raw.category as Category) : 'Restaurant',
    location: toLocation(raw.location),
    telephone: str(raw.telephone),
    email: str(raw.email),
    website: str(raw.website),
    whatsapp: str(raw.whatsapp),
    openingHours: obj(raw.openingHours),
    priceRange: (PRICE_RANGES as readonly string[]).includes(str(raw.priceRange)) ? (raw.priceRange as PriceRange) : '$$',
    socialMedia: obj(raw.socialMedia),
    images: strings(raw.images),
    specialOffers: strings(raw.specialOffers),
    dealType: 'Discount',
    ownerId: str(raw.ownerId),
    status,
    rejectionReason: typeof raw.rejectionReason === 'string' ? raw.rejectionReason : null,
    rating: num(raw.rating),
    reviewCount: num(raw.reviewCount),
    createdAt: num(raw.createdAt),
    updatedAt: num(raw.updatedAt),
    _deleted: raw._deleted === true,
  };
}

