// Public surface of the listings feature for other features and the app layer.
import type { PublicReplication, UserSyncSpec } from '@/lib/db/user-collections';
import { CATALOG, getCatalogCollection, toCatalogDoc } from './data/catalog-collection';
export { ListingCard } from './components/listing-card';
export { FavoriteControlContext, type FavoriteControlProps } from './components/favorite-slot';
export { ListingGrid, ListingGridSkeleton } from './components/listing-grid';
export { SearchBox, type SearchOptions } from './components/search-box';
export { ListingImage } from './components/listing-image';
/** The listing page's body for a catalogue entry as diners see it (the owner's preview): no reviews, nothing counted. */
export { ListingPreview } from './components/listing-view';
export type { ListingContent } from './lib/listing-content';
export { TagChips } from './components/tag-chips';
export { Rating } from './components/rating';
export { useFeatured } from './data/use-featured';
export { useListingsByIds } from './data/use-listings-by-ids';
export { useRecentlyViewed, type RecentlyViewed } from './data/use-recently-viewed';
export { OpenStatusLabel } from './components/open-status-label';
export { CATEGORIES, PRICE_RANGES, WEEKDAYS } from './data/catalog-schema';
export type { CatalogListing, Category, OpeningHours, PriceRange, SocialMedia, Weekday } from './data/catalog-schema';
export { DAY_LABELS, formatDay, formatTime } from './lib/hours';
export { formatClock, openAt, openStatus, type OpenState, type OpenStatus } from './lib/open-status';

/**
 * The public catalogue's pull, for the app's sync (the collection module is on the first render
 * anyway). A new install first downloads the published snapshot (its own chunk, plain fetch),
 * which the replication takes as its first pull; it then reads from Firestore only what changed
 * since. Any failure falls back to the full pull (docs/sync.md).
 */
export const catalogSyncSpec = {
  load: async (): Promise<PublicReplication> => {
    const [collection, { loadCatalogSnapshot }] = await Promise.all([getCatalogCollection(), import('./data/catalog-snapshot')]);
    const snapshot = await loadCatalogSnapshot(collection);
    return {
      name: CATALOG,
      collection,
      path: 'catalog',
      pullModifier: toCatalogDoc,
      preparedFrom: snapshot.status === 'fallback' ? `fallback:${snapshot.reason}` : snapshot.status,
      ...(snapshot.status === 'downloaded' && { snapshot: snapshot.snapshot }),
      ...(snapshot.status === 'fallback' && snapshot.error && { startupError: snapshot.error }),
    };
  },
};

/** Recently viewed is device-only: the app's user switch forgets it with the user's data. */
export const recentlyViewedSyncSpec: UserSyncSpec = { prefixes: [], audience: 'user', load: () => import('./data/recently-viewed-sync') };
