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
import { ownerListingSchema, type OwnerListing } from './owner-listing-schema';
import { toOwnerListingDoc } from './to-owner-listing';
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
    return state;
  },
  removeLocal: (keepUid) => removeUserCollections(KIND, keepUid),
};
