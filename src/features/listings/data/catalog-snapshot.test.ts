// The snapshot loader on the real Dexie storage (fake-indexeddb) with a scripted fetch: it
// downloads only on a new install, writes nothing itself, and every failure means a full pull.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { getCatalogCollection, toCatalogDoc } from './catalog-collection';
import { SNAPSHOT_MAX_AGE_MS, catalogSnapshotUrl, isNewInstall, loadCatalogSnapshot, type SnapshotOptions } from './catalog-snapshot';
import { readFirebaseEnv } from '@/lib/firebase/config';

beforeEach(useTestDatabase);

const NOW = Date.UTC(2026, 10, 23, 12);
const checkpoint = { id: 'l2', serverTimestamp: '2026-11-23T11:55:00.123Z' };
const raw = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `Title ${id}`, category: 'Cafe', rating: 4.26, status: 'approved', ...extra });
const body = (over: Record<string, unknown> = {}) => ({ version: 1, builtAt: NOW - 60_000, count: 2, checkpoint, docs: [raw('l1'), raw('l2', { website: 'javascript:x' })], ...over });

const respond = (status: number, json?: unknown, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(async () => new Response(json === undefined ? null : JSON.stringify(json), { status, headers }));

const load = async (fetchImpl: typeof fetch, extra: SnapshotOptions = {}) =>
  loadCatalogSnapshot(await getCatalogCollection(), { url: '/catalog-snapshot', fetchImpl, now: () => NOW, online: () => true, ...extra });

const stored = async () => (await (await getCatalogCollection()).find().exec()).map((d) => d.toJSON());

describe('catalogSnapshotUrl', () => {
  it('is the functions emulator in demo builds and the Hosting rewrite in production', () => {
    expect(catalogSnapshotUrl(readFirebaseEnv({ VITE_EMULATOR_PORT_OFFSET: '20000' }))).toBe('http://127.0.0.1:25001/demo-forkful/us-central1/catalogSnapshot');
    expect(catalogSnapshotUrl(readFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'forkful-prod' }))).toBe('/catalog-snapshot');
  });
});

describe('loadCatalogSnapshot', () => {
  it('hands the documents and checkpoint over for the first pull, and stores nothing itself', async () => {
    const fetchImpl = respond(200, body(), { 'X-Firestore-Reads': '4' });
    expect(await load(fetchImpl)).toEqual({ status: 'downloaded', snapshot: { documents: body().docs, checkpoint }, docs: 2, reads: 4 });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0][0]).toBe('/catalog-snapshot');
    expect(await stored()).toEqual([]);
  });

  it('does nothing on a device that has catalogue data, even only a tombstone', async () => {
    const catalog = await getCatalogCollection();
    const { _deleted: _, ...doc } = toCatalogDoc(raw('old'));
    await catalog.insert(doc);
    await (await catalog.findOne('old').exec())?.remove();
    expect(await isNewInstall(catalog)).toBe(false);
    const fetchImpl = respond(200, body());
    expect(await load(fetchImpl)).toEqual({ status: 'not-new' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['no snapshot yet (404)', respond(404), 'missing', false],
    ['a server error', respond(503), 'failed', true],
    ['another body version', respond(200, body({ version: 2 })), 'version', false],
    ['a day-old snapshot', respond(200, body({ builtAt: NOW - SNAPSHOT_MAX_AGE_MS - 1 })), 'stale', false],
    ['a malformed body', respond(200, body({ count: 3 })), 'invalid', true],
    ['a bad checkpoint', respond(200, body({ checkpoint: { id: 'x', serverTimestamp: 'soon' } })), 'invalid', true],
    ['a document without an id', respond(200, body({ docs: [raw('l1'), { title: 'x' }] })), 'invalid', true],
    ['a network error', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))), 'failed', true],
  ])('falls back on %s', async (_label, fetchImpl, reason, reported) => {
    const outcome = await load(fetchImpl);
    expect(outcome).toMatchObject({ status: 'fallback', reason });
    expect('error' in outcome && outcome.error instanceof Error).toBe(reported);
  });

  it('gives up when the endpoint does not answer in time', async () => {
    const hang = vi.fn<typeof fetch>((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    expect(await load(hang, { headersTimeoutMs: 30 })).toMatchObject({ status: 'fallback', reason: 'timeout', error: expect.any(Error) });
  });

  it('does not fetch offline', async () => {
    const fetchImpl = respond(200, body());
    expect(await load(fetchImpl, { online: () => false })).toEqual({ status: 'fallback', reason: 'offline' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
