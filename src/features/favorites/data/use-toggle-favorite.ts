// Adding and removing favourites: local RxDB writes (so they work offline), pushed to
// users/{uid}/favorites by the replication in src/app/sync.ts while the user is signed in.
import { useCallback, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { recordListingEvent } from '@/lib/usage';
import { getFavoritesCollection } from './favorites-collection';
import { sessionUid } from './favorites-store';

export const MISSING_IDS = 'User and Listing ID are required.';
export const ADD_ERROR = 'Could not add favorite.';
export const REMOVE_ERROR = 'Could not remove favorite.';

type Id = string | null | undefined;

function requireIds(uid: Id, listingId: Id): asserts uid is string {
  if (!uid || !listingId) throw new Error(MISSING_IDS);
}

export async function addFavorite(uid: Id, listingId: Id): Promise<void> {
  requireIds(uid, listingId);
  try {
    const collection = await getFavoritesCollection(uid);
    if (await collection.findOne(listingId!).exec()) return; // already a favourite: keep its date
    // Upsert, not insert: the id may hold the tombstone of an earlier un-favourite. Stamped after
    // it, even within its millisecond: the push of each is told apart (and won) by that stamp.
    const [tombstone] = await collection.storageInstance.findDocumentsById([listingId!], true);
    await collection.upsert({ id: listingId!, listingId: listingId!, createdAt: Math.max(Date.now(), (tombstone?.createdAt ?? 0) + 1) });
  } catch (error) {
    console.error(ADD_ERROR, error);
    throw new Error(ADD_ERROR, { cause: error });
  }
}

export async function removeFavorite(uid: Id, listingId: Id): Promise<void> {
  requireIds(uid, listingId);
  try {
    const collection = await getFavoritesCollection(uid);
    const doc = await collection.findOne(listingId!).exec();
    if (!doc) return;
    // A tombstone (never a hard delete: it is how the un-favourite reaches other devices),
    // stamped with the time of removal so the latest toggle wins a conflict.
    await doc.incrementalModify((data) => ({ ...data, createdAt: Math.max(Date.now(), data.createdAt + 1), _deleted: true }));
  } catch (error) {
    console.error(REMOVE_ERROR, error);
    throw new Error(REMOVE_ERROR, { cause: error });
  }
}

/** Flips a listing's favourite state as stored (not as last rendered); says which it did. */
export async function toggleFavorite(uid: Id, listingId: Id): Promise<'added' | 'removed'> {
  requireIds(uid, listingId);
  let saved: boolean;
  try {
    saved = !!(await (await getFavoritesCollection(uid)).findOne(listingId!).exec());
  } catch (error) {
    console.error(ADD_ERROR, error);
    throw new Error(ADD_ERROR, { cause: error });
  }
  if (saved) {
    await removeFavorite(uid, listingId);
    return 'removed';
  }
  await addFavorite(uid, listingId);
  return 'added';
}

/** Counts a saved change (anonymous usage counts: the listing and the day, never who). */
function countChange(done: 'added' | 'removed', listingId: Id) {
  if (listingId) recordListingEvent(done === 'added' ? 'favorite_add' : 'favorite_remove', listingId);
}

/** The signed-in user's add/remove/toggle; `pending` while a write is in flight. */
export function useToggleFavorite() {
  const uid = useSessionStore(sessionUid);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async <R>(write: (uid: Id, listingId: Id) => Promise<R>, listingId: Id): Promise<R> => {
      setPending(true);
      try {
        return await write(uid, listingId);
      } finally {
        setPending(false);
      }
    },
    [uid],
  );
  return {
    signedIn: !!uid,
    pending,
    add: useCallback(async (listingId: Id) => {
      await run(addFavorite, listingId);
      countChange('added', listingId);
    }, [run]),
    remove: useCallback(async (listingId: Id) => {
      await run(removeFavorite, listingId);
      countChange('removed', listingId);
    }, [run]),
    toggle: useCallback(async (listingId: Id) => {
      const done = await run(toggleFavorite, listingId);
      countChange(done, listingId);
      return done;
    }, [run]),
  };
}
