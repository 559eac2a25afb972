// Pure mapping from an owner's master listing to its public catalogue entry. The field lists are
// the shared listing modules'; what the owner's plan includes is the entitlement table's
// (plan-features.ts): this is the one place a plan decides what diners receive.
import { PUBLIC_FIELDS, location } from '../common/listing-fields.js';
import { EXTRA_KEYS, cleanExtras } from '../common/listing-extras.js';
import { entitledView } from '../common/plan-features.js';
import type { PlanName } from '../common/plans.js';
import { listingTimeZone } from './time-zone.js';
import type { BookingRules } from '../common/booking-rules.js';

export type ListingData = Record<string, unknown> & { status?: string; _deleted?: boolean };

const COPIED = [...new Set<string>([...PUBLIC_FIELDS, ...EXTRA_KEYS])];

/**
 * Public: live, approved, and not owned by a suspended user. `owner` is the owner's profile
 * when known (a listing whose profile is missing stays public: imported data may lack one).
 */
export function isPublic(listing: ListingData | undefined, owner?: Record<string, unknown>): listing is ListingData {
  return !!listing && listing._deleted !== true && listing.status === 'approved' && owner?.status !== 'inactive';
}

/**
 * The entry diners receive: the public fields, the paid content only in its well-formed parts,
 * and of all that only what `plan` includes (null = no plan or an ended one: Basic's features).
 * `bookingRules` are the owner's (bookingRules/{id}). Without `updatedAt`: the caller stamps it
 * only when the entry changed.
 */
export function toCatalogEntry(listing: ListingData, ownerName: string, plan: PlanName | null, bookingRules?: BookingRules | null): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const key of COPIED) {
    if (listing[key] !== undefined) entry[key] = listing[key];
  }
  // An old device may still push content the dialog refuses: only the good parts go public.
  Object.assign(entry, cleanExtras(entry));
  // Every entry carries a usable zone: copied, or derived from the place when the listing has
  // none or a bad one (listings saved before zones existed, imports).
  delete entry.timeZone;
  const timeZone = listingTimeZone({ timeZone: listing.timeZone, location: location(listing.location), city: listing.city });
  if (timeZone) entry.timeZone = timeZone;
  entry.ownerName = ownerName;
  // What the listing page's "Book a table" needs before it asks for free times (capacity and
  // notice stay with the functions); entitledView drops it on plans without Bookings.
  if (bookingRules?.enabled) {
    const { slotMinutes, minParty, maxParty, daysAhead } = bookingRules;
    entry.booking = { slotMinutes, minParty, maxParty, daysAhead };
  }
  return entitledView(entry, plan);
}

/** Bookkeeping a re-projection rewrites anyway: left out when deciding whether anything changed. */
const STAMPS = new Set(['updatedAt', 'serverTimestamp', '_deleted']);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // Firestore values (Timestamp, GeoPoint) compare themselves.
  const isEqual = (a as { isEqual?: unknown }).isEqual;
  if (typeof isEqual === 'function') return isEqual.call(a, b) as boolean;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Is the stored catalogue document already this live entry? Then re-projecting writes nothing. */
export function sameEntry(stored: Record<string, unknown> | undefined, entry: Record<string, unknown>): boolean {
  if (!stored || stored._deleted !== false) return false;
  const strip = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([k]) => !STAMPS.has(k)));
  return same(strip(stored), strip(entry));
}
