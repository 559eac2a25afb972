// Follows one listing's reviews, replies and rating histogram while its page is open: three
// pull-only replications filtered on `listingId`, each with its own checkpoint, into the local
// cache. Live while online (the plugin listens to the query); a listing opened again pulls
// only what changed since. Reviews of other listings never reach the device.
import { where } from 'firebase/firestore';
import { startReplication } from '@/lib/db/replicate';
import { getReviewCacheCollection } from './review-cache-collection';
import { toCachedReply, toCachedReview, toCachedStats } from './review-cache-schema';

const SOURCES = [
  { path: 'reviews', modifier: toCachedReview },
  { path: 'reviewReplies', modifier: toCachedReply },
  { path: 'reviewStats', modifier: toCachedStats },
] as const;

type Running = { users: number; stop: () => Promise<void>; synced: Promise<void> };
const running = new Map<string, Running>();

/**
 * Starts following `listingId` (shared by every caller for the same listing) and returns
 * how to stop, and a promise of the first complete pull. Errors go to `onError`.
 */
export function followListingReviews(listingId: string, onError: (error: unknown) => void): { synced: Promise<void>; stop: () => void } {
  let entry = running.get(listingId);
  if (!entry) {
    const states = getReviewCacheCollection().then((collection) =>
      SOURCES.map(({ path, modifier }) => {
        const state = startReplication({
          collection,
          path,
          identifier: `${path}?listingId=${listingId}`,
          pullFilter: [where('listingId', '==', listingId)],
          pushEnabled: false,
          pullBatchSize: 200,
          pullModifier: modifier,
        });
        state.error$.subscribe((error) => {
          if (!state.isStopped()) onError(error);
        });
        return state;
      }),
    );
    const reSync = () => void states.then((all) => all.forEach((s) => s.reSync()));
    window.addEventListener('online', reSync);
    entry = {
      users: 0,
      synced: states.then((all) => Promise.all(all.map((s) => s.awaitInitialReplication()))).then(() => undefined),
      stop: async () => {
        window.removeEventListener('online', reSync);
        await Promise.all((await states).map((s) => s.cancel()));
      },
    };
    running.set(listingId, entry);
  }
  const current = entry;
  current.users++;
  let stopped = false;
  return {
    synced: current.synced,
    stop: () => {
      if (stopped) return;
      stopped = true;
      current.users--;
      if (current.users === 0) {
        running.delete(listingId);
        current.stop().catch((error: unknown) => console.error('Could not stop following the reviews', error));
      }
    },
  };
}
