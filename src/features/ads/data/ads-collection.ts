import { ensureCollection } from '@/lib/db/database';
import { isPlacement } from '@shared/ad-fields';
import { adSchema, type Ad, type Placement } from './ad-schema';

export const ADS = 'ads';
export const getAdsCollection = () => ensureCollection<Ad>(ADS, adSchema);

export function toAdDoc(raw: Record<string, unknown>): Ad & { _deleted?: boolean } {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  // A placement this version does not know (one added later) is kept off every page it knows.
  const known = isPlacement(raw.placement);
  return {
    id: s(raw.id),
    placement: known ? (raw.placement as Placement) : 'homepage-bottom',
    title: s(raw.title),
    description: s(raw.description),
    ctaText: s(raw.ctaText),
    ctaLink: s(raw.ctaLink),
    imageUrl: s(raw.imageUrl),
    isActive: known && raw.isActive !== false,
    createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : 0,
    advertisedListingId: s(raw.advertisedListingId),
    advertisedOwnerId: s(raw.advertisedOwnerId),
    _deleted: raw._deleted === true,
  };
}
