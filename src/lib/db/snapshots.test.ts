import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPrefetchedSnapshots, peekSnapshot, prefetchSnapshots, readSnapshot, removeSnapshots, writeSnapshot } from './snapshots';
import { configureStorage, ensureCollection, removeCollection, resetDatabase } from './database';
import { getForkfulStorage } from './rxdb-runtime';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import type { RxJsonSchema } from 'rxdb';

beforeEach(async () => {
  await removeSnapshots();
  forgetPrefetchedSnapshots();
});

/** A new start of the app: what this tab read is forgotten, IndexedDB keeps what was stored. */
async function restart() {
  forgetPrefetchedSnapshots();
  await prefetchSnapshots();
}

describe('snapshots', () => {
  it('survive a restart and are peekable once prefetched', async () => {
    await writeSnapshot('catalog', 'first', { n: 1 });
    forgetPrefetchedSnapshots();
    expect(peekSnapshot('catalog', 'first')).toBeUndefined();
    await prefetchSnapshots();
    expect(peekSnapshot('catalog', 'first')).toEqual({ n: 1 });
    expect(await readSnapshot('catalog', 'missing')).toBeUndefined();
  });

  it('removes one collection’s snapshots, or all', async () => {
    await writeSnapshot('catalog', 'a', 1);
    await writeSnapshot('ads', 'a', 2);
    await removeSnapshots('catalog');
    await restart();
    expect(peekSnapshot('catalog', 'a')).toBeUndefined();
    expect(peekSnapshot('ads', 'a')).toBe(2);
    await removeSnapshots();
    await restart();
    expect(peekSnapshot('ads', 'a')).toBeUndefined();
  });

  it('a write queued before a clear never lands after it', async () => {
    const write = writeSnapshot('catalog', 'late', 1);
    await removeSnapshots();
    await write;
    await restart();
    expect(peekSnapshot('catalog', 'late')).toBeUndefined();
  });

  it('takes the read index.html started, once, and reads for itself when that read failed', async () => {
    await writeSnapshot('catalog', 'first', { n: 1 });
    window.__forkfulEarly = { snapshots: Promise.resolve([['catalog/first', { n: 2 }]]) };
    forgetPrefetchedSnapshots();
    await prefetchSnapshots();
    expect(peekSnapshot('catalog', 'first')).toEqual({ n: 2 });
    expect(window.__forkfulEarly).toEqual({});
    window.__forkfulEarly = { snapshots: Promise.resolve(null) };
    await restart();
    expect(peekSnapshot('catalog', 'first')).toEqual({ n: 1 });
    delete window.__forkfulEarly;
  });
});

interface Doc {
  id: string;
}
const schema: RxJsonSchema<Doc> = { version: 0, primaryKey: 'id', type: 'object', properties: { id: { type: 'string', maxLength: 20 } }, required: ['id'] };

describe('wiping the local database', () => {
  beforeEach(async () => {
    await resetDatabase();
    configureStorage(() => getForkfulStorage({ indexedDB, IDBKeyRange }));
  });

  it('resetDatabase drops every snapshot', async () => {
    await ensureCollection('catalog', schema);
    await writeSnapshot('catalog', 'first', 1);
    await resetDatabase();
    await restart();
    expect(peekSnapshot('catalog', 'first')).toBeUndefined();
  });

  it('removing a collection drops its snapshots only', async () => {
    await writeSnapshot('favs_x', 'first', 1);
    await writeSnapshot('catalog', 'first', 2);
    await removeCollection('favs_x', schema);
    await restart();
    expect(peekSnapshot('favs_x', 'first')).toBeUndefined();
    expect(peekSnapshot('catalog', 'first')).toBe(2);
  });
});
