// Favourites toggled offline survive a sign-out: the user's collection is kept until the
// replication reports the toggles pushed (or superseded by a newer one from the server).
import { beforeEach, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { useTestDatabase } from '@/testing/db';
import { storedCollectionNames } from '@/lib/db/database';
import { hasUnpushed, settleFrom, settleUnpushed } from '@/lib/db/unpushed-writes';
import { favoritesCollectionName, getFavoritesCollection } from './favorites-collection';
import { removeLocalFavorites, trackFavoriteWrites } from './favorites-sync';
import { addFavorite, removeFavorite } from './use-toggle-favorite';

const name = favoritesCollectionName('u-1');
const stamp = (doc: Record<string, unknown>) => Number(doc.createdAt);

beforeEach(async () => {
  await useTestDatabase();
  await trackFavoriteWrites('u-1'); // as the user's sync does when it starts
});

describe('favourites toggled offline, then sign-out', () => {
  it('keeps the collection for the user, and sweeps it once everything is pushed', async () => {
    await addFavorite('u-1', 'l-1');
    await addFavorite('u-1', 'l-2');
    await removeFavorite('u-1', 'l-2');
    expect(hasUnpushed(name)).toBe(true);

    await removeLocalFavorites(null); // sign-out, or another account signs in
    expect(await storedCollectionNames()).toContain(name);
    const collection = await getFavoritesCollection('u-1');
    expect((await collection.find().exec()).map((d) => d.id)).toEqual(['l-1']);

    const sent$ = new Subject<Record<string, unknown>>();
    settleFrom(name, sent$, stamp);
    const [l1] = await collection.storageInstance.findDocumentsById(['l-1'], true);
    const [l2] = await collection.storageInstance.findDocumentsById(['l-2'], true);
    sent$.next({ ...l1 });
    expect(hasUnpushed(name)).toBe(true); // l-2's removal is still waiting
    sent$.next({ ...l2, createdAt: l2.createdAt - 1 }); // an older version of l-2 settles nothing
    expect(hasUnpushed(name)).toBe(true);
    sent$.next({ ...l2 });
    expect(hasUnpushed(name)).toBe(false);

    await removeLocalFavorites(null);
    expect(await storedCollectionNames()).not.toContain(name);
  });

  it('records a favourite added again over its own tombstone', async () => {
    await addFavorite('u-1', 'l-1');
    await removeFavorite('u-1', 'l-1');
    const collection = await getFavoritesCollection('u-1');
    const [removed] = await collection.storageInstance.findDocumentsById(['l-1'], true);
    await addFavorite('u-1', 'l-1');
    settleUnpushed(name, 'l-1', removed.createdAt); // the removal reached the server
    expect(hasUnpushed(name)).toBe(true); // the re-add has not
  });

  it("a newer toggle pulled from the server settles this device's older one", async () => {
    await addFavorite('u-1', 'l-1');
    const received$ = new Subject<Record<string, unknown>>();
    settleFrom(name, received$, stamp);
    received$.next({ id: 'l-1', listingId: 'l-1', createdAt: Date.now() + 60_000, _deleted: true });
    expect(hasUnpushed(name)).toBe(false);
  });

  it("another user's sign-out sweep keeps only collections with unpushed work", async () => {
    await addFavorite('u-1', 'l-1');
    const other = await getFavoritesCollection('u-2'); // not tracked: as if pulled, nothing waiting
    await other.insert({ id: 'l-9', listingId: 'l-9', createdAt: 1 });
    await removeLocalFavorites('u-3');
    const names = await storedCollectionNames();
    expect(names).toContain(name);
    expect(names).not.toContain(favoritesCollectionName('u-2'));
  });
});
