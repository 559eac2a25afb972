// The signed-in owner's listings, live from this device, each flagged while its latest
// change waits to be pushed.
import { useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useSessionStore } from '@/stores/session-store';
import type { OwnerListing } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsCollectionName } from './owner-listings-collection';
import { usePendingWrites } from './pending-writes';

export const FETCH_ERROR = 'Could not fetch user listings.';

export type OwnerListingItem = OwnerListing & { waiting: boolean };

const NO_PENDING: Record<string, number> = {};

export function useOwnerListings(): { listings: OwnerListingItem[]; loading: boolean; error: string | null } {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const name = uid ? ownerListingsCollectionName(uid) : 'mylistings';
  const pending = usePendingWrites((s) => s.byCollection[name] ?? NO_PENDING);
  const { settled, syncError } = useFirstSync(name);
  const state = useObservable(async () => {
    if (!uid) throw new Error('Not signed in');
    return (await getOwnerListingsCollection(uid)).find().$;
  }, [uid]);

  const listings = useMemo(
    () =>
      (state.data ?? [])
        .map((doc) => ({ ...(doc.toJSON() as OwnerListing), waiting: pending[doc.id] !== undefined }))
        .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
    [state.data, pending],
  );

  if (state.status === 'error') {
    return { listings: [], loading: false, error: FETCH_ERROR };
  }
  // Nothing here before this user's first pull on this device is "still loading", not "none".
  const waitingForFirstPull = state.status === 'ready' && listings.length === 0 && !settled;
  return {
    listings,
    loading: state.status === 'loading' || (waitingForFirstPull && !syncError),
    error: waitingForFirstPull && syncError ? FETCH_ERROR : null,
  };
}
