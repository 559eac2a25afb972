// The four numbers of the admin overview, counted on this device from the admin's copies.
import { useMemo } from 'react';
import { useAdminListings } from './use-admin-listings';
import { useAdminProfiles } from './use-admin-profiles';

export interface AdminStats {
  totalListings: number;
  pendingApproval: number;
  activeUsers: number;
  totalReviews: number;
}

export function useAdminStats(): { stats: AdminStats; loading: boolean; errors: string[] } {
  const listings = useAdminListings();
  const profiles = useAdminProfiles();
  const stats = useMemo(
    () => ({
      totalListings: listings.listings.length,
      pendingApproval: listings.listings.filter((l) => l.status === 'pending').length,
      activeUsers: profiles.users.filter((u) => u.status === 'active').length,
      // The server keeps each listing's reviewCount equal to its live reviews (docs/reviews.md).
      totalReviews: listings.listings.reduce((sum, l) => sum + l.reviewCount, 0),
    }),
    [listings.listings, profiles.users],
  );
  const errors = [listings.error, profiles.error].filter((e): e is string => !!e);
  return { stats, loading: listings.loading || profiles.loading, errors };
}
