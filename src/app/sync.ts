// Starts replication of the public collections and turns sync problems into one toast.
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { startReplication } from '@/lib/db/replicate';
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { CATALOG, getCatalogCollection, toCatalogDoc } from '@/features/listings/data/catalog-collection';
import { ADS, getAdsCollection, toAdDoc } from '@/features/ads/data/ads-collection';

const replications: RxReplicationState<unknown, unknown>[] = [];
let lastToastAt = 0;

function watch(name: string, state: RxReplicationState<unknown, unknown>) {
  replications.push(state);
  state.error$.subscribe((error) => {
    const message = error?.message ?? String(error);
    console.error(`Sync error in ${name}`, error);
    useSyncStore.getState().setError(message);
    // Offline retries are expected; only tell the user about errors while online, and rarely.
    if (navigator.onLine && Date.now() - lastToastAt > 30_000) {
      lastToastAt = Date.now();
      toast({ title: 'Sync problem', description: 'Some data could not be refreshed. We will keep trying.', variant: 'destructive' });
    }
  });
  void state.awaitInitialReplication().then(() => {
    useSyncStore.getState().markSynced(name);
    useSyncStore.getState().setError(null);
    try {
      localStorage.setItem(syncedFlagKey(name), '1');
    } catch {
      /* private mode: the flag only speeds up the next offline start */
    }
  });
}

export async function startSync() {
  const [catalog, ads] = await Promise.all([getCatalogCollection(), getAdsCollection()]);
  watch(CATALOG, startReplication({ collection: catalog, path: 'catalog', pullModifier: toCatalogDoc }) as never);
  watch(ADS, startReplication({ collection: ads, path: 'ads', pullModifier: toAdDoc }) as never);

  // Only the leader tab replicates and a frozen tab stalls: nudge on every wake-up.
  const resync = () => replications.forEach((r) => r.reSync());
  window.addEventListener('online', resync);
  window.addEventListener('focus', resync);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && resync());
}
