// The signed-in owner's payments, live from this device, newest first.
import { useEffect, useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useSessionStore } from '@/stores/session-store';
import type { Payment } from './payment-schema';
import { payments } from './payments-collection';

export const BILLING_ERROR = 'Could not load your billing history.';

export function useBillingHistory(): { payments: Payment[]; loading: boolean; error: string | null } {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const { settled, syncError } = useFirstSync(uid ? payments.name(uid) : 'payments');
  const state = useObservable(async () => {
    if (!uid) throw new Error('Not signed in');
    return (await payments.open(uid)).find().$;
  }, [uid]);

  const rows = useMemo(
    () => (state.data ?? []).map((doc) => doc.toJSON() as Payment).sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
    [state.data],
  );

  useEffect(() => {
    if (uid && state.error) console.error(BILLING_ERROR, state.error);
  }, [uid, state.error]);

  if (state.status === 'error') return { payments: [], loading: false, error: BILLING_ERROR };
  // Nothing here before this user's first pull on this device is "still loading", not "none".
  const waitingForFirstPull = state.status === 'ready' && rows.length === 0 && !settled;
  return {
    payments: rows,
    loading: state.status === 'loading' || (waitingForFirstPull && !syncError),
    error: waitingForFirstPull && syncError ? BILLING_ERROR : null,
  };
}
