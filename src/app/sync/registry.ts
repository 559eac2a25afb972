// Every feature that syncs, through its public index: the app knows no collection names,
// prefixes or replication modules of its own.
import { catalogSyncSpec } from '@/features/listings';
import { adsSyncSpec } from '@/features/ads';
import type { UserSyncSpec } from '@/lib/db/user-collections';

/**
 * Per-user data, in the order it starts (favourites first: the hearts on every card), and the
 * device-only data forgotten with it (recently viewed). The indexes are imported only for a
 * signed-in user or to sweep leftovers: the owner's index carries the listing dialog, which a
 * visitor's sync must not download.
 */
export const USER_SYNC: (() => Promise<UserSyncSpec>)[] = [
  () => import('@/features/favorites').then((m) => m.favoritesSyncSpec),
  () => import('@/features/reviews').then((m) => m.reviewsSyncSpec),
  () => import('@/features/owner').then((m) => m.ownerSyncSpec),
  () => import('@/features/admin').then((m) => m.adminSyncSpec),
  () => import('@/features/listings').then((m) => m.recentlyViewedSyncSpec),
];

/** Public, pull-only data every visitor replicates (their indexes are on the first render anyway). */
export const PUBLIC_SYNC = [catalogSyncSpec, adsSyncSpec];
