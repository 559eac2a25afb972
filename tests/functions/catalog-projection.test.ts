// The catalog projection, run by the real Functions emulator on real Firestore writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

let app: App;
let db: Firestore;

const catalogDoc = (id: string) => async () => (await db.doc(`catalog/${id}`).get()).data();

async function writeListing(id: string, data: Record<string, unknown>, merge = false) {
  await db.doc(`listings/${id}`).set({ ...data, _deleted: data._deleted ?? false, serverTimestamp: FieldValue.serverTimestamp() }, { merge });
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `projection-${Date.now()}`);
  db = getFirestore(app);
  await db.doc('profiles/proj-owner').set({ fullName: 'Paula Projection', email: 'p@example.com' });
});
afterAll(async () => deleteApp(app));

const base = {
  title: 'Projection Pizza',
  description: 'Test',
  city: 'Austin',
  category: 'Restaurant',
  ownerId: 'proj-owner',
  rating: 4.2,
  reviewCount: 3,
  images: [],
  specialOffers: [],
  rejectionReason: null,
};

describe('catalog projection', () => {
  it('approving a listing puts it in the catalog with the owner name and a server timestamp', async () => {
    await writeListing('proj-1', { ...base, status: 'approved' });
    const entry = await eventually(catalogDoc('proj-1'), (d) => d?._deleted === false);
    expect(entry).toMatchObject({ title: 'Projection Pizza', ownerName: 'Paula Projection', _deleted: false });
    expect(entry?.serverTimestamp).toBeDefined();
    // Moderation fields never reach the public projection.
    expect(entry).not.toHaveProperty('status');
    expect(entry).not.toHaveProperty('rejectionReason');
  });

  it.each([
    ['set back to pending', { status: 'pending' }],
    ['rejected', { status: 'rejected', rejectionReason: 'Blurry photos' }],
    ['deleted (tombstone)', { _deleted: true }],
  ])('a listing %s is tombstoned in the catalog', async (_label, change) => {
    const id = `proj-${Math.random().toString(36).slice(2, 8)}`;
    await writeListing(id, { ...base, status: 'approved' });
    await eventually(catalogDoc(id), (d) => d?._deleted === false);
    const before = (await db.doc(`catalog/${id}`).get()).get('serverTimestamp');
    await writeListing(id, change, true);
    const entry = await eventually(catalogDoc(id), (d) => d?._deleted === true);
    expect(entry?._deleted).toBe(true);
    // Clients pull by serverTimestamp: the tombstone must move it forward to reach them.
    expect(entry?.serverTimestamp.toMillis()).toBeGreaterThan(before.toMillis());
  });

  it('renaming the owner re-projects their public listings with the new name', async () => {
    await db.doc('profiles/rename-owner').set({ fullName: 'Old Name', email: 'r@example.com' });
    await writeListing('proj-rename', { ...base, ownerId: 'rename-owner', status: 'approved' });
    await eventually(catalogDoc('proj-rename'), (d) => d?.ownerName === 'Old Name');
    await db.doc('profiles/rename-owner').update({ fullName: 'New Name', serverTimestamp: FieldValue.serverTimestamp() });
    const entry = await eventually(catalogDoc('proj-rename'), (d) => d?.ownerName === 'New Name');
    expect(entry?.ownerName).toBe('New Name');
  });

  it('a hard delete of a listing tombstones its catalog entry too', async () => {
    await writeListing('proj-hard', { ...base, status: 'approved' });
    await eventually(catalogDoc('proj-hard'), (d) => d?._deleted === false);
    await db.doc('listings/proj-hard').delete();
    expect((await eventually(catalogDoc('proj-hard'), (d) => d?._deleted === true))?._deleted).toBe(true);
  });

  it('never publishes an approved listing of a suspended owner', async () => {
    await db.doc('profiles/proj-suspended').set({ fullName: 'Sid Suspended', email: 's@example.com', status: 'inactive' });
    await writeListing('proj-of-suspended', { ...base, ownerId: 'proj-suspended', status: 'approved' });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await db.doc('catalog/proj-of-suspended').get()).exists).toBe(false);
  });

  it('every entry has a time zone: the listing’s own, else its coordinates’, else its city’s', async () => {
    await writeListing('proj-tz-own', { ...base, status: 'approved', timeZone: 'America/Chicago', location: { lat: 30.26, lng: -97.74 } });
    // Coordinates in Portland, Oregon decide over a city name the table reads otherwise.
    await writeListing('proj-tz-coords', { ...base, status: 'approved', city: 'Denver', timeZone: 'Not a zone!', location: { lat: 45.52, lng: -122.68 } });
    await writeListing('proj-tz-city', { ...base, status: 'approved', city: 'Denver' });
    await writeListing('proj-tz-none', { ...base, status: 'approved', city: 'Atlantis', timeZone: 42 });
    expect((await eventually(catalogDoc('proj-tz-own'), (d) => d?._deleted === false))?.timeZone).toBe('America/Chicago');
    expect((await eventually(catalogDoc('proj-tz-coords'), (d) => d?._deleted === false))?.timeZone).toBe('America/Los_Angeles');
    expect((await eventually(catalogDoc('proj-tz-city'), (d) => d?._deleted === false))?.timeZone).toBe('America/Denver');
    // Nothing to go by: no zone rather than a guessed one (and never the bad value).
    expect(await eventually(catalogDoc('proj-tz-none'), (d) => d?._deleted === false)).not.toHaveProperty('timeZone');
  });

  it('never publishes a pending listing', async () => {
    await writeListing('proj-pending', { ...base, status: 'pending' });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await db.doc('catalog/proj-pending').get()).exists).toBe(false);
  });
});
