// Switching users on fake-indexeddb: real per-user RxDB collections, a fake replication start.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, get } from 'idb-keyval';
import { useTestDatabase } from '@/testing/db';
import { storedCollectionNames } from '@/lib/db/database';
import { userCollectionName } from '@/lib/db/user-collections';
import { settleUnpushed } from '@/lib/db/unpushed-writes';
import { favoritesCollectionName, getFavoritesCollection } from '@/features/favorites/data/favorites-collection';
import { removeLocalFavorites, trackFavoriteWrites } from '@/features/favorites/data/favorites-sync';
import { addFavorite } from '@/features/favorites/data/use-toggle-favorite';
import { forgetViews, readRecentlyViewed, recordView } from '@/features/listings/data/recently-viewed';
import { createModuleLoader } from './kinds';
import { createUserSwitch } from './user-switch';
import { createWatcher } from './watch';
import { fakeKind, fakeSpec, fakeState, openFake } from './fake-sync';

let started: string[];
let authUid: string | null;

/** Favourites with their real collection, keep and marks; only the Firestore start is faked. */
const favorites = () => ({
  name: favoritesCollectionName,
  start: async (uid: string) => {
    await trackFavoriteWrites(uid);
    started.push(favoritesCollectionName(uid));
    return fakeState() as never;
  },
  removeLocal: removeLocalFavorites,
});

function setUp() {
  const user = { kinds: [favorites(), fakeKind('mine', started)], startUser: vi.fn(), stopUser: vi.fn() };
  const admin = { kinds: [fakeKind('admincopy', started)] };
  const userSpec = fakeSpec('user', user);
  const adminSpec = fakeSpec('admin', admin);
  const watcher = createWatcher(() => undefined);
  const users = createUserSwitch({ modules: createModuleLoader([async () => userSpec, async () => adminSpec]), watcher, authUid: async () => authUid });
  return { user, userSpec, adminSpec, watcher, switchUser: users.switchUser };
}

const alice = { uid: 'alice', admin: false };
/** What recently viewed keeps in IndexedDB, read past its module (which hides other users' lists). */
const storedRecentlyViewed = () => get('list', createStore('forkful-device', 'recently-viewed'));
const bob = { uid: 'bob', admin: false };

beforeEach(async () => {
  await useTestDatabase();
  started = [];
  authUid = null;
});

describe('switching users', () => {
  it("keeps a signed-out user's unpushed favourites (and their collection) for their return", async () => {
    const { switchUser, user } = setUp();
    authUid = 'alice';
    await switchUser(alice);
    expect(started).toEqual([favoritesCollectionName('alice'), userCollectionName('mine', 'alice')]);
    expect(user.startUser).toHaveBeenCalledWith('alice');
    await addFavorite('alice', 'l-1'); // offline: never pushed

    authUid = null;
    await switchUser(null);
    expect(user.stopUser).toHaveBeenCalled();
    const names = await storedCollectionNames();
    expect(names).toContain(favoritesCollectionName('alice'));
    expect(names).not.toContain(userCollectionName('mine', 'alice')); // nothing waiting there

    authUid = 'alice';
    await switchUser(alice);
    expect((await (await getFavoritesCollection('alice')).find().exec()).map((d) => d.id)).toEqual(['l-1']);

    settleUnpushed(favoritesCollectionName('alice'), 'l-1', Infinity); // the replication pushed it
    authUid = null;
    await switchUser(null);
    expect(await storedCollectionNames()).not.toContain(favoritesCollectionName('alice'));
  });

  it("removes the previous user's collections, never the new user's", async () => {
    const { switchUser, watcher } = setUp();
    authUid = 'alice';
    await switchUser(alice);
    const aliceStates = watcher.running();
    await (await openFake('mine', 'bob')).insert({ id: 'left-by-bob' }); // e.g. a second tab

    authUid = 'bob';
    await switchUser(bob);
    expect(aliceStates.every((s) => (s as { cancelled?: boolean }).cancelled)).toBe(true);
    const names = await storedCollectionNames();
    expect(names).not.toContain(favoritesCollectionName('alice'));
    expect(names).not.toContain(userCollectionName('mine', 'alice'));
    expect(names).toContain(userCollectionName('mine', 'bob'));
    expect(await (await openFake('mine', 'bob')).count().exec()).toBe(1);
    expect(watcher.running()).toHaveLength(2);
  });

  it('starts the admin kinds for an admin only, and sweeps them when the role goes', async () => {
    const { switchUser, adminSpec } = setUp();
    authUid = 'alice';
    await switchUser(alice);
    expect(adminSpec.loads).toBe(0); // a non-admin with nothing to sweep never loads the chunk

    await switchUser({ uid: 'alice', admin: true });
    expect(started).toContain(userCollectionName('admincopy', 'alice'));
    expect(await storedCollectionNames()).toContain(userCollectionName('admincopy', 'alice'));

    await switchUser(alice); // demoted: the same user's replications restart without the copies
    expect(await storedCollectionNames()).not.toContain(userCollectionName('admincopy', 'alice'));
    expect(started.filter((n) => n === favoritesCollectionName('alice'))).toHaveLength(3);
  });

  it("sweeps an earlier admin session's copies for a visitor", async () => {
    await openFake('admincopy', 'former-admin');
    const { switchUser, adminSpec } = setUp();
    await switchUser(null);
    expect(adminSpec.loads).toBe(1);
    expect(await storedCollectionNames()).not.toContain(userCollectionName('admincopy', 'former-admin'));
  });

  it("forgets the previous user's recently viewed on this device, and a visitor's becomes the next user's", async () => {
    const device = { prefixes: [], audience: 'user' as const, load: () => import('@/features/listings/data/recently-viewed-sync') };
    const watcher = createWatcher(() => undefined);
    const { switchUser } = createUserSwitch({ modules: createModuleLoader([async () => device]), watcher, authUid: async () => authUid });
    await forgetViews();
    await recordView('seen-signed-out', null);
    authUid = 'alice';
    await switchUser(alice);
    await recordView('seen-by-alice', 'alice');
    expect((await readRecentlyViewed('alice')).map((v) => v.listingId)).toEqual(['seen-by-alice', 'seen-signed-out']);
    authUid = null;
    await switchUser(null);
    expect(await storedRecentlyViewed()).toBeUndefined(); // gone from the device, not only hidden
    await recordView('seen-by-bob', 'bob');
    authUid = 'alice';
    await switchUser(alice);
    expect(await storedRecentlyViewed()).toBeUndefined();
  });

  it('starts nothing until Firebase Auth agrees on the user', async () => {
    const { switchUser } = setUp();
    authUid = 'someone-else';
    expect(await switchUser(alice)).toBe(false);
    expect(started).toEqual([]);
    authUid = 'alice';
    expect(await switchUser(alice)).toBe(true);
    expect(started).toHaveLength(2);
  });
});
