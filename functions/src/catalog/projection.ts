// Pure mapping from an owner's master listing to its public catalogue entry. The field list is
// the shared listing module's: the app's catalogue pull keeps the same fields.
import { PUBLIC_FIELDS, location } from '../common/listing-fields.js';
import { listingTimeZone } from './time-zone.js';

export type ListingData = Record<string, unknown> & { status?: string; _deleted?: boolean };

/**
 * Public: live, approved, and not owned by a suspended user. `owner` is the owner's profile
 * when known (a listing whose profile is missing stays public: imported data may lack one).
 */
export function isPublic(listing: ListingData | undefined, owner?: Record<string, unknown>): listing is ListingData {
  return !!listing && listing._deleted !== true && listing.status === 'approved' && owner?.status !== 'inactive';
}

export function toCatalogEntry(listing: ListingData, ownerName: string): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const key of PUBLIC_FIELDS) {
    if (listing[key] !== undefined) entry[key] = listing[key];
  }
  // Every entry carries a usable zone: copied, or derived from the place when the listing has
  // none or a bad one (listings saved before zones existed, imports).
  delete entry.timeZone;
  const timeZone = listingTimeZone({ timeZone: listing.timeZone, location: location(listing.location), city: listing.city });
  if (timeZone) entry.timeZone = timeZone;
  entry.ownerName = ownerName;
  entry.updatedAt = Date.now();
  return entry;
}
