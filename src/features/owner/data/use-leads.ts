// The signed-in owner's leads, live from this device, newest first, and how many are new.
import { useEffect, useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useSessionStore } from '@/stores/session-store';
import type { OwnerLead } from './lead-schema';
import { getLeadsCollection, leadsCollectionName } from './leads-collection';

export const LEADS_ERROR = 'Could not load your questions from diners.';

export function useLeads(): { leads: OwnerLead[]; loading: boolean; error: string | null } {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const { settled, syncError } = useFirstSync(uid ? leadsCollectionName(uid) : 'leads');
  const state = useObservable(async () => {
    if (!uid) throw new Error('Not signed in');
    return (await getLeadsCollection(uid)).find().$;
  }, [uid]);

  const leads = useMemo(
    () => (state.data ?? []).map((doc) => doc.toJSON() as OwnerLead).sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
    [state.data],
  );

  useEffect(() => {
    if (uid && state.error) console.error(LEADS_ERROR, state.error);
  }, [uid, state.error]);

  if (state.status === 'error') return { leads: [], loading: false, error: LEADS_ERROR };
  // Nothing here before this user's first pull on this device is "still loading", not "none".
  const waitingForFirstPull = state.status === 'ready' && leads.length === 0 && !settled;
  return {
    leads,
    loading: state.status === 'loading' || (waitingForFirstPull && !syncError),
    error: waitingForFirstPull && syncError ? LEADS_ERROR : null,
  };
}
