import { ensureCollection } from '@/lib/db/database';
import { catalogSchema, CATEGORIES, type CatalogBooking, type CatalogListing, type SocialMedia } from './catalog-schema';
import { PUBLIC_FIELDS, SOCIAL_KEYS, isWebLink, location, oneOf, record } from '@shared/listing-fields';
import { cleanExtras } from '@shared/listing-extras';
import { num, str, strings } from '@/lib/db/coerce';
import { rankOf, ratingOf } from './catalog-rank';
import { catalogTimeZone } from './catalog-migrations';

export const CATALOG = 'catalog';

export const getCatalogCollection = () => ensureCollection<CatalogListing>(CATALOG, catalogSchema);

/** Only http(s) links reach an href: the rules do not check a link's scheme. */
const link = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' && isWebLink(v) ? v : undefined);

function socialLinks(v: unknown): SocialMedia {
  const raw = record<Record<string, unknown>>(v);
  const links: SocialMedia = {};
  for (const key of SOCIAL_KEYS) {
    const href = link(raw[key]);
    if (href) links[key] = href;
  }
  return links;
}

export { rankOf, ratingOf };

const AD_FREE = ['all', 'competitors'] as const;

const whole = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A published booking offer, or undefined when it is missing or not well formed. */
export function bookingOf(v: unknown): CatalogBooking | undefined {
  const b = record<Record<string, unknown>>(v);
  if (!whole(b.slotMinutes, 5, 240) || !whole(b.minParty, 1, 50) || !whole(b.maxParty, 1, 50) || !whole(b.daysAhead, 1, 365)) return undefined;
  return { slotMinutes: b.slotMinutes as number, minParty: b.minParty as number, maxParty: b.maxParty as number, daysAhead: b.daysAhead as number };
}

/**
 * Shapes a pulled Firestore document for the local schema: keeps the public fields of a listing
 * (the ones the projection function copies), fills defaults so a sparse or tombstoned document
 * never breaks a screen, and adds the ascending `rank` sort key. The paid plans' content stays
 * absent when the server did not publish it, and keeps only well-formed entries when it did.
 */
export function toCatalogDoc(raw: Record<string, unknown>): CatalogListing & { _deleted?: boolean } {
  const picked: Record<string, unknown> = {};
  for (const key of PUBLIC_FIELDS) if (raw[key] !== undefined) picked[key] = raw[key];
  const rating = ratingOf(raw.rating);
  const website = link(raw.website);
  delete picked.website;
  delete picked.timeZone;
  return {
    ...(picked as Partial<CatalogListing>),
    id: str(raw.id),
    title: str(raw.title),
    businessName: str(raw.businessName),
    description: str(raw.description),
    address: str(raw.address),
    city: str(raw.city),
    category: oneOf(CATEGORIES, raw.category, 'Restaurant'),
    ...(raw.location !== undefined && { location: location(raw.location) }),
    ...catalogTimeZone(raw),
    ...(website && { website }),
    ...(raw.socialMedia !== undefined && { socialMedia: socialLinks(raw.socialMedia) }),
    ...cleanExtras(raw),
    ...((AD_FREE as readonly unknown[]).includes(raw.adFree) && { adFree: raw.adFree as (typeof AD_FREE)[number] }),
    ...(raw.leadForm === true && { leadForm: true as const }),
    ...(bookingOf(raw.booking) && { booking: bookingOf(raw.booking) }),
    images: strings(raw.images),
    specialOffers: strings(raw.specialOffers),
    rating,
    reviewCount: num(raw.reviewCount),
    ownerId: str(raw.ownerId),
    ownerName: str(raw.ownerName),
    createdAt: num(raw.createdAt),
    updatedAt: num(raw.updatedAt),
    rank: rankOf(rating),
    _deleted: raw._deleted === true,
  };
}

/** A pulled document as the catalogue stores it (toJSON() has no _deleted either). */
export function toListing(raw: Record<string, unknown>): CatalogListing {
  const { _deleted: _, ...listing } = toCatalogDoc(raw);
  return listing;
}
