// The published catalogue snapshot: its builder core (called with `now`: the emulator never
// fires schedules) against the Firestore emulator, and the catalogSnapshot endpoint through the
// real Functions emulator.
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { buildCatalogSnapshot, type BuildResult } from '../../functions/src/catalog-snapshot/build';
import type { SnapshotBody, SnapshotPointer } from '../../functions/src/catalog-snapshot/format';
import { PROJECT_ID, rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from '../rules/fixtures';

const FUNCTIONS_PORT = 5001 + Number(process.env.FORKFUL_PORT_OFFSET || 0);
const ENDPOINT = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/catalogSnapshot`;

let app: App;
let db: Firestore;
let env: RulesTestEnvironment;
/** What the catalog holds, as the snapshot should list it (no serverTimestamp, with id). */
const expected = new Map<string, Record<string, unknown>>();

const listing = (id: string, extra: Record<string, unknown> = {}) => ({
  title: `Snapshot ${id}`,
  category: 'Cafe',
  city: 'Austin',
  images: ['https://example.com/a.jpg'],
  specialOffers: [],
  location: { lat: 30.2, lng: -97.7 },
  rating: 4.5,
  reviewCount: 2,
  ownerId: 'owner-1',
  ownerName: 'Olive Owner',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...extra,
});

/** Writes like the projection does: serverTimestamp and _deleted on every write. */
async function put(id: string, data: Record<string, unknown>) {
  await db.doc(`catalog/${id}`).set({ ...data, serverTimestamp: FieldValue.serverTimestamp() });
  if (data._deleted === true) expected.delete(id);
  // Other Timestamps travel as the web SDK shows them.
  else expected.set(id, { ...Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Timestamp ? { seconds: v.seconds, nanoseconds: v.nanoseconds } : v])), id });
}

const pointer = async () => (await db.doc('catalogSnapshots/latest').get()).data() as SnapshotPointer | undefined;

/** Reassembles a snapshot from its stored parts, in order. */
async function storedBody(snapshotId: string, parts: number): Promise<SnapshotBody> {
  const docs = await Promise.all(Array.from({ length: parts }, (_, n) => db.doc(`catalogSnapshots/${snapshotId}/parts/${n}`).get()));
  return JSON.parse(gunzipSync(Buffer.concat(docs.map((d) => d.get('data') as Buffer))).toString('utf8')) as SnapshotBody;
}

const sortById = (docs: Record<string, unknown>[]) => [...docs].sort((a, b) => String(a.id).localeCompare(String(b.id)));

async function checkpointOf(id: string) {
  const ts = (await db.doc(`catalog/${id}`).get()).get('serverTimestamp') as Timestamp;
  return { id, serverTimestamp: ts.toDate().toISOString() };
}

/** The raw bytes and headers, without fetch's transparent gunzip. */
function rawGet(headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(ENDPOINT, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  env = await rulesEnv();
  await clearAndSettle(env);
  app = initializeApp({ projectId: PROJECT_ID }, `catalog-snapshot-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await clearAll(env);
  await env?.cleanup();
  await deleteApp(app);
});

