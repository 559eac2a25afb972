import { ensureCollection } from '@/lib/db/database';
import { adSchema, PLACEMENTS, type Ad, type Placement } from './ad-schema';

export const ADS = 'ads';
export const getAdsCollection = () => ensureCollection<Ad>(ADS, adSchema);

export function toAdDoc(raw: Record<string, unknown>): Ad & { _deleted?: boolean } {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: s(raw.id),
    placement: (PLACEMENTS as readonly string[]).includes(s(raw.placement)) ? (raw.placement as Placement) : 'homepage-bottom',
    title: s(raw.title),
    description: s(raw.description),
    ctaText: s(raw.ctaText),
    ctaLink: s(raw.ctaLink),
    imageUrl: s(raw.imageUrl),
    isActive: raw.isActive !== false,
    createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : 0,
    _deleted: raw._deleted === true,
  };
}
