import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { newRxError } from 'rxdb';
import { useTestDatabase } from '@/testing/db';
import { settleRealTimers } from '@/testing/wait';
import type { RxJsonSchema } from 'rxdb';
import { useStorageStore } from '@/stores/storage-store';
import { ensureCollection } from './database';
import { isQuotaError, noteQuotaError, resetQuotaWatch } from './quota';

const storageFull = () => useStorageStore.getState().full;
type Doc = { id: string };
const schema: RxJsonSchema<Doc> = { version: 0, primaryKey: 'id', type: 'object', properties: { id: { type: 'string', maxLength: 40 } }, required: ['id'] };
const open = (name: string) => ensureCollection<Doc>(name, schema);

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isQuotaError', () => {
  it('finds the browser’s QuotaExceededError however it is wrapped', () => {
    expect(isQuotaError(quota())).toBe(true);
    // Dexie keeps the name and the original as `inner`; a failed bulk write lists its failures.
    const dexie = new Dexie.QuotaExceededError('Transaction aborted', quota());
    expect(isQuotaError(dexie)).toBe(true);
    // What Chromium's aborted transaction reaches the replication as: Dexie's AbortError whose
    // message names the cause.
    expect(isQuotaError(new Dexie.AbortError('QuotaExceededError ', quota()))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('QuotaExceededError '))).toBe(true);
    expect(isQuotaError(new Dexie.BulkError('1 of 2 operations failed', [quota()]))).toBe(true);
    // RxDB nests the storage's error in its own error's parameters.
    expect(isQuotaError(newRxError('RC_PULL', { writeError: { status: 500, error: dexie } as never }))).toBe(true);
    expect(isQuotaError(newRxError('RC_PULL', { errors: [new Error('x'), new Error('QuotaExceededError: full')] }))).toBe(true);
    expect(isQuotaError({ inner: { cause: { name: 'QuotaExceededError' } } })).toBe(true);
  });

  it('tells other failures apart', () => {
    expect(isQuotaError(new Error('unavailable'))).toBe(false);
    expect(isQuotaError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isQuotaError(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }))).toBe(false);
    expect(isQuotaError(newRxError('RC_PULL', { errors: [new Error('offline')] }))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    const loop: Record<string, unknown> = { name: 'Error' };
    loop.inner = loop;
    expect(isQuotaError(loop)).toBe(false);
  });
});

describe('noteQuotaError', () => {
  beforeEach(useTestDatabase);
  afterEach(resetQuotaWatch);

  it('stays up until a write into the collection that failed goes through', async () => {
    const catalog = await open('catalog');
    noteQuotaError('catalog');
    noteQuotaError('catalog');
    expect(storageFull()).toBe(true);
    await settleRealTimers(50); // the watch on the collection's writes starts asynchronously; nothing signals it
    await catalog.insert({ id: 'room-again' });
    await expect.poll(storageFull).toBe(false);
  });

  it('a write elsewhere does not lower it', async () => {
    noteQuotaError('favorites_0000000aaaaaaa');
    const catalog = await open('catalog');
    await settleRealTimers(50); // as above: let the watch start
    await catalog.insert({ id: 'other' });
    await settleRealTimers(50); // RxDB reports the write on its own schedule: it stays up meanwhile
    expect(storageFull()).toBe(true);
  });
});
