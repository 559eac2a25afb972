import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { signInAs, signOut } from '@/testing/session';
import { clockPast, settleRealTimers } from '@/testing/wait';
import { useSyncStore } from '@/stores/sync-store';
import { favoriteConflictHandler, favoritesCollectionName, getFavoritesCollection, shortHash, toFavoriteDoc } from './favorites-collection';
import { removeLocalFavorites } from './favorites-sync';
import { resetFavoritesStore } from './favorites-store';
import { useFavorites } from './use-favorites';
import { addFavorite, removeFavorite, toggleFavorite, useToggleFavorite } from './use-toggle-favorite';

const usage = vi.hoisted(() => ({ recordListingEvent: vi.fn() }));
vi.mock('@/lib/usage', async (importOriginal) => ({ ...(await importOriginal<object>()), ...usage }));

/** The stored state of a document, tombstones included. */
async function stored(uid: string, id: string) {
  const collection = await getFavoritesCollection(uid);
  const [doc] = await collection.storageInstance.findDocumentsById([id], true);
  return doc;
}

beforeEach(async () => {
  resetFavoritesStore();
  await useTestDatabase();
  signOut();
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

describe('add, remove, toggle', () => {
  it('needs both a user id and a listing id', async () => {
    await expect(addFavorite(null, 'l-1')).rejects.toThrow('User and Listing ID are required.');
    await expect(removeFavorite('u-1', '')).rejects.toThrow('User and Listing ID are required.');
    await expect(toggleFavorite(undefined, undefined)).rejects.toThrow('User and Listing ID are required.');
  });

  it('adds a favourite keyed by the listing id', async () => {
    await addFavorite('u-1', 'l-1');
    const doc = await (await getFavoritesCollection('u-1')).findOne('l-1').exec();
    expect(doc?.toJSON()).toMatchObject({ id: 'l-1', listingId: 'l-1' });
    expect(typeof doc?.createdAt).toBe('number');
  });

  it('adding twice keeps the first date', async () => {
    await addFavorite('u-1', 'l-1');
    const first = (await stored('u-1', 'l-1')).createdAt;
    await clockPast(first);
    await addFavorite('u-1', 'l-1');
    expect((await stored('u-1', 'l-1')).createdAt).toBe(first);
  });

  it('removes with a tombstone stamped later than the favourite, and can add again', async () => {
    await addFavorite('u-1', 'l-1');
    const added = (await stored('u-1', 'l-1')).createdAt;
    await removeFavorite('u-1', 'l-1');
    const tomb = await stored('u-1', 'l-1');
    expect(tomb._deleted).toBe(true);
    expect(tomb.createdAt).toBeGreaterThan(added);
    expect(await (await getFavoritesCollection('u-1')).findOne('l-1').exec()).toBeNull();

    await addFavorite('u-1', 'l-1');
    expect((await stored('u-1', 'l-1'))._deleted).toBe(false);
  });

  it('toggles on the stored state', async () => {
    expect(await toggleFavorite('u-1', 'l-1')).toBe('added');
    expect(await toggleFavorite('u-1', 'l-1')).toBe('removed');
    expect(await toggleFavorite('u-1', 'l-1')).toBe('added');
  });

  it('removing something that is not a favourite is a no-op', async () => {
    await expect(removeFavorite('u-1', 'nope')).resolves.toBeUndefined();
  });
});

describe('useToggleFavorite + useFavorites', () => {
  it('reports the missing user for a guest', async () => {
    const { result } = renderHook(() => useToggleFavorite());
    expect(result.current.signedIn).toBe(false);
    await expect(result.current.toggle('l-1')).rejects.toThrow('User and Listing ID are required.');
  });

  it('counts a saved add or remove (anonymous usage counts), and nothing that failed', async () => {
    usage.recordListingEvent.mockClear();
    const { result: guest } = renderHook(() => useToggleFavorite());
    await expect(guest.current.toggle('l-1')).rejects.toThrow();
    expect(usage.recordListingEvent).not.toHaveBeenCalled();

    signInAs('diner', { uid: 'u-1' });
    const { result } = renderHook(() => useToggleFavorite());
    await act(() => result.current.toggle('l-1'));
    await act(() => result.current.toggle('l-1'));
    await act(() => result.current.add('l-2'));
    await act(() => result.current.remove('l-2'));
    expect(usage.recordListingEvent.mock.calls).toEqual([
      ['favorite_add', 'l-1'],
      ['favorite_remove', 'l-1'],
      ['favorite_add', 'l-2'],
      ['favorite_remove', 'l-2'],
    ]);
  });

  it('toggles for the signed-in user and the list follows, newest first', async () => {
    signInAs('diner', { uid: 'u-1' });
    useSyncStore.setState({ synced: { [favoritesCollectionName('u-1')]: true } });
    const { result } = renderHook(() => ({ toggle: useToggleFavorite(), list: useFavorites() }));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.list.favorites).toEqual([]);

    await act(() => result.current.toggle.add('l-1'));
    await clockPast();
    await act(() => result.current.toggle.add('l-2'));
    await waitFor(() => expect(result.current.list.favorites.map((f) => f.id)).toEqual(['l-2', 'l-1']));
    expect(result.current.list.ids.has('l-1')).toBe(true);

    await act(() => result.current.toggle.remove('l-1'));
    await waitFor(() => expect(result.current.list.favorites.map((f) => f.id)).toEqual(['l-2']));
  });

  it('follows the session: another user sees only their own favourites', async () => {
    await addFavorite('u-1', 'l-1');
    await addFavorite('u-2', 'l-2');
    signInAs('diner', { uid: 'u-1' });
    const { result } = renderHook(() => useFavorites());
    await waitFor(() => expect(result.current.favorites.map((f) => f.id)).toEqual(['l-1']));
    act(() => void signInAs('diner', { uid: 'u-2' }));
    await waitFor(() => expect(result.current.favorites.map((f) => f.id)).toEqual(['l-2']));
    act(() => signOut());
    await waitFor(() => expect(result.current.signedIn).toBe(false));
    expect(result.current.favorites).toEqual([]);
  });

  it('waits for the first sync before calling an empty list empty', async () => {
    signInAs('diner', { uid: 'u-1' });
    const { result } = renderHook(() => useFavorites());
    // Nothing signals that the local query answered (empty) while the first sync has not: give it time.
    await settleRealTimers(50);
    expect(result.current.loading).toBe(true);
    act(() => useSyncStore.getState().markSynced(favoritesCollectionName('u-1')));
    expect(result.current.loading).toBe(false);
  });
});

describe('local clean-up', () => {
  it("forgets other users' favourites on this device and keeps the current one's", async () => {
    await addFavorite('u-1', 'l-1');
    await addFavorite('u-2', 'l-2');
    await removeLocalFavorites('u-2');
    expect(await (await getFavoritesCollection('u-1')).count().exec()).toBe(0);
    expect(await (await getFavoritesCollection('u-2')).count().exec()).toBe(1);
    // No tombstones are left behind to be pushed later.
    expect(await stored('u-1', 'l-1')).toBeUndefined();
    await removeLocalFavorites(null);
    expect(await (await getFavoritesCollection('u-2')).count().exec()).toBe(0);
  });

  it('names collections safely and stably per user', () => {
    expect(favoritesCollectionName('demo-Diner')).toMatch(/^favorites_[a-z0-9]+$/);
    expect(shortHash('a')).toBe(shortHash('a'));
    expect(shortHash('a')).not.toBe(shortHash('A'));
  });
});

describe('replication shape', () => {
  it('normalises pulled documents', () => {
    expect(toFavoriteDoc({ id: 'l-1', createdAt: { seconds: 2, nanoseconds: 0 } })).toEqual({
      id: 'l-1',
      listingId: 'l-1',
      createdAt: 2000,
      _deleted: false,
    });
    expect(toFavoriteDoc({ id: 'l-1', listingId: 'l-1', createdAt: 5, _deleted: true })._deleted).toBe(true);
  });

  it('resolves conflicts by the latest toggle', async () => {
    const local = { id: 'l-1', listingId: 'l-1', createdAt: 200, _deleted: false };
    const olderTombstone = { id: 'l-1', listingId: 'l-1', createdAt: 100, _deleted: true };
    const newerTombstone = { ...olderTombstone, createdAt: 300 };
    expect(await favoriteConflictHandler.resolve({ newDocumentState: local, realMasterState: olderTombstone }, 'test')).toEqual(local);
    expect(await favoriteConflictHandler.resolve({ newDocumentState: local, realMasterState: newerTombstone }, 'test')).toEqual(newerTombstone);
    expect(favoriteConflictHandler.isEqual(local, { ...local, listingId: undefined } as never, 'test')).toBe(true);
    expect(favoriteConflictHandler.isEqual(local, olderTombstone, 'test')).toBe(false);
  });
});
