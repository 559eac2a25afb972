// Public surface of the favorites feature. The page (pages/favorites-page.tsx) is loaded by
// the router on its own; the replication is started by src/app/sync.ts.
import type { UserSyncSpec } from '@/lib/db/user-collections';
export { FavoriteButton } from './components/favorite-button';
export { useFavorites, useIsFavorite } from './data/use-favorites';
export { useToggleFavorite } from './data/use-toggle-favorite';
export type { Favorite } from './data/favorite-schema';

/** How the app syncs favourites: loaded only for a signed-in user (or to sweep leftovers). */
export const favoritesSyncSpec: UserSyncSpec = { prefixes: ['favorites'], audience: 'user', load: () => import('./data/favorites-sync') };
