// Profiles for the admin: `all` (names for listing cards) and `users`, the non-admin
// profiles the Users tab and the owner selector show, newest first.
import { useMemo } from 'react';
import { adminProfiles } from './admin-collections';
import type { AdminProfile } from './profile-schema';
import { useAdminCollection } from './use-admin-collection';

export const USERS_ERROR = 'Users could not be loaded.';

export function useAdminProfiles() {
  const state = useAdminCollection<AdminProfile>(adminProfiles, USERS_ERROR);
  const users = useMemo(
    () => state.docs.filter((p) => p.role !== 'admin').sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
    [state.docs],
  );
  return { all: state.docs, users, loading: state.loading, error: state.error };
}
