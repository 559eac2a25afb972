// Where a user's favourites live on this device, and how they are forgotten.
//
// One collection per user, named `favorites_<hash of uid>`, not one shared `favorites`:
// - Signing out (or in as someone else) must drop the previous user's favourites locally
//   WITHOUT pushing deletions. Removing a collection deletes its documents and its
//   replication checkpoints in one step (RxCollection.remove()), and with a per-user name
//   nothing else can be writing to that collection meanwhile: the new user's collection is a
//   different one, so a removal finishing late (or running in a second tab) can never wipe
//   the new user's favourites, and the same user signing in again starts with a fresh
//   checkpoint, i.e. a full pull.
// - Tombstones written locally to "clear" a shared collection would instead be pushed the
//   next time a replication starts (to the returning user, or to the next user's path).
// Only the current user's collection is ever open, so this costs one of the 13 collection
// slots (DESIGN.md §4 item 9); a removal closes the old one first.
import type { RxCollection, RxConflictHandler, WithDeleted } from 'rxdb';
import { ensureCollection, removeCollection, storedCollectionNames } from '@/lib/db/database';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { favoriteSchema, type Favorite } from './favorite-schema';

const PREFIX = 'favorites_';

/** FNV-1a twice with different seeds: a stable, collection-name-safe key (a-z0-9) for a uid. */
export function shortHash(value: string): string {
  const fnv = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < value.length; i++) {
      h ^= value.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36).padStart(7, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x2f6b3c1d);
}

export const favoritesCollectionName = (uid: string) => `${PREFIX}${shortHash(uid)}`;

/** Firestore path of a user's favourites (docs/data-model.md). */
export const favoritesPath = (uid: string) => `users/${uid}/favorites`;

function toMillis(v: unknown): number {
  if (typeof v === 'number' && Number.isFinite(v)) return Math.max(0, Math.round(v));
  // A Firestore Timestamp written by some other tool arrives as {seconds, nanoseconds}.
  if (v && typeof v === 'object' && typeof (v as { seconds?: unknown }).seconds === 'number') {
    return (v as { seconds: number }).seconds * 1000;
  }
  return 0;
}

/** Shapes a pulled (or conflicting) Firestore document for the local schema. */
export function toFavoriteDoc(raw: Record<string, unknown>): WithDeleted<Favorite> {
  const id = typeof raw.id === 'string' ? raw.id : '';
  return {
    id,
    listingId: typeof raw.listingId === 'string' && raw.listingId ? raw.listingId : id,
    createdAt: toMillis(raw.createdAt),
    _deleted: raw._deleted === true,
  };
}

/**
 * The latest toggle wins. The default handler keeps the server's state, which would silently
 * drop a favourite made offline on a device whose copy was stale (e.g. the listing had been
 * un-favourited elsewhere earlier). Every toggle stamps `createdAt` (removal included), so
 * comparing it picks the user's most recent decision; ties keep this device's.
 */
export const favoriteConflictHandler: RxConflictHandler<Favorite> = {
  isEqual(a, b) {
    const x = toFavoriteDoc(a as never);
    const y = toFavoriteDoc(b as never);
    return x._deleted === y._deleted && x.createdAt === y.createdAt && x.listingId === y.listingId;
  },
  async resolve({ newDocumentState, realMasterState }) {
    const master = toFavoriteDoc(realMasterState as never);
    return newDocumentState.createdAt >= master.createdAt ? newDocumentState : master;
  },
};

// Removals run one after another, and opening a collection waits for them, so a user who
// signs out and straight back in never gets the collection that is being removed.
let removals: Promise<void> = Promise.resolve();

export function getFavoritesCollection(uid: string): Promise<RxCollection<Favorite>> {
  return removals.then(() =>
    ensureCollection<Favorite>(favoritesCollectionName(uid), favoriteSchema, { conflictHandler: favoriteConflictHandler }),
  );
}

/**
 * Forgets, on this device only, the favourites of everyone except `keepUid` (null: of
 * everyone). Stop their replication first, or the replication would re-pull them.
 */
export function removeLocalFavorites(keepUid: string | null): Promise<void> {
  const keep = keepUid ? favoritesCollectionName(keepUid) : null;
  const run = removals.then(async () => {
    const names = (await storedCollectionNames()).filter((n) => n.startsWith(PREFIX) && n !== keep);
    for (const name of names) {
      await removeCollection(name, favoriteSchema);
      try {
        localStorage.removeItem(syncedFlagKey(name));
      } catch {
        /* private mode */
      }
    }
  });
  removals = run.catch(() => undefined);
  return run;
}
