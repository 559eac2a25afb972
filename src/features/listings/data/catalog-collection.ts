import { ensureCollection } from '@/lib/db/database';
import { catalogSchema, CATEGORIES, type CatalogListing, type Category } from './catalog-schema';
import { str, strings } from '@/lib/db/coerce';

export const CATALOG = 'catalog';

export const getCatalogCollection = () => ensureCollection<CatalogListing>(CATALOG, catalogSchema);


/**
 * Shapes a pulled Firestore document for the local schema: fills defaults so a sparse or
 * tombstoned document never breaks a screen, and adds the ascending `rank` sort key.
 */
export function toCatalogDoc(raw: Record<string, unknown>): CatalogListing & { _deleted?: boolean } {
  const rating = typeof raw.rating === 'number' && Number.isFinite(raw.rating) ? Math.min(5, Math.max(0, raw.rating)) : 0;
  const category = (CATEGORIES as readonly string[]).includes(str(raw.category)) ? (raw.category as Category) : 'Restaurant';
  return {
    ...(raw as Partial<CatalogListing>),
    id: str(raw.id),
    title: str(raw.title),
    businessName: str(raw.businessName),
    description: str(raw.description),
    address: str(raw.address),
    city: str(raw.city),
    category,
    images: strings(raw.images),
    specialOffers: strings(raw.specialOffers),
    rating,
    reviewCount: typeof raw.reviewCount === 'number' ? raw.reviewCount : 0,
    ownerId: str(raw.ownerId),
    ownerName: str(raw.ownerName),
    createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : 0,
    updatedAt: typeof raw.updatedAt === 'number' ? raw.updatedAt : 0,
    rank: -Math.round(rating * 100) / 100,
    _deleted: raw._deleted === true,
  };
}
