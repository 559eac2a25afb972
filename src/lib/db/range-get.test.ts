import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { IDBKeyRange, IDBObjectStore, indexedDB } from 'fake-indexeddb';
import { RANGE_GET_MIN_KEYS, rangeGetMiddleware } from './range-get';

interface Doc {
  id: string;
  n: number;
}

const opened: Dexie[] = [];
let dbCount = 0;

async function openDb(withMiddleware: boolean, docs: Doc[]) {
  const db = new Dexie(`range-get-${++dbCount}`, { indexedDB, IDBKeyRange });
  db.version(1).stores({ docs: 'id, n' });
  if (withMiddleware) db.use(rangeGetMiddleware);
  await db.open();
  opened.push(db);
  const table = db.table<Doc, string>('docs');
  await table.bulkPut(docs);
  return { db, table };
}

const ids = (from: number, to: number, prefix = 'doc-') => Array.from({ length: to - from }, (_, i) => `${prefix}${String(from + i).padStart(5, '0')}`);
const docsOf = (keys: string[]) => keys.map((id, n) => ({ id, n }));

/**
 * IndexedDB get requests on the tests' tables while `fn` runs (not Dexie's own bookkeeping, e.g.
 * its database-names table, which an earlier open may still be writing meanwhile).
 */
async function countGets<T>(fn: () => Promise<T>): Promise<{ result: T; gets: number }> {
  const spy = vi.spyOn(IDBObjectStore.prototype, 'get');
  try {
    const result = await fn();
    const ours = (spy.mock.contexts as IDBObjectStore[]).filter((store) => store.name === 'docs' && store.transaction.db.name.startsWith('range-get-'));
    return { result, gets: ours.length };
  } finally {
    spy.mockRestore();
  }
}

afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
});

describe('rangeGetMiddleware', () => {
  const stored = docsOf(ids(0, 500));
  const cases: [string, string[]][] = [
    ['an empty answer (a new install)', ids(1000, 1300)],
    ['every key of a dense range', ids(100, 400)],
    ['a sparse few of a wide range, with misses', [...ids(0, 500).filter((_, i) => i % 7 === 0), ...ids(0, 40, 'missing-')]],
    ['duplicates, in any order', [...ids(200, 300)].reverse().concat(ids(250, 300))],
    ['keys outside and inside the stored range', [...ids(480, 520), ...ids(0, 60, 'a-')]],
  ];

  it.each(cases)('answers %s exactly as plain gets do', async (_, keys) => {
    const plain = await openDb(false, stored);
    const ranged = await openDb(true, stored);
    expect(keys.length).toBeGreaterThanOrEqual(RANGE_GET_MIN_KEYS);
    expect(await ranged.table.bulkGet(keys)).toEqual(await plain.table.bulkGet(keys));
  });

  it('reads a missing or dense set of keys without a get per key', async () => {
    const { table } = await openDb(true, stored);
    const none = await countGets(() => table.bulkGet(ids(1000, 1500)));
    expect(none.result.every((d) => d === undefined)).toBe(true);
    expect(none.gets).toBe(0);
    const dense = await countGets(() => table.bulkGet(ids(0, 500)));
    expect(dense.result.map((d) => d?.id)).toEqual(ids(0, 500));
    expect(dense.gets).toBe(0);
  });

  it('gets only the keys that exist when they are few in their range', async () => {
    const { table } = await openDb(true, stored);
    const keys = [...ids(0, 500).filter((_, i) => i % 10 === 0), ...ids(0, 100, 'doc-x')];
    const sparse = await countGets(() => table.bulkGet(keys));
    expect(sparse.gets).toBe(50);
    expect(sparse.result.filter(Boolean)).toHaveLength(50);
  });

  it('leaves small reads to plain gets', async () => {
    const { table } = await openDb(true, stored);
    const small = await countGets(() => table.bulkGet(ids(1000, 1010)));
    expect(small.gets).toBe(10);
  });

  it('sees the writes made earlier in the same transaction', async () => {
    const { db, table } = await openDb(true, []);
    const keys = ids(0, 200);
    const seen = await db.transaction('rw', table, async () => {
      await table.bulkPut(docsOf(keys.slice(0, 150)));
      return table.bulkGet(keys);
    });
    expect(seen.slice(0, 150).map((d) => d?.id)).toEqual(keys.slice(0, 150));
    expect(seen.slice(150).every((d) => d === undefined)).toBe(true);
  });
});
