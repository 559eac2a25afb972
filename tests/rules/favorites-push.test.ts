// The default push of every replication that pushes (src/lib/db/server-push.ts), here with a
// user's favourites against the emulator's rules: a new toggle is written; a toggle another
// device pushed meanwhile comes back as a conflict and is not overwritten, even from a client
// whose cache never saw it; a push whose answer was lost is not written twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, seedWorld, withoutRules } from './fixtures';
import { serverPush } from '@/lib/db/server-push';
import { favoriteConflictHandler } from '@/features/favorites/data/favorites-collection';
import type { Favorite } from '@/features/favorites/data/favorite-schema';

let env: RulesTestEnvironment;
let alice: Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  alice = dbFor(env, 'owner');
});
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

const path = 'users/alice/favorites';
// Toggle times: epoch milliseconds the rules accept (after 2020, not in the future).
const T = Date.now() - 60_000;
const fav = (listingId: string, createdAt: number, deleted = false) => ({ id: listingId, listingId, createdAt, _deleted: deleted }) as Favorite & { _deleted: boolean };
const push = () => serverPush<Favorite>(alice, path, 'id', favoriteConflictHandler.isEqual);
async function onServer(id: string) {
  let data: Record<string, unknown> | undefined;
  await withoutRules(env, async (db) => (data = (await getDoc(doc(db, `${path}/${id}`))).data()));
  return data;
}

describe('the server-checked push (favourites)', () => {
  it('a new favourite is written with a server timestamp and no id field', async () => {
    expect(await push()([{ newDocumentState: fav('L-fav-1', T) }])).toEqual([]);
    const stored = await onServer('L-fav-1');
    expect(stored).toMatchObject({ listingId: 'L-fav-1', createdAt: T, _deleted: false });
    expect(stored).not.toHaveProperty('id');
    expect(stored?.serverTimestamp).toBeTruthy();
  });

  it('a toggle pushed by another device meanwhile is a conflict and stays as it is', async () => {
    await push()([{ newDocumentState: fav('L-fav-2', T) }]);
    // Another device removed it later.
    await withoutRules(env, (db) => setDoc(doc(db, `${path}/L-fav-2`), { listingId: 'L-fav-2', createdAt: T + 3_000, _deleted: true, serverTimestamp: serverTimestamp() }));
    const conflicts = await push()([{ assumedMasterState: fav('L-fav-2', T), newDocumentState: fav('L-fav-2', T + 2_000, true) }]);
    expect(conflicts).toEqual([expect.objectContaining({ id: 'L-fav-2', createdAt: T + 3_000, _deleted: true })]);
    expect(await onServer('L-fav-2')).toMatchObject({ createdAt: T + 3_000, _deleted: true });
  });

  it('the same push sent again after its answer was lost writes nothing and raises no conflict', async () => {
    const row = { newDocumentState: fav('L-fav-3', T + 5_000) };
    await push()([row]);
    const before = (await onServer('L-fav-3'))?.serverTimestamp;
    expect(await push()([row])).toEqual([]);
    expect((await onServer('L-fav-3'))?.serverTimestamp).toEqual(before);
  });

  it('the rules still judge every write: another user\'s favourites are refused', async () => {
    const intruder = serverPush<Favorite>(alice, 'users/bob/favorites', 'id', favoriteConflictHandler.isEqual);
    await expect(intruder([{ newDocumentState: fav('L-fav-4', T) }])).rejects.toThrow(/permission/i);
  });
});
