// The usage counts behind the owner's analytics page: the saved copy from this device at once,
// then a fresh read from the server whenever the page opens online (or comes back online): of
// the recent days only, where the saved copy has the settled ones (lib/stats-refresh.ts). A
// failed refresh keeps the saved figures on screen and says so; its error goes to the console
// and a toast like every other failed read.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';
import { mergeRefresh, planRefresh } from '../lib/stats-refresh';
import { readListingStats } from './read-listing-stats';
import { loadSavedStats, saveStats, type SavedStats } from './saved-listing-stats';

export const STATS_ERROR = 'Could not refresh your analytics.';

export interface ListingStatsState {
  /** The figures on screen: fresh, or the saved ones (see savedAt); null before any arrive. */
  stats: SavedStats | null;
  /** Nothing to show yet (saved copy still loading, or the first read running). */
  loading: boolean;
  refreshing: boolean;
  /** The last refresh failed: the figures shown are the saved ones. */
  failed: boolean;
  online: boolean;
  refresh: () => void;
}

/** `listingIds` null while the owner's listings are not known yet. */
export function useListingStats(listingIds: readonly string[] | null): ListingStatsState {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const online = useSyncStore((s) => s.online);
  const [saved, setSaved] = useState<{ uid: string; stats: SavedStats | null } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ids = listingIds === null ? null : [...listingIds].sort().join('\n');
  const savedKnown = saved?.uid === uid;
  // The refresh reads the copy on screen when it starts, without re-running when it changes.
  const current = useRef<SavedStats | null>(null);
  current.current = savedKnown ? (saved?.stats ?? null) : null;

  useEffect(() => {
    if (!uid) return;
    let gone = false;
    loadSavedStats(uid)
      .catch((error: unknown) => {
        // No IndexedDB (private mode, blocked): the page still reads online, nothing is kept.
        console.error('Could not read the saved analytics', error);
        return null;
      })
      .then((stats) => !gone && setSaved((s) => (s?.uid === uid && s.stats ? s : { uid, stats })));
    return () => {
      gone = true;
    };
  }, [uid]);

  useEffect(() => {
    if (!uid || ids === null || !online || !savedKnown) return;
    let gone = false;
    const now = Date.now();
    const before = current.current;
    const plan = planRefresh(before, ids ? ids.split('\n') : [], now);
    setRefreshing(true);
    Promise.all([plan.full.length ? readListingStats(plan.full, plan.start) : {}, plan.recent.length ? readListingStats(plan.recent, plan.recentStart) : {}])
      .then(async ([full, recent]) => {
        const stats: SavedStats = { savedAt: now, start: plan.start, byListing: mergeRefresh(before, plan, { ...full, ...recent }) };
        if (gone) return;
        setSaved({ uid, stats });
        setFailed(false);
        await saveStats(uid, stats).catch((error: unknown) => console.error('Could not save the analytics on this device', error));
      })
      .catch((error: unknown) => {
        console.error(STATS_ERROR, error);
        if (gone) return;
        setFailed(true);
        toast({ title: STATS_ERROR, description: 'Showing the figures saved on this device.', variant: 'destructive' });
      })
      .finally(() => !gone && setRefreshing(false));
    return () => {
      gone = true;
    };
  }, [uid, ids, online, savedKnown, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const stats = savedKnown ? (saved?.stats ?? null) : null;
  return {
    stats,
    loading: !stats && (!savedKnown || ids === null || (online && (refreshing || !failed))),
    refreshing,
    failed,
    online,
    refresh,
  };
}
