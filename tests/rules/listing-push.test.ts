// The app's push of an owner's listings (src/features/owner/data/listing-push.ts, the handler
// RxDB's replication calls) against the emulator's rules: a write lands only on the version
// the device last saw; a listing changed meanwhile (another device, an admin) comes back as a
// conflict and is left as it is; a push whose answer was lost is not written twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, newListing, seedWorld, withoutRules } from './fixtures';
import { listingPushHandler } from '@/features/owner/data/listing-push';
import { listingConflictHandler } from '@/features/owner/data/listing-conflict';
import { toOwnerListingDoc } from '@/domain/listing';
import { buildSeed } from '../../scripts/seed-data.mjs';

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

/** The listing as a device holds it (the pull's shape). */
const local = (id: string, over: Record<string, unknown> = {}) => toOwnerListingDoc({ ...newListing('alice', { status: 'approved', ...over }), id });
const seed = (id: string, over: Record<string, unknown> = {}) => withoutRules(env, (db) => setDoc(doc(db, `listings/${id}`), newListing('alice', { status: 'approved', ...over })));
async function onServer(id: string) {
  let data: Record<string, unknown> | undefined;
  await withoutRules(env, async (db) => (data = (await getDoc(doc(db, `listings/${id}`))).data()));
  return data!;
}
const push = () => listingPushHandler(alice, listingConflictHandler.isEqual);
const edit = (id: string, over: Record<string, unknown>) => ({ ...local(id), ...over, status: 'pending' as const, updatedAt: Date.now() });

describe('the listing push', () => {
  it('an edit of the version the device saw is written, pending', async () => {
    await seed('L-push-1');
    const conflicts = await push()([{ assumedMasterState: local('L-push-1'), newDocumentState: edit('L-push-1', { description: 'From device B.' }) }]);
    expect(conflicts).toEqual([]);
    expect(await onServer('L-push-1')).toMatchObject({ description: 'From device B.', status: 'pending' });
  });

  it('a listing another device changed meanwhile comes back as a conflict and is not overwritten', async () => {
    await seed('L-push-2');
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-push-2'), { title: 'Device A title', description: 'From device A.', status: 'pending' }));
    const conflicts = await push()([{ assumedMasterState: local('L-push-2'), newDocumentState: edit('L-push-2', { description: 'From device B.' }) }]);
    expect(conflicts).toEqual([expect.objectContaining({ id: 'L-push-2', title: 'Device A title', description: 'From device A.' })]);
    expect(await onServer('L-push-2')).toMatchObject({ title: 'Device A title', description: 'From device A.' });
  });

  it('the same push sent again after its answer was lost writes nothing and raises no conflict', async () => {
    await seed('L-push-3');
    const row = { assumedMasterState: local('L-push-3'), newDocumentState: edit('L-push-3', { description: 'Once.' }) };
    await push()([row]);
    const before = (await onServer('L-push-3')).serverTimestamp;
    expect(await push()([row])).toEqual([]);
    expect((await onServer('L-push-3')).serverTimestamp).toEqual(before);
  });

  it('no base for a listing the server has: a conflict (the merge decides)', async () => {
    await seed('L-push-4');
    const conflicts = await push()([{ newDocumentState: edit('L-push-4', { description: 'No base.' }) }]);
    expect(conflicts.map((c) => c.id)).toEqual(['L-push-4']);
  });

  it('an edit of the richest seeded listing (seven days of hours, a gallery, menu, FAQ, events) is written', async () => {
    // The request's rules evaluation has a budget (1,000 expressions): the largest real listing must fit it.
    const { id: _id, ...ember } = buildSeed().listings.find((l: { title: string }) => l.title === 'Ember & Oak Kitchen')!;
    const rich = { ...ember, ownerId: 'alice', status: 'approved', rejectionReason: null, updatedAt: ember.createdAt, _deleted: false };
    await withoutRules(env, (db) => setDoc(doc(db, 'listings/L-push-rich'), { ...rich, serverTimestamp: new Date() }));
    const base = toOwnerListingDoc({ ...(await onServer('L-push-rich')), id: 'L-push-rich' });
    const conflicts = await push()([{ assumedMasterState: base, newDocumentState: { ...base, description: 'Edited offline.', status: 'pending' as const, updatedAt: Date.now() } }]);
    expect(conflicts).toEqual([]);
    expect(await onServer('L-push-rich')).toMatchObject({ description: 'Edited offline.', status: 'pending', menu: ember.menu });
  });
});
