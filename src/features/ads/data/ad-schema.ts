// Sponsored ad (Firestore ads/{id}); written only by admin tools, replicated read-only.
import type { RxJsonSchema } from 'rxdb';
import { withMigrations } from '@/lib/db/migrations';
import { PLACEMENTS, type Placement } from '@shared/ad-fields';

// One vocabulary with the createAd/updateAd functions and the admin's form.
export { PLACEMENTS, type Placement };

export interface Ad {
  id: string;
  placement: Placement;
  title: string;
  description: string;
  ctaText: string;
  ctaLink: string;
  imageUrl: string;
  isActive: boolean;
  createdAt: number;
  /** The listing the ad is for, '' for none. */
  advertisedListingId: string;
  /** That listing's owner (the server's copy), '' for none: a listing page tells its owner's ads from a competitor's by it. */
  advertisedOwnerId: string;
}

// Version 1 added advertisedListingId and advertisedOwnerId.
export const adSchema: RxJsonSchema<Ad> = withMigrations(
  {
    version: 1,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id: { type: 'string', maxLength: 128 },
      placement: { type: 'string', maxLength: 32 },
      title: { type: 'string' },
      description: { type: 'string' },
      ctaText: { type: 'string' },
      ctaLink: { type: 'string' },
      imageUrl: { type: 'string' },
      isActive: { type: 'boolean' },
      createdAt: { type: 'number' },
      advertisedListingId: { type: 'string' },
      advertisedOwnerId: { type: 'string' },
    },
    required: ['id', 'placement', 'title', 'isActive'],
  },
  {
    // A stored ad names no listing until the pull, which starts again from scratch for the new
    // version (RxDB keeps a checkpoint per schema version), brings the server's fields.
    1: (doc: Record<string, unknown>) => ({ ...doc, advertisedListingId: '', advertisedOwnerId: '' }),
  },
);
