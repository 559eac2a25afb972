// Shapes a Firestore listing (pulled, or met in a conflict) for the local schema.
import type { WithDeleted } from 'rxdb';
import { CATEGORIES, PRICE_RANGES, TEXT_KEYS, location, oneOf, record } from '@shared/listing-fields';
import { cleanExtras, emptyExtras } from '@shared/listing-extras';
import { isTimeZone } from '@shared/time-zone';
import type { ListingStatus, OwnerListing } from './listing-schema';
import { num, str, strings } from '@/lib/db/coerce';

const STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly ListingStatus[];

/**
 * Shapes a Firestore listing (pulled, or met in a conflict) for the local schema. Every listing
 * written by this app, the admin tools or the seed carries every field, so the defaults only
 * guard the screens against a sparse document.
 */
export function toOwnerListingDoc(raw: Record<string, unknown>): WithDeleted<OwnerListing> {
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, str(raw[key])])) as Record<(typeof TEXT_KEYS)[number], string>;
  return {
    id: str(raw.id),
    ...text,
    description: str(raw.description),
    category: oneOf(CATEGORIES, raw.category, 'Restaurant'),
    location: location(raw.location),
    // '' (not known yet) for anything unusable: the rules accept it, and the next save sets one.
    timeZone: isTimeZone(raw.timeZone) ? raw.timeZone : '',
    openingHours: record(raw.openingHours),
    priceRange: oneOf(PRICE_RANGES, raw.priceRange, '$$'),
    socialMedia: record(raw.socialMedia),
    images: strings(raw.images),
    specialOffers: strings(raw.specialOffers),
    dealType: 'Discount',
    // The paid plans' content: empty when absent (a listing saved before it existed), and only
    // well-formed entries (the rules cannot check inside the lists).
    ...emptyExtras(),
    ...cleanExtras(raw),
    ownerId: str(raw.ownerId),
    status: oneOf(STATUSES, raw.status, 'pending'),
    rejectionReason: typeof raw.rejectionReason === 'string' ? raw.rejectionReason : null,
    rating: num(raw.rating),
    reviewCount: num(raw.reviewCount),
    createdAt: num(raw.createdAt),
    updatedAt: num(raw.updatedAt),
    _deleted: raw._deleted === true,
  };
}
