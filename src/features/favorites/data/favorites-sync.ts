// How the signed-in user's favourites replicate (loaded by the app's sync through the
// feature's index), and how they are forgotten. Kept apart from favorites-collection.ts, which
// the hearts on every card import: this one pulls in the Firestore SDK, which must stay out of
// the first render, and so does the bookkeeping of unpushed toggles.
import type { RxCollection } from 'rxdb';
import { removeUserCollections, type UserReplication, type UserSyncModule } from '@/lib/db/user-collections';
import { startReplication } from '@/lib/db/replicate';
import { hasUnpushed, markUnpushed, settleFrom } from '@/lib/db/unpushed-writes';
import { FAVORITES, favoritesCollectionName, favoritesPath, getFavoritesCollection, toFavoriteDoc } from './favorites-collection';
import type { Favorite } from './favorite-schema';

const tracked = new WeakSet<RxCollection<Favorite>>();

/**
 * Records every toggle made on this device as unpushed, by collection hooks: they run for
 * writes through the collection and its documents (add, remove), never for the replication's
 * own writes, which go to the storage directly. Installed as the user's sync starts, before
 * it pushes anything; a toggle in the second before that is not recorded.
 */
export async function trackFavoriteWrites(uid: string): Promise<RxCollection<Favorite>> {
  const collection = await getFavoritesCollection(uid);
  if (!tracked.has(collection)) {
    tracked.add(collection);
    const name = favoritesCollectionName(uid);
    const mark = (data: Favorite) => markUnpushed(name, data.id, data.createdAt);
    collection.preInsert(mark, false);
    collection.preSave(mark, false);
  }
  return collection;
}

/**
 * Forgets, on this device only, the favourites of everyone except `keepUid` (null: of
 * everyone), but never toggles not pushed yet: that collection stays (invisible to anyone
 * else) until its user is back and it is pushed. Stop the replication first.
 */
export const removeLocalFavorites = (keepUid: string | null): Promise<void> =>
  removeUserCollections({ ...FAVORITES, keep: hasUnpushed }, keepUid);

/**
 * Both ways with users/{uid}/favorites. Pushes carry `serverTimestamp` (the plugin sets it on
 * every pushed document) and `_deleted` (an un-favourite is a tombstone), as docs/sync.md asks.
 */
export const favoritesSync: UserReplication = {
  name: favoritesCollectionName,
  start: async (uid) => {
    const name = favoritesCollectionName(uid);
    const state = startReplication({ collection: await trackFavoriteWrites(uid), path: favoritesPath(uid), pushEnabled: true, pullModifier: toFavoriteDoc });
    // A toggle is settled once the server holds it, or a newer toggle from another device
    // that wins the conflict anyway (the newer `createdAt` wins).
    const stamp = (doc: Record<string, unknown>) => toFavoriteDoc(doc).createdAt;
    settleFrom(name, state.sent$ as never, stamp);
    settleFrom(name, state.received$ as never, stamp);
    return state;
  },
  removeLocal: removeLocalFavorites,
};

export default { kinds: [favoritesSync] } satisfies UserSyncModule;
