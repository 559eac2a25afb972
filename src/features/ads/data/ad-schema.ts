// Sponsored ad (Firestore ads/{id}); written only by admin tools, replicated read-only.
import type { RxJsonSchema } from 'rxdb';

export const PLACEMENTS = ['homepage-bottom', 'listings-top', 'pricing-page-bottom'] as const;
export type Placement = (typeof PLACEMENTS)[number];

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
}

export const adSchema: RxJsonSchema<Ad> = {
  version: 0,
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
  },
  required: ['id', 'placement', 'title', 'isActive'],
};
