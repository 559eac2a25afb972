// The four numbers of the admin overview, counted on this device from the admin's copies.
import { useMemo } from 'react';
import { adminReviews } from './admin-collections';
import type { ReviewStub } from './review-count-schema';
import { useAdminCollection } from './use-admin-collection';
import { useAdminListings } from './use-admin-listings';
import { useAdminProfiles } from './use-admin-profiles';

export const REVIEWS_ERROR = 'Reviews could not be loaded.';

export interface AdminStats {
  totalListings: number;
  pendingApproval: number;
  activeUsers: number;
  totalReviews: number;
}

export function useAdminStats(): { stats: AdminStats; loading: boolean; errors: string[] } {
  const listings = useAdminListings();
  const profiles = useAdminProfiles();
  const reviews = useAdminCollection<ReviewStub>(adminReviews, REVIEWS_ERROR);
  const stats = useMemo(
    () => ({
      totalListings: listings.listings.length,
      pendingApproval: listings.listings.filter((l) => l.status === 'pending').length,
      activeUsers: profiles.users.filter((u) => u.status === 'active').length,
      totalReviews: reviews.docs.length,
    }),
    [listings.listings, profiles.users, reviews.docs],
  );
  const errors = [listings.error, profiles.error, reviews.error].filter((e): e is string => !!e);
  return { stats, loading: listings.loading || profiles.loading || reviews.loading, errors };
}
