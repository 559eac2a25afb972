// How the signed-in user's favourites replicate (used by src/app/sync.ts). Kept apart from
// favorites-collection.ts, which the hearts on every card import: this one pulls in the
// Firestore SDK, which must stay out of the first render.
import type { UserReplication } from '@/lib/db/user-collections';
import { startReplication } from '@/lib/db/replicate';
import { favoritesCollectionName, favoritesPath, getFavoritesCollection, removeLocalFavorites, toFavoriteDoc } from './favorites-collection';

/**
 * Both ways with users/{uid}/favorites. Pushes carry `serverTimestamp` (the plugin sets it on
 * every pushed document) and `_deleted` (an un-favourite is a tombstone), as docs/sync.md asks.
 */
export const favoritesSync: UserReplication = {
  name: favoritesCollectionName,
  start: async (uid) =>
    startReplication({ collection: await getFavoritesCollection(uid), path: favoritesPath(uid), pushEnabled: true, pullModifier: toFavoriteDoc }),
  removeLocal: removeLocalFavorites,
};