describe('catalogSnapshot endpoint without a snapshot', () => {
  it('answers 404 after reading only the pointer', async () => {
    const res = await fetch(ENDPOINT);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-firestore-reads')).toBe('1');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('buildCatalogSnapshot', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  let first: BuildResult;

  it('is empty with no catalog', async () => {
    expect(await buildCatalogSnapshot(db, { now })).toMatchObject({ status: 'empty' });
    expect(await pointer()).toBeUndefined();
  });

  it('publishes every live document, exactly, with the checkpoint of the last one written (a tombstone)', async () => {
    await put('c-alpha', listing('alpha'));
    await put('c-beta', listing('beta', { openedAt: new Timestamp(1_700_000_000, 5000), socialMedia: { instagram: 'https://instagram.com/b' } }));
    await put('c-gamma', listing('gamma'));
    await put('c-delta', listing('delta'));
    await put('c-gamma', { _deleted: true, updatedAt: 1_700_000_000_001 }); // a tombstone written last
    await put('c-epsilon', { ...listing('epsilon'), _deleted: true }); // born a tombstone
    await put('c-alpha', listing('alpha', { title: 'Alpha renamed', _deleted: false }));
    await put('c-zeta', { _deleted: true });
    // Tiny pages and parts: paging and splitting are what matter here.
    first = await buildCatalogSnapshot(db, { now, pageSize: 2, partBytes: 300 });
    expect(first).toMatchObject({ status: 'built', count: 3 });
    if (first.status !== 'built') return;
    expect(first.parts).toBeGreaterThan(1);
    expect(first.checkpoint).toEqual(await checkpointOf('c-zeta'));

    const p = await pointer();
    expect(p).toMatchObject({ snapshotId: first.snapshotId, parts: first.parts, count: 3, builtAt: now, bytes: first.bytes, checkpoint: first.checkpoint, previousId: null });
    const body = await storedBody(first.snapshotId, first.parts);
    expect(body).toMatchObject({ version: 1, builtAt: now, count: 3, checkpoint: first.checkpoint });
    expect(sortById(body.docs)).toEqual(sortById([...expected.values()]));
    expect(body.docs.find((d) => d.id === 'c-beta')?.openedAt).toEqual({ seconds: 1_700_000_000, nanoseconds: 5000 });
    expect(body.docs.some((d) => 'serverTimestamp' in d)).toBe(false);
    expect(body.docs.map((d) => d.id)).not.toContain('c-gamma');
    // Every part is under the size asked for.
    const partSizes = await Promise.all(
      Array.from({ length: first.parts }, async (_, n) => ((await db.doc(`catalogSnapshots/${first.status === 'built' ? first.snapshotId : ''}/parts/${n}`).get()).get('data') as Buffer).length),
    );
    expect(Math.max(...partSizes)).toBeLessThanOrEqual(300);
  });

  it('skips the rebuild when nothing changed, reading the pointer and the newest document only', async () => {
    const before = await pointer();
    expect(await buildCatalogSnapshot(db, { now: now + 60_000 })).toEqual({ status: 'unchanged', reads: 2 });
    expect(await pointer()).toEqual(before);
  });

  it('rebuilds after a change, keeps the previous snapshot until the next switch, then deletes it', async () => {
    if (first.status !== 'built') throw new Error('no first build');
    await put('c-delta', listing('delta', { title: 'Delta changed' }));
    const second = await buildCatalogSnapshot(db, { now: now + 600_000 });
    expect(second).toMatchObject({ status: 'built', count: 3, parts: 1, removed: [] });
    if (second.status !== 'built') return;
    expect(second.checkpoint).toEqual(await checkpointOf('c-delta'));
    expect(await pointer()).toMatchObject({ snapshotId: second.snapshotId, previousId: first.snapshotId });
    expect((await storedBody(second.snapshotId, 1)).docs.find((d) => d.id === 'c-delta')?.title).toBe('Delta changed');
    // The previous snapshot is still readable (a download may have read the old pointer).
    expect((await db.doc(`catalogSnapshots/${first.snapshotId}/parts/0`).get()).exists).toBe(true);

    await put('c-delta', { _deleted: true });
    const third = await buildCatalogSnapshot(db, { now: now + 1_200_000 });
    expect(third).toMatchObject({ status: 'built', count: 2, removed: [first.snapshotId] });
    const left = await db.collection('catalogSnapshots').listDocuments();
    expect(left.map((d) => d.id).sort()).toEqual(['latest', second.snapshotId, third.status === 'built' ? third.snapshotId : ''].sort());
    expect((await db.collection(`catalogSnapshots/${first.snapshotId}/parts`).get()).size).toBe(0);
  });

  it('serves the latest snapshot as one gzip body with cache, CORS and read-count headers', async () => {
    const p = await pointer();
    if (!p) throw new Error('no pointer');
    const res = await fetch(ENDPOINT);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBe(`"${p.snapshotId}"`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Firestore-Reads');
    expect(res.headers.get('x-firestore-reads')).toBe(String(1 + p.parts));
    const body = (await res.json()) as SnapshotBody;
    expect(body).toEqual(await storedBody(p.snapshotId, p.parts));
    expect(sortById(body.docs)).toEqual(sortById([...expected.values()]));

    // On the wire: the stored parts, concatenated, untouched.
    const raw = await rawGet({ 'accept-encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    const parts = await Promise.all(Array.from({ length: p.parts }, (_, n) => db.doc(`catalogSnapshots/${p.snapshotId}/parts/${n}`).get()));
    expect(raw.body.equals(Buffer.concat(parts.map((d) => d.get('data') as Buffer)))).toBe(true);

    // A client that takes no gzip gets plain JSON.
    const plain = await rawGet({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(body);

    // A revalidation with the current tag costs the pointer only.
    const again = await fetch(ENDPOINT, { headers: { 'if-none-match': `"${p.snapshotId}"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-firestore-reads')).toBe('1');
  });

  it('a document updated while the build pages through the catalogue is published in its new state', async () => {
    const oldest = (await db.collection('catalog').orderBy('serverTimestamp').limit(1).get()).docs[0];
    // Query.get: the newest-document check, page 1 (holds the oldest document), then page 2.
    const queryProto = Object.getPrototypeOf(db.collection('catalog').limit(1)) as { get: () => Promise<unknown> };
    const realGet = queryProto.get;
    let calls = 0;
    const spy = vi.spyOn(queryProto, 'get').mockImplementation(async function (this: unknown) {
      calls += 1;
      if (calls === 3) await put(oldest.id, listing(oldest.id, { title: 'Updated mid-build' }));
      return realGet.call(this);
    });
    try {
      await put('c-trigger', listing('trigger')); // something changed: a build runs
      const built = await buildCatalogSnapshot(db, { now: now + 1_800_000, pageSize: 1 });
      expect(built).toMatchObject({ status: 'built' });
      if (built.status !== 'built') return;
      expect(calls).toBeGreaterThan(3);
      expect(built.checkpoint).toEqual(await checkpointOf(oldest.id));
      const body = await storedBody(built.snapshotId, built.parts);
      expect(body.docs.find((d) => d.id === oldest.id)?.title).toBe('Updated mid-build');
      expect(body.docs.filter((d) => d.id === oldest.id)).toHaveLength(1);
      expect(sortById(body.docs)).toEqual(sortById([...expected.values()]));
    } finally {
      spy.mockRestore();
    }
  });
});
