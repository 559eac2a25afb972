// Where a user's favourites live on this device (one collection per user: see
// src/lib/db/user-collections.ts for why), and how they are forgotten.
import type { RxCollection, RxConflictHandler, WithDeleted } from 'rxdb';
import { openUserCollection, userCollectionName, type UserCollectionKind } from '@/lib/db/user-collections';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { favoriteSchema, type Favorite } from './favorite-schema';
import { toMillis } from '@/lib/db/coerce';

export { shortHash } from '@/lib/db/user-collections';

export const favoritesCollectionName = (uid: string) => userCollectionName('favorites', uid);

/** Firestore path of a user's favourites (docs/data-model.md). */
export const favoritesPath = (uid: string) => `users/${uid}/favorites`;

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

export const FAVORITES: UserCollectionKind<Favorite> = {
  prefix: 'favorites',
  schema: favoriteSchema,
  conflictHandler: favoriteConflictHandler,
  localKeys: (name) => [syncedFlagKey(name)],
};

export const getFavoritesCollection = (uid: string): Promise<RxCollection<Favorite>> => openUserCollection(FAVORITES, uid);

