// Live documents of one of the admin's pulled collections, with the same "not pulled yet is
// loading, not empty" rule as the other screens, and the load error as a message.
import { useMemo } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import type { PullOnlyData } from '@/lib/db/pull-only';

export interface AdminCollectionState<T> {
  docs: T[];
  loading: boolean;
  error: string | null;
}

export function useAdminCollection<T>(data: PullOnlyData<T>, failure: string): AdminCollectionState<T> {
  const uid = useSessionStore((s) => (s.status === 'signed-in' && s.role === 'admin' ? (s.user?.uid ?? null) : null));
  const name = uid ? data.name(uid) : 'admin';
  const { settled, syncError } = useFirstSync(name);
  const state = useObservable(async () => {
    if (!uid) throw new Error('Admins only');
    return (await data.open(uid)).find().$;
  }, [uid, data]);

  const docs = useMemo(() => (state.data ?? []).map((doc) => doc.toJSON() as T), [state.data]);
  if (state.status === 'error') return { docs: [], loading: false, error: `${failure} ${state.error.message}` };
  const waitingForFirstPull = state.status === 'ready' && docs.length === 0 && !settled;
  return {
    docs,
    loading: state.status === 'loading' || (waitingForFirstPull && !syncError),
    error: waitingForFirstPull && syncError ? `${failure} ${syncError}` : null,
  };
}
