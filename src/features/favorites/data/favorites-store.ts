// The signed-in user's favourites in memory: one live RxDB query for the whole app (not one
// per heart on a page of cards), following the session as it changes.
import type { Subscription } from 'rxjs';
import { useSessionStore } from '@/stores/session-store';
import type { Favorite } from './favorite-schema';
import { getFavoritesCollection } from './favorites-collection';

export const FETCH_ERROR = 'Could not fetch favorites.';

export interface FavoritesSnapshot {
  /** Whose favourites these are; null = nobody signed in. */
  uid: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Newest first. */
  favorites: Favorite[];
  ids: ReadonlySet<string>;
  error: string | null;
}

const IDLE: FavoritesSnapshot = { uid: null, status: 'idle', favorites: [], ids: new Set(), error: null };

let snapshot = IDLE;
const listeners = new Set<() => void>();
let query: Subscription | null = null;
let stopFollowing: (() => void) | null = null;
let generation = 0;
/** undefined = not following the session yet. */
let following: string | null | undefined;

/** The uid favourites belong to, as far as this device knows ('loading' counts as nobody). */
export function sessionUid(state = useSessionStore.getState()): string | null {
  return state.status === 'signed-in' ? (state.user?.uid ?? null) : null;
}

function emit(next: FavoritesSnapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

function follow(uid: string | null) {
  if (uid === following) return;
  following = uid;
  const gen = ++generation;
  query?.unsubscribe();
  query = null;
  if (!uid) {
    emit(IDLE);
    return;
  }
  emit({ ...IDLE, uid, status: 'loading' });
  const fail = (error: unknown) => {
    if (gen !== generation) return;
    console.error(FETCH_ERROR, error);
    emit({ ...snapshot, status: 'error', error: FETCH_ERROR });
  };
  getFavoritesCollection(uid).then((collection) => {
    if (gen !== generation) return;
    query = collection.find().$.subscribe({
      next: (docs) => {
        const favorites = docs.map((d) => d.toJSON() as Favorite).sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
        emit({ uid, status: 'ready', favorites, ids: new Set(favorites.map((f) => f.id)), error: null });
      },
      error: fail,
    });
  }, fail);
}

export function subscribeFavorites(listener: () => void) {
  listeners.add(listener);
  if (!stopFollowing) {
    stopFollowing = useSessionStore.subscribe((state) => follow(sessionUid(state)));
    follow(sessionUid());
  }
  return () => {
    listeners.delete(listener);
  };
}

export const getFavoritesSnapshot = () => snapshot;

/** Test hook: forget the shared query (the database is reset between tests). */
export function resetFavoritesStore() {
  stopFollowing?.();
  stopFollowing = null;
  query?.unsubscribe();
  query = null;
  generation++;
  following = undefined;
  snapshot = IDLE;
}
