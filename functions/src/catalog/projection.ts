// Pure mapping from an owner's master listing to its public catalogue entry. The field list is
// the shared listing module's: the app's catalogue pull keeps the same fields.
import { PUBLIC_FIELDS } from '../common/listing-fields.js';

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
  entry.ownerName = ownerName;
  entry.updatedAt = Date.now();
  return entry;
}
