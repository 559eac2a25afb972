// Live favourites of the signed-in user: the list for the favourites page, and a cheap
// per-listing flag for the hearts on cards.
import { useSyncExternalStore } from 'react';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useSessionStore } from '@/stores/session-store';
import type { Favorite } from './favorite-schema';
import { favoritesCollectionName } from './favorites-collection';
import { FETCH_ERROR, getFavoritesSnapshot, sessionUid, subscribeFavorites } from './favorites-store';

const NONE: readonly Favorite[] = [];
const NO_IDS: ReadonlySet<string> = new Set();

export function useFavorites() {
  const uid = useSessionStore(sessionUid);
  const snap = useSyncExternalStore(subscribeFavorites, getFavoritesSnapshot, getFavoritesSnapshot);
  // The store follows the session from a subscription, so for one render it may lag behind.
  const current = !!uid && snap.uid === uid;
  const { settled, syncError } = useFirstSync(uid ? favoritesCollectionName(uid) : 'favorites');
  const favorites = current ? snap.favorites : NONE;
  // Nothing local before this user's first pull on this device is "still loading", not "none".
  const waitingForSync = current && snap.status === 'ready' && favorites.length === 0 && !settled;
  return {
    signedIn: !!uid,
    favorites,
    ids: current ? snap.ids : NO_IDS,
    loading: !!uid && (!current || snap.status === 'loading' || (waitingForSync && !syncError)),
    error: current && snap.status === 'error' ? snap.error : waitingForSync && syncError ? FETCH_ERROR : null,
  };
}

/** Whether one listing is a favourite of the signed-in user (re-renders only when that flips). */
const notFavorite = () => false;

export function useIsFavorite(listingId: string): boolean {
  const uid = useSessionStore(sessionUid);
  return useSyncExternalStore(subscribeFavorites, () => {
    const snap = getFavoritesSnapshot();
    return !!uid && snap.uid === uid && snap.ids.has(listingId);
  }, notFavorite);
}
