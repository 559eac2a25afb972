// The recordUsage endpoint through the real Functions emulator: what it refuses, what it drops
// and why, that a batch counts once, and that concurrent batches add up exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { MAX_BATCH_ENTRIES, type UsageEntry, type UsageRefusal, type UsageReply } from '../../functions/src/common/usage';
import { deviceHashOf } from '../../functions/src/usage/keys';
import { applyUsageBatch } from '../../functions/src/usage/apply';
// The functions' own Admin SDK (their FieldValue and Timestamp), on the Firestore emulator.
import { db as functionsDb } from '../../functions/src/shared';
import { PROJECT_ID, rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from '../rules/fixtures';
import { allUsageDocs, newId, utcDayOffset } from './usage-support';

const FUNCTIONS_PORT = 5001 + Number(process.env.FORKFUL_PORT_OFFSET || 0);
const ENDPOINT = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/recordUsage`;

let app: App;
let db: Firestore;
let env: RulesTestEnvironment;
const today = () => utcDayOffset(0);
/** Every device id a test sent: none may be stored anywhere. */
const devicesUsed = new Set<string>();

function device() {
  const id = newId();
  devicesUsed.add(id);
  return id;
}

async function post(body: unknown, contentType = 'application/json') {
  const res = await fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as UsageReply | UsageRefusal | null };
}
const send = (deviceId: string, entries: UsageEntry[], batchId = newId()) => post({ batchId, deviceId, entries });

const stats = async (listingId: string, day = today()) => (await db.doc(`listingStats/${listingId}/days/${day}`).get()).data();
const view = (listingId: string, day = today()): UsageEntry => ({ day, event: 'view', listingId });

/** A public listing: its catalog entry, as the projection writes it. */
async function publicListing(id: string) {
  await db.doc(`catalog/${id}`).set({ title: id, _deleted: false });
  return id;
}

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  app = initializeApp({ projectId: PROJECT_ID }, `usage-record-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await clearAndSettle(env);
  await env?.cleanup();
  await deleteApp(app);
});

