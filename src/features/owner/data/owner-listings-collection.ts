// The signed-in owner's own listings on this device: a per-user RxDB collection replicated
// both ways with Firestore listings/{id} where ownerId == uid (docs/sync.md).
import type { RxCollection } from 'rxdb';
import { where } from 'firebase/firestore';
import { startReplication } from '@/lib/db/replicate';
import { getDb } from '@/lib/firebase/app';
import {
  openUserCollection,
  removeUserCollections,
  userCollectionName,
  type UserCollectionKind,
  type UserReplication,
} from '@/lib/db/user-collections';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { ownerListingSchema, toOwnerListingDoc, type OwnerListing } from '@/domain/listing';
import { listingConflictHandler } from './listing-conflict';
import { LISTING_PUSH_BATCH } from './listing-push-batch';
import { listingPushHandler } from './listing-push';
import { hasPendingWrites, trackPushes } from './pending-writes';

const PREFIX = 'mylistings';

export const ownerListingsCollectionName = (uid: string) => userCollectionName(PREFIX, uid);

const KIND: UserCollectionKind<OwnerListing> = {
  prefix: PREFIX,
  schema: ownerListingSchema,
  conflictHandler: listingConflictHandler,
  localKeys: (name) => [syncedFlagKey(name)],
  // Offline work is never lost: a user who signs out before their drafts were pushed keeps
  // them on this device (in their own collection, invisible to anyone else) until they
  // sign in again and the replication pushes them.
  keep: (name) => hasPendingWrites(name),
};

export const getOwnerListingsCollection = (uid: string): Promise<RxCollection<OwnerListing>> => openUserCollection(KIND, uid);

/** The running replication of each signed-in owner's listings in this tab (the leader's pushes). */
const running = new Map<string, ReturnType<typeof startReplication<OwnerListing>>>();

/** Longest wait for the replication to settle before an edit goes ahead anyway. */
export const SETTLE_BEFORE_EDIT_MS = 10_000;

/**
 * Resolves once this tab's replication of `uid`'s listings has pushed and recorded everything
 * it had (or after SETTLE_BEFORE_EDIT_MS, or at once offline or without one). A merge it pushed
 * is the base of the next edit's conflict check: an edit made before that was recorded (just
 * after a reload, with the push still on its way) would be checked against the older version.
 */
export async function ownerListingsSettled(uid: string): Promise<void> {
  const state = running.get(uid);
  // Only the tab that leads pushes (RxDB's leader election); another tab's would never settle.
  const leads = (state?.collection.database as { isLeader?: () => boolean } | undefined)?.isLeader?.() ?? true;
  if (!state || state.isStopped() || !leads || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([state.awaitInSync().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, SETTLE_BEFORE_EDIT_MS)))]);
  clearTimeout(timer);
}

export const ownerListingsSync: UserReplication = {
  name: ownerListingsCollectionName,
  start: async (uid) => {
    const state = startReplication({
      collection: await getOwnerListingsCollection(uid),
      path: 'listings',
      // The rules let an owner list only what they may see; this equality filter is what they
      // can prove (the replication's pull filters are equality-only).
      pullFilter: [where('ownerId', '==', uid)],
      pushEnabled: true,
      // Smaller than the default: the rules read two documents per new listing.
      pushBatchSize: LISTING_PUSH_BATCH,
      // Reads the server, never the offline cache, so a change made meanwhile is a conflict.
      pushHandler: listingPushHandler(getDb(), listingConflictHandler.isEqual),
      pullModifier: toOwnerListingDoc,
    });
    trackPushes(ownerListingsCollectionName(uid), state.sent$ as never);
    running.set(uid, state);
    return state;
  },
  removeLocal: (keepUid) => removeUserCollections(KIND, keepUid),
};
