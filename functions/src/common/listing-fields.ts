// A listing's fields, limits and small readers, written once for both sides: the functions
// import this file relatively, the app through the @shared alias (tsconfig, vite, vitest).
// It imports only listing-extras.ts (no firebase, no DOM) so it compiles for the browser and
// for Node alike. firestore.rules cannot import it: listing-fields.test.ts (in
// src/features/owner/data) compares the two.
import { EXTRA_KEYS } from './listing-extras.js';

export const CATEGORIES = ['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe', 'Fast Food'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each day's English name (labels, and schema.org's day names). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const SOCIAL_KEYS = ['facebook', 'instagram', 'twitter'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/**
 * Everything an owner saves with the listing dialog (contentKeys() in firestore.rules): what
 * they type, and `timeZone`, which the dialog sets from the location or city on every save
 * (never typed: time-zone.ts), offline too, so it is written by the owner's device like the rest.
 * The paid plans' content (EXTRA_KEYS: tagline, video, FAQ, tags, menu, announcement, deals,
 * events) is stored whatever the plan; the catalogue publishes what the plan includes.
 * specialOffers and dealType came before `deals` and stay accepted: offline devices may still
 * push them.
 */
export const CONTENT_KEYS = [
  'title',
  'businessName',
  'description',
  'address',
  'city',
  'category',
  'location',
  'timeZone',
  'telephone',
  'email',
  'website',
  'whatsapp',
  'openingHours',
  'priceRange',
  'socialMedia',
  'images',
  'specialOffers',
  'dealType',
  ...EXTRA_KEYS,
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** The content a listing cannot be saved without. */
export const REQUIRED_CONTENT_KEYS = ['title', 'address', 'city', 'category'] as const;

/** Single-line text fields of the content (the rules' '.' matches no newline). */
export const TEXT_KEYS = ['title', 'businessName', 'address', 'city', 'telephone', 'email', 'website', 'whatsapp'] as const;

/** Moderation and bookkeeping: set by the functions or fixed by the rules, never typed by an owner. */
export const RECORD_KEYS = ['ownerId', 'status', 'rejectionReason', 'rating', 'reviewCount', 'createdAt', 'updatedAt'] as const;

/** Every key a stored listing may have (validListing()'s hasOnly in firestore.rules). */
export const LISTING_KEYS = [...CONTENT_KEYS, ...RECORD_KEYS, '_deleted', 'serverTimestamp'] as const;

/** What the public catalogue copies from an approved listing (it adds ownerName and updatedAt). */
export const PUBLIC_FIELDS = [...CONTENT_KEYS, 'rating', 'reviewCount', 'ownerId', 'createdAt'] as const;
export type PublicField = (typeof PUBLIC_FIELDS)[number];

/** The limits of validListing() in firestore.rules, in characters (code points). */
export const LIMITS = {
  title: 120,
  businessName: 120,
  description: 5000,
  address: 200,
  city: 80,
  /** telephone, email, website, whatsapp */
  contact: 200,
  /** each social link */
  social: 200,
  /** each special offer */
  offer: 200,
  offers: 10,
  images: 10,
  /** each photo address */
  imageUrl: 1000,
  rejectionReason: 500,
} as const;

/** Max length of each single-line text field. */
export const TEXT_LIMITS: Record<(typeof TEXT_KEYS)[number], number> = {
  title: LIMITS.title,
  businessName: LIMITS.businessName,
  address: LIMITS.address,
  city: LIMITS.city,
  telephone: LIMITS.contact,
  email: LIMITS.contact,
  website: LIMITS.contact,
  whatsapp: LIMITS.contact,
};

/** The one sentence for a bad link, shared with the ad form and the ad functions. */
export const LINK_ERROR = 'Links must start with http:// or https://.';
/** WhatsApp has held phone numbers (the seed stores them), so it takes either. */
export const WHATSAPP_ERROR = 'Enter a phone number, or a link that starts with http:// or https://.';

// A host must follow the scheme; anything else (javascript:, data:, a bare word) could run
// in, or mislead, the page that shows the link.
const WEB_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const PHONE = /^[-+0-9 ().]+$/;

/** Empty, or an absolute http(s) address. */
export const isWebLink = (value: string): boolean => value.trim() === '' || WEB_LINK.test(value.trim());

/** Empty, a phone number (digits, spaces, + ( ) - . as the rules allow; at least 3 digits) or an http(s) address. */
export function isWhatsApp(value: string): boolean {
  const v = value.trim();
  return isWebLink(v) || (PHONE.test(v) && (v.match(/\d/g) ?? []).length >= 3);
}

/** Length in characters (code points), as the rules count them: an emoji is one. */
export const charCount = (s: string): number => Array.from(s).length;

// ---- Readers for listing fields pulled from Firestore (the app's pull modifiers): a sparse
// or malformed document never breaks a screen. Plain strings and numbers: src/lib/db/coerce.ts.

/** value when it is one of `allowed`, else `fallback`. */
export const oneOf = <T extends string>(allowed: readonly T[], v: unknown, fallback: T): T =>
  (allowed as readonly unknown[]).includes(v) ? (v as T) : fallback;

export const record = <T>(v: unknown): T => (v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : ({} as T));

export function location(v: unknown): { lat: number; lng: number } | null {
  const l = v as { lat?: unknown; lng?: unknown } | null;
  return l && typeof l.lat === 'number' && typeof l.lng === 'number' ? { lat: l.lat, lng: l.lng } : null;
}
