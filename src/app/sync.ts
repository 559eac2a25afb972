// Starts replication of the public collections and, while someone is signed in, of their
// own data (favourites, listings, notifications, reviews, photo uploads); turns sync
// problems into one toast.
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { startReplication } from '@/lib/db/replicate';
import { getAuthService } from '@/lib/firebase/auth';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { CATALOG, getCatalogCollection, toCatalogDoc } from '@/features/listings/data/catalog-collection';
import { ADS, getAdsCollection, toAdDoc } from '@/features/ads/data/ads-collection';
import type { UserReplication } from '@/lib/db/user-collections';
import { favoritesSync } from '@/features/favorites/data/favorites-sync';
import { storedCollectionNames } from '@/lib/db/database';

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

// ---------------------------------------------------------------- the signed-in user's data

/**
 * Per-user data (favourites, own listings, notifications, reviews of one's listings)
 * replicates while its user is signed in. When the user changes (sign-out, or another
 * account), every replication is cancelled FIRST and only then is the previous user's data
 * removed from this device: the removal deletes local data only and is never pushed (see
 * src/lib/db/user-collections.ts), and unpushed work is kept for its user's return.
 */
type OwnerSync = typeof import('@/features/owner/data/owner-sync');
type AdminSync = typeof import('@/features/admin/data/admin-sync');
let ownerSync: OwnerSync | null = null;
let adminSync: AdminSync | null = null;

/**
 * The owner's kinds load as a chunk of their own, only for a signed-in user or to sweep what
 * an earlier session left: a visitor never downloads them. The admin's copies (every listing,
 * profile, review and the audit log) likewise load only for an admin, or to sweep.
 */
async function userData(who: Who | null): Promise<UserReplication[]> {
  const names = ownerSync && (adminSync || who?.admin) ? [] : await storedCollectionNames();
  if (!ownerSync && (who || names.some((n) => /^(mylistings|notifications|listingreviews|payments)_/.test(n)))) {
    ownerSync = await import('@/features/owner/data/owner-sync');
  }
  if (!adminSync && (who?.admin || names.some((n) => /^(adminlistings|adminprofiles|adminreviews|auditlog)_/.test(n)))) {
    adminSync = await import('@/features/admin/data/admin-sync');
  }
  return [favoritesSync, ...(ownerSync?.OWNER_DATA ?? []), ...(adminSync?.ADMIN_DATA ?? [])];
}

/** Who is signed in, as far as sync cares: an admin also pulls the admin's copies. */
interface Who {
  uid: string;
  admin: boolean;
}
const keyOf = (who: Who | null) => (who ? `${who.uid}${who.admin ? '#admin' : ''}` : null);

let current: { key: string; states: RxReplicationState<unknown, unknown>[] } | null = null;
let userQueue: Promise<void> = Promise.resolve();
/** keyOf() the user the queue is heading for; undefined = retry on the next session event. */
let userTarget: string | null | undefined;

/** undefined = not known yet ('loading': keep whatever runs), null = nobody signed in. */
function sessionOwner(status: string, user: SessionUser | null, role: string | null): Who | null | undefined {
  if (status === 'signed-in') return user?.uid ? { uid: user.uid, admin: role === 'admin' } : undefined;
  if (status === 'signed-out') return null;
  return undefined;
}

async function switchUser(who: Who | null) {
  const key = keyOf(who);
  if (current?.key === key) return;
  const uid = who?.uid ?? null;
  if (current) {
    const { states } = current;
    current = null;
    ownerSync?.stopPhotoQueue();
    replications = replications.filter((r) => !states.includes(r));
    await Promise.all(states.map((state) => state.cancel()));
  }
  // Also sweeps data left by a session that ended while this app was closed, and the admin's
  // copies when the user is not (or no longer) an admin.
  const kinds = await userData(who);
  const wanted = who?.admin ? kinds : kinds.filter((k) => !adminSync?.ADMIN_DATA.includes(k));
  for (const kind of kinds) await kind.removeLocal(wanted.includes(kind) ? uid : null);
  if (!who || !uid) return;
  // The session may come from the persisted snapshot before Firebase Auth restored the user:
  // Firestore would then read users/{uid}/… unauthenticated and be refused. Start only once
  // Auth agrees (offline too: it restores from IndexedDB); if it does not, the session store
  // follows Auth and brings us back here with the right user.
  const auth = getAuthService();
  await auth.authStateReady();
  if (auth.currentUser?.uid !== uid) {
    if (userTarget === key) userTarget = undefined;
    return;
  }
  const states: RxReplicationState<unknown, unknown>[] = [];
  current = { key: key ?? uid, states };
  for (const kind of wanted) {
    const state = (await kind.start(uid)) as RxReplicationState<unknown, unknown>;
    states.push(state);
    watch(kind.name(uid), state);
  }
  ownerSync?.startPhotoQueue(uid);
}

function followSession() {
  const onChange = ({ status, user, role }: { status: string; user: SessionUser | null; role: string | null }) => {
    const owner = sessionOwner(status, user, role);
    if (owner === undefined || keyOf(owner) === userTarget) return;
    userTarget = keyOf(owner);
    userQueue = userQueue.then(() => switchUser(owner)).catch((error: unknown) => console.error('Sync could not switch user', error));
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