describe('the endpoint', () => {
  it('answers a CORS preflight and refuses anything but POST', async () => {
    const pre = await fetch(ENDPOINT, { method: 'OPTIONS', headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' } });
    expect(pre.status).toBe(204);
    // The emulator's own CORS layer may answer the preflight first, echoing the origin.
    expect(['*', 'https://example.com']).toContain(pre.headers.get('access-control-allow-origin'));
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const posted = await post({ hello: 1 });
    expect(posted.headers.get('access-control-allow-origin')).toBe('*');
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const get = await fetch(ENDPOINT);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
  });

  it('refuses a body that is not a batch, and takes one sent as text/plain', async () => {
    expect(await post({ hello: 1 })).toMatchObject({ status: 400, body: { ok: false, error: 'bad-request' } });
    expect(await post({ batchId: 'short', deviceId: device(), entries: [] })).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    expect(await post('not json', 'text/plain')).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    expect(await post('<a/>', 'application/xml')).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    const listing = await publicListing(`plain-${newId()}`);
    const plain = await post(JSON.stringify({ batchId: newId(), deviceId: device(), entries: [view(listing)] }), 'text/plain');
    expect(plain).toMatchObject({ status: 200, body: { ok: true, accepted: 1 } });
  });

  it('refuses a body over 256 KB with 413', async () => {
    const res = await post({ batchId: newId(), deviceId: device(), entries: [], pad: 'x'.repeat(300 * 1024) });
    expect(res).toMatchObject({ status: 413, body: { ok: false, error: 'too-large' } });
  });
});

describe('refused batches', () => {
  it(`a batch of ${MAX_BATCH_ENTRIES + 1} entries is refused with 413 and stores nothing`, async () => {
    const listing = await publicListing(`big-${newId()}`);
    const batchId = newId();
    const entries = Array.from({ length: MAX_BATCH_ENTRIES + 1 }, (_, n) => view(listing, utcDayOffset(-(n % 30))));
    expect(await send(device(), entries, batchId)).toMatchObject({ status: 413, body: { ok: false, error: 'too-large' } });
    expect((await db.doc(`usageBatches/${batchId}`).get()).exists).toBe(false);
    expect((await db.collection(`listingStats/${listing}/days`).get()).size).toBe(0);
  });

  it('an unknown event type is refused with 400 unknown-event, a malformed entry with bad-entry', async () => {
    const listing = await publicListing(`odd-${newId()}`);
    const batchId = newId();
    const unknown = await send(device(), [view(listing), { day: today(), event: 'purchase', listingId: listing } as unknown as UsageEntry], batchId);
    expect(unknown).toMatchObject({ status: 400, body: { ok: false, error: 'unknown-event' } });
    expect((await db.doc(`usageBatches/${batchId}`).get()).exists).toBe(false);
    expect(await stats(listing)).toBeUndefined();
    for (const bad of [
      { day: '2026-02-31', event: 'view', listingId: listing },
      { day: today(), event: 'view', listingId: 'a/b' },
      { day: today(), event: 'search_miss', term: 42 },
      { day: today(), event: 'view' },
    ]) {
      expect(await send(device(), [bad as unknown as UsageEntry])).toMatchObject({ status: 400, body: { error: 'bad-entry' } });
    }
  });
});

describe('dropped entries', () => {
  it('entries for an unknown, a pending or a rejected listing are dropped as unknownListing, nothing stored for them', async () => {
    const live = await publicListing(`live-${newId()}`);
    const pending = `pending-${newId()}`;
    await db.doc(`listings/${pending}`).set({ title: 'P', status: 'pending', ownerId: 'alice' });
    // Approved once, then rejected: the projection left a tombstone.
    const rejected = `rejected-${newId()}`;
    await db.doc(`catalog/${rejected}`).set({ _deleted: true });
    const unknown = `nope-${newId()}`;
    const res = await send(device(), [view(live), view(pending), view(rejected), view(unknown), { day: today(), event: 'share', listingId: pending }]);
    expect(res).toMatchObject({ status: 200, body: { ok: true, duplicate: false, accepted: 1, dropped: { unknownListing: 4, throttled: 0, outOfRange: 0, repeated: 0 } } });
    expect(await stats(live)).toMatchObject({ day: today(), listingId: live, view: 1 });
    for (const id of [pending, rejected, unknown]) expect((await db.collection(`listingStats/${id}/days`).get()).size, id).toBe(0);
  });

  it('days too old or too far ahead are dropped as outOfRange; the same fact twice as repeated', async () => {
    const listing = await publicListing(`range-${newId()}`);
    const entries: UsageEntry[] = [view(listing, utcDayOffset(-40)), view(listing, utcDayOffset(3)), view(listing), view(listing), view(listing, utcDayOffset(-1))];
    const res = await send(device(), entries);
    expect(res).toMatchObject({ status: 200, body: { accepted: 2, dropped: { outOfRange: 2, repeated: 1 } } });
    const days = (await db.collection(`listingStats/${listing}/days`).get()).docs.map((d) => d.id).sort();
    expect(days).toEqual([utcDayOffset(-1), today()].sort());
  });
});

describe('exactly once', () => {
  it('a replayed batch id answers duplicate: true and changes nothing', async () => {
    const listing = await publicListing(`replay-${newId()}`);
    const batchId = newId();
    const deviceId = device();
    const entries: UsageEntry[] = [view(listing), { day: today(), event: 'contact_phone', listingId: listing }, { day: today(), event: 'favorite_add', listingId: listing }];
    expect(await send(deviceId, entries, batchId)).toMatchObject({ status: 200, body: { duplicate: false, accepted: 3 } });
    const before = await stats(listing);
    expect(before).toEqual({ day: today(), listingId: listing, view: 1, contact_phone: 1, favorite_add: 1 });
    expect(await send(deviceId, entries, batchId)).toMatchObject({ status: 200, body: { ok: true, duplicate: true, accepted: 0 } });
    expect(await stats(listing)).toEqual(before);
    const stored = (await db.doc(`usageBatches/${batchId}`).get()).data();
    expect(stored).toMatchObject({ accepted: 3 });
    expect(stored?.expireAt.toMillis()).toBeGreaterThan(Date.now() + 30 * 86_400_000);
  });

  it('50 devices sending at once for one listing add up exactly', { timeout: 180_000 }, async () => {
    const listing = await publicListing(`busy-${newId()}`);
    const other = await publicListing(`busy2-${newId()}`);
    const entriesOf = (n: number): UsageEntry[] => [
      view(listing),
      { day: today(), event: 'appearance', listingId: listing },
      ...(n % 2 ? [{ day: today(), event: 'contact_phone', listingId: listing } as UsageEntry] : []),
      view(other, utcDayOffset(-(n % 3))),
    ];
    // The Functions emulator starts a worker process for each request in flight beyond those it
    // has (15 s or more each on a busy 2-core machine), so most of the concurrency goes straight
    // to the same code and the same Firestore emulator: it is their transactions that must not
    // lose an increment. A few requests still go through the endpoint at the same time.
    const HTTP = 4;
    const [overHttp, direct] = await Promise.all([
      Promise.all(Array.from({ length: HTTP }, (_, n) => send(device(), entriesOf(n)))),
      Promise.all(Array.from({ length: 50 - HTTP }, (_, n) => applyUsageBatch(functionsDb, { batchId: newId(), deviceId: device(), entries: entriesOf(n + HTTP) }, Date.now()))),
    ]);
    expect(overHttp.map((r) => r.status)).toEqual(Array(HTTP).fill(200));
    const replies = [...overHttp.map((r) => r.body as UsageReply), ...direct];
    expect(replies.reduce((sum, r) => sum + r.accepted, 0)).toBe(50 * 3 + 25);
    expect(await stats(listing)).toEqual({ day: today(), listingId: listing, view: 50, appearance: 50, contact_phone: 25 });
    const otherDays = await db.collection(`listingStats/${other}/days`).get();
    expect(otherDays.docs.map((d) => d.get('view') as number).reduce((a, b) => a + b, 0)).toBe(50);
  });
});

describe('throttling', () => {
  it('a device over its daily limit has the surplus dropped and its day marked throttled', { timeout: 60_000 }, async () => {
    // contact_phone allows 100 a day: one device "calling" 120 listings is not a person.
    const prefix = `thr-${newId()}`;
    const batch = db.batch();
    const ids = Array.from({ length: 120 }, (_, n) => `${prefix}-${n}`);
    for (const id of ids) batch.set(db.doc(`catalog/${id}`), { title: id, _deleted: false });
    await batch.commit();
    const deviceId = device();
    const call = (id: string): UsageEntry => ({ day: today(), event: 'contact_phone', listingId: id });
    expect(await send(deviceId, ids.slice(0, 60).map(call))).toMatchObject({ status: 200, body: { accepted: 60, dropped: { throttled: 0 } } });
    // Views are another limit: still counted.
    expect(await send(deviceId, [...ids.slice(60).map(call), view(ids[60])])).toMatchObject({ status: 200, body: { accepted: 41, dropped: { throttled: 20 } } });
    const deviceDay = (await db.doc(`usageDevices/${deviceHashOf(deviceId)}_${today()}`).get()).data();
    expect(deviceDay).toMatchObject({ day: today(), throttled: true, counts: { contact_phone: 100, view: 1 } });
    const counted = await Promise.all(ids.map(async (id) => ((await stats(id))?.contact_phone as number | undefined) ?? 0));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(100);
    // Another device is not affected.
    expect(await send(device(), [call(ids[119])])).toMatchObject({ body: { accepted: 1, dropped: { throttled: 0 } } });
  });
});

describe('search misses', () => {
  it('count searches and distinct devices, normalised on the server too', async () => {
    const word = `zzq${newId().slice(0, 8).toLowerCase().replace(/[^a-z]/g, 'k')}`;
    const a = device();
    const miss = (term: string, day = today()): UsageEntry => ({ day, event: 'search_miss', term });
    expect(await send(a, [miss(`  ${word.toUpperCase()}!! `), miss('!!!')])).toMatchObject({ status: 200, body: { accepted: 1 } });
    expect(await send(a, [miss(word, utcDayOffset(-1))])).toMatchObject({ body: { accepted: 1 } });
    expect(await send(device(), [miss(word)])).toMatchObject({ body: { accepted: 1 } });
    const docs = (await db.collection('searchMisses').where('term', '==', word).get()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0].data()).toEqual({ term: word, searches: 3, devices: 2, lastDay: today() });
    expect((await docs[0].ref.collection('devices').get()).size).toBe(2);
  });
});

describe('privacy', () => {
  it('no stored document holds a raw device id', async () => {
    expect(devicesUsed.size).toBeGreaterThan(50);
    const text = JSON.stringify(await allUsageDocs(db));
    expect(text.length).toBeGreaterThan(1000);
    for (const id of devicesUsed) expect(text.includes(id), id).toBe(false);
  });
});
