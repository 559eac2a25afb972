// A listing as stored on this device (mirror of Firestore listings/{id}, the fields of
// docs/data-model.md): its types, its RxDB schema with migrations, and an empty draft. The form
// edits a ListingDraft; the rest is moderation and bookkeeping that owners never set themselves
// (the rules refuse it).
import type { RxJsonSchema } from 'rxdb';
import { SOCIAL_KEYS, WEEKDAYS, type Category, type ContentKey, type PriceRange, type SocialKey, type Weekday } from '@shared/listing-fields';
import { EXTRA_PROPERTIES, emptyExtras, type ListingExtras } from '@shared/listing-extras';
import { withMigrations } from '@/lib/db/migrations';

/** null = closed that day; times are local 'HH:MM' (close may be after midnight, e.g. '01:00'). */
export type OpeningHours = Partial<Record<Weekday, { open: string; close: string } | null>>;

export type SocialMedia = Partial<Record<SocialKey, string>>;

export type ListingStatus = 'pending' | 'approved' | 'rejected';

/**
 * Everything an owner saves with the listing dialog (contentKeys() in firestore.rules): the core
 * fields and the paid plans' content, kept whatever the plan (the catalogue publishes what the
 * plan includes, so a downgrade loses nothing).
 */
export interface ListingDraft extends Required<ListingExtras> {
  title: string;
  businessName: string;
  description: string;
  address: string;
  city: string;
  category: Category;
  location: { lat: number; lng: number } | null;
  /** IANA zone, never typed: the dialog sets it from the location or city on save ('' = not known yet). */
  timeZone: string;
  telephone: string;
  email: string;
  website: string;
  whatsapp: string;
  openingHours: OpeningHours;
  priceRange: PriceRange;
  socialMedia: SocialMedia;
  /** Download URLs of uploaded photos only; photos still on this device live in the upload queue. */
  images: string[];
  specialOffers: string[];
  dealType: 'Discount';
}

// The field list and limits live in the shared listing module (the functions use them too).
export { CONTENT_KEYS, LIMITS } from '@shared/listing-fields';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a field is added to the draft or to CONTENT_KEYS but not to both. */
export const DRAFT_HAS_CONTENT_KEYS: Same<keyof ListingDraft, ContentKey> = true;

export interface OwnerListing extends ListingDraft {
  id: string;
  ownerId: string;
  status: ListingStatus;
  rejectionReason: string | null;
  rating: number;
  reviewCount: number;
  createdAt: number;
  updatedAt: number;
}

const text = { type: 'string' } as const;
const hours = { type: ['object', 'null'], properties: { open: text, close: text } } as const;
// Version 1 added timeZone. Older documents get '' (not known yet), exactly what the server's
// copy reads as (to-listing-doc.ts): a migrated document equal to the server's is not pushed
// back as an edit. The next save sets the zone; the catalog projection derives it meanwhile.
// Version 2 added the paid plans' content, empty on older documents: again what the server's
// copy without it reads as.
export const ownerListingSchema: RxJsonSchema<OwnerListing> = withMigrations({
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    title: text,
    businessName: text,
    description: text,
    address: text,
    city: text,
    category: text,
    location: { type: ['object', 'null'], properties: { lat: { type: 'number' }, lng: { type: 'number' } } },
    timeZone: text,
    telephone: text,
    email: text,
    website: text,
    whatsapp: text,
    openingHours: { type: 'object', properties: Object.fromEntries(WEEKDAYS.map((d) => [d, hours])) },
    priceRange: text,
    socialMedia: { type: 'object', properties: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, text])) },
    images: { type: 'array', items: text },
    specialOffers: { type: 'array', items: text },
    dealType: text,
    ...EXTRA_PROPERTIES,
    ownerId: text,
    status: text,
    rejectionReason: { type: ['string', 'null'] },
    rating: { type: 'number' },
    reviewCount: { type: 'number' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
  required: ['id', 'title', 'ownerId', 'status', 'images', 'specialOffers', 'createdAt', 'updatedAt'],
} as RxJsonSchema<OwnerListing>, {
  1: (doc: OwnerListing) => ({ ...doc, timeZone: '' }),
  2: (doc: OwnerListing) => ({ ...doc, ...emptyExtras() }),
});

export function emptyDraft(): ListingDraft {
  return {
    title: '',
    businessName: '',
    description: '',
    address: '',
    city: '',
    category: 'Restaurant',
    location: null,
    timeZone: '',
    telephone: '',
    email: '',
    website: '',
    whatsapp: '',
    openingHours: {},
    priceRange: '$$',
    socialMedia: {},
    images: [],
    specialOffers: [],
    dealType: 'Discount',
    ...emptyExtras(),
  };
}
