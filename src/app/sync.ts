// Starts replication of the public collections and, while someone is signed in, of their
// favourites; turns sync problems into one toast.
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { startReplication } from '@/lib/db/replicate';
import { getAuthService } from '@/lib/firebase/auth';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { CATALOG, getCatalogCollection, toCatalogDoc } from '@/features/listings/data/catalog-collection';
import { ADS, getAdsCollection, toAdDoc } from '@/features/ads/data/ads-collection';
import {
  favoritesCollectionName,
  favoritesPath,
  getFavoritesCollection,
  removeLocalFavorites,
  toFavoriteDoc,
} from '@/features/favorites/data/favorites-collection';

let replications: RxReplicationState<unknown, unknown>[] = [];
let lastToastAt = 0;

function watch(name: string, state: RxReplicationState<unknown, unknown>) {
  replications.push(state);
  state.error$.subscribe((error) => {
    // A cancelled replication (the user signed out) may still report its last request.
    if (state.isStopped()) return;
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
    if (state.isStopped()) return;
    useSyncStore.getState().markSynced(name);
    useSyncStore.getState().setError(null);
    try {
      localStorage.setItem(syncedFlagKey(name), '1');
    } catch {
      /* private mode: the flag only speeds up the next offline start */
    }
  });
}

// ---------------------------------------------------------------- favourites

/**
 * The favourites of the signed-in user replicate both ways with users/{uid}/favorites. Pushes
 * carry `serverTimestamp` (the plugin sets serverTimestamp() on every pushed document) and
 * `_deleted` (an un-favourite is a tombstone), as DESIGN.md §4 items 1-2 require.
 * When the user changes (sign-out, or another account), the replication is cancelled FIRST
 * and only then are the previous user's favourites removed from this device: the removal
 * deletes local data only and is never pushed (see favorites-collection.ts).
 */
let favorites: { uid: string; state: RxReplicationState<unknown, unknown> } | null = null;
let favoritesQueue: Promise<void> = Promise.resolve();
/** The user the queue is heading for; undefined = retry on the next session event. */
let favoritesTarget: string | null | undefined;

/** undefined = not known yet ('loading': keep whatever runs), null = nobody signed in. */
function favoritesOwner(status: string, user: SessionUser | null): string | null | undefined {
  if (status === 'signed-in') return user?.uid ?? undefined;
  if (status === 'signed-out') return null;
  return undefined;
}

async function switchFavorites(uid: string | null) {
  if (favorites?.uid === uid) return;
  if (favorites) {
    const { state } = favorites;
    favorites = null;
    replications = replications.filter((r) => r !== state);
    await state.cancel();
  }
  // Also sweeps favourites left by a session that ended while this app was closed.
  await removeLocalFavorites(uid);
  if (!uid) return;
  // The session may come from the persisted snapshot before Firebase Auth restored the user:
  // Firestore would then read users/{uid}/favorites unauthenticated and be refused. Start
  // only once Auth agrees (offline too: it restores from IndexedDB); if it does not, the
  // session store follows Auth and brings us back here with the right user.
  const auth = getAuthService();
  await auth.authStateReady();
  if (auth.currentUser?.uid !== uid) {
    if (favoritesTarget === uid) favoritesTarget = undefined;
    return;
  }
  const collection = await getFavoritesCollection(uid);
  const state = startReplication({ collection, path: favoritesPath(uid), pushEnabled: true, pullModifier: toFavoriteDoc });
  favorites = { uid, state: state as never };
  watch(favoritesCollectionName(uid), state as never);
}

function followSession() {
  const onChange = ({ status, user }: { status: string; user: SessionUser | null }) => {
    const owner = favoritesOwner(status, user);
    if (owner === undefined || owner === favoritesTarget) return;
    favoritesTarget = owner;
    favoritesQueue = favoritesQueue
      .then(() => switchFavorites(owner))
      .catch((error: unknown) => console.error('Favorites sync could not switch user', error));
  };
  useSessionStore.subscribe(onChange);
  onChange(useSessionStore.getState());
}

// ---------------------------------------------------------------- start

export async function startSync() {
  followSession();
  const [catalog, ads] = await Promise.all([getCatalogCollection(), getAdsCollection()]);
  watch(CATALOG, startReplication({ collection: catalog, path: 'catalog', pullModifier: toCatalogDoc }) as never);
  watch(ADS, startReplication({ collection: ads, path: 'ads', pullModifier: toAdDoc }) as never);

  // Only the leader tab replicates and a frozen tab stalls: nudge on every wake-up.
  const resync = () => replications.forEach((r) => r.reSync());
  window.addEventListener('online', resync);
  window.addEventListener('focus', resync);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && resync());
}
