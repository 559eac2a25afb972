// The public catalogue entry (Firestore catalog/{id}, written only by the projection function).
import type { RxJsonSchema } from 'rxdb';
import { withMigrations } from '@/lib/db/migrations';
import { catalogMigrations } from './catalog-migrations';

// The enums are the shared listing module's (the functions and the owner form use them too).
import { SOCIAL_KEYS, WEEKDAYS, type Category, type PriceRange } from '@shared/listing-fields';
import { EXTRA_PROPERTIES, type ListingExtras } from '@shared/listing-extras';
import type { OpeningHours, SocialMedia } from '@/domain/listing';
export { CATEGORIES, PRICE_RANGES, WEEKDAYS, type Category, type PriceRange, type Weekday } from '@shared/listing-fields';
// Opening hours and social links are shaped once, in the listing domain (src/domain/listing).
export type { OpeningHours, SocialMedia } from '@/domain/listing';

export interface CatalogBooking {
  slotMinutes: number;
  minParty: number;
  maxParty: number;
  daysAhead: number;
}

/**
 * A listing as diners see it: the projection publishes only what its owner's plan includes, so
 * every paid part (the extras, and adFree) may be absent.
 */
export interface CatalogListing extends ListingExtras {
  id: string;
  title: string;
  businessName: string;
  description: string;
  address: string;
  city: string;
  category: Category;
  location?: { lat: number; lng: number } | null;
  /** IANA time zone of the place (e.g. America/Los_Angeles), set from its location or city when saved; absent only when neither is known. */
  timeZone?: string;
  telephone?: string;
  email?: string;
  website?: string;
  whatsapp?: string;
  openingHours?: OpeningHours;
  priceRange?: PriceRange;
  socialMedia?: SocialMedia;
  images: string[];
  specialOffers: string[];
  dealType?: string;
  /** Set when the owner's plan hides ads on the page: 'all' (Hide Google Ads) or only other businesses' ('competitors'). */
  adFree?: 'all' | 'competitors';
  /** Set when the owner's plan includes the Lead Form: the page offers "Ask a question". */
  leadForm?: true;
  /** Set when the listing takes bookings: what "Book a table" offers before it asks for free times. */
  booking?: CatalogBooking;
  rating: number;
  reviewCount: number;
  ownerId: string;
  ownerName: string;
  createdAt: number;
  updatedAt: number;
  /** -rating, added on pull: RxDB re-sorts descending sorts, so index an ascending key. */
  rank: number;
}

const hours = {
  type: ['object', 'null'],
  properties: { open: { type: 'string' }, close: { type: 'string' } },
} as const;

// Version 1 added timeZone, version 2 the paid plans' content and adFree, version 3 leadForm,
// version 4 booking (catalog-migrations.ts).
export const catalogSchema: RxJsonSchema<CatalogListing> = withMigrations({
  version: 4,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    title: { type: 'string' },
    businessName: { type: 'string' },
    description: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    category: { type: 'string', maxLength: 32 },
    location: { type: ['object', 'null'], properties: { lat: { type: 'number' }, lng: { type: 'number' } } },
    timeZone: { type: 'string' },
    telephone: { type: 'string' },
    email: { type: 'string' },
    website: { type: 'string' },
    whatsapp: { type: 'string' },
    openingHours: {
      type: 'object',
      properties: Object.fromEntries(WEEKDAYS.map((d) => [d, hours])),
    },
    priceRange: { type: 'string' },
    socialMedia: {
      type: 'object',
      properties: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, { type: 'string' }])),
    },
    images: { type: 'array', items: { type: 'string' } },
    specialOffers: { type: 'array', items: { type: 'string' } },
    dealType: { type: 'string' },
    ...EXTRA_PROPERTIES,
    adFree: { type: 'string' },
    leadForm: { type: 'boolean' },
    booking: {
      type: 'object',
      properties: { slotMinutes: { type: 'number' }, minParty: { type: 'number' }, maxParty: { type: 'number' }, daysAhead: { type: 'number' } },
    },
    rating: { type: 'number' },
    reviewCount: { type: 'number' },
    ownerId: { type: 'string' },
    ownerName: { type: 'string' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
    rank: { type: 'number', minimum: -10, maximum: 10, multipleOf: 0.01 },
  },
  required: ['id', 'title', 'category', 'rating', 'rank', 'images', 'specialOffers'],
  indexes: ['rank', ['category', 'rank']],
} as RxJsonSchema<CatalogListing>, catalogMigrations);
