import { ensureCollection } from '@/lib/db/database';
import { catalogSchema, CATEGORIES, type CatalogListing, type SocialMedia } from './catalog-schema';
import { PUBLIC_FIELDS, SOCIAL_KEYS, isWebLink, location, oneOf, record } from '@shared/listing-fields';
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

/**
 * Shapes a pulled Firestore document for the local schema: keeps the public fields of a listing
 * (the ones the projection function copies), fills defaults so a sparse or tombstoned document
 * never breaks a screen, and adds the ascending `rank` sort key.
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
