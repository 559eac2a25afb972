// Sponsored ads are read-only for every client: admins change them through callable functions
// that validate them (links must be http(s)) and write the audit entry.
import type { Placement } from '@/features/ads';
import { callAdmin } from './call-admin';

export interface AdInput {
  title: string;
  placement: Placement;
  description?: string;
  ctaText?: string;
  ctaLink?: string;
  imageUrl?: string;
  isActive?: boolean;
  /** The listing the ad is for; the server refuses one that does not exist ('' clears it). */
  advertisedListingId?: string;
}

export const createAd = (ad: AdInput) => callAdmin<AdInput, { adId: string }>('createAd', ad);

export const updateAd = (adId: string, patch: Partial<AdInput>) => callAdmin<{ adId: string; patch: Partial<AdInput> }, unknown>('updateAd', { adId, patch });

export const deleteAd = (adId: string) => callAdmin<{ adId: string }, unknown>('deleteAd', { adId });
