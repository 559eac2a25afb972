// Every listing for the admin's Listings tab: pending first, then newest, each with its
// owner's name and email from the admin's copy of the profiles.
import { useMemo } from 'react';
import type { OwnerListing } from '@/domain/listing';
import { adminListings } from './admin-collections';
import { useAdminCollection } from './use-admin-collection';
import { useAdminProfiles } from './use-admin-profiles';

export const LISTINGS_ERROR = 'Listings could not be loaded.';

export type AdminListing = OwnerListing & { ownerName: string; ownerEmail: string };

const ORDER = { pending: 0, rejected: 1, approved: 2 } as const;

export function useAdminListings() {
  const listings = useAdminCollection<OwnerListing>(adminListings, LISTINGS_ERROR);
  const profiles = useAdminProfiles();
  const items = useMemo(() => {
    const byId = new Map(profiles.all.map((p) => [p.id, p]));
    return listings.docs
      .map((l): AdminListing => ({ ...l, ownerName: byId.get(l.ownerId)?.fullName ?? '', ownerEmail: byId.get(l.ownerId)?.email ?? '' }))
      .sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.createdAt - a.createdAt || a.id.localeCompare(b.id));
  }, [listings.docs, profiles.all]);
  return { listings: items, loading: listings.loading, error: listings.error };
}
