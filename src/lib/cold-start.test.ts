import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_AFTER_LOAD_MS, MIN_AFTER_LOAD_MS, holdColdStart, whenColdStartSettled } from './cold-start';

/** Whether the gate has opened, after letting pending promise callbacks run. */
async function isOpen(): Promise<boolean> {
  let open = false;
  void whenColdStartSettled().then(() => (open = true));
  await vi.advanceTimersByTimeAsync(0);
  return open;
}

describe('cold start gate', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('is open when nothing held it', async () => {
    expect(await isOpen()).toBe(true);
  });

  it('opens at once on a repeat visit', async () => {
    holdColdStart(Promise.resolve(false));
    expect(await isOpen()).toBe(true);
  });

  it('keeps a first visit closed while the page settles, then opens once it is quiet', async () => {
    // jsdom has finished loading: the minimum wait counts from now.
    holdColdStart(Promise.resolve(true));
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(MIN_AFTER_LOAD_MS - 500);
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isOpen()).toBe(true);
  });

  it('opens a first visit at the first tap or key', async () => {
    holdColdStart(Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(100);
    expect(await isOpen()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(await isOpen()).toBe(true);
  });

  it('never waits longer than the cap', async () => {
    holdColdStart(Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(MAX_AFTER_LOAD_MS + 500);
    expect(await isOpen()).toBe(true);
  });

  it('opens when the first-visit check fails', async () => {
    holdColdStart(Promise.reject(new Error('no indexedDB')));
    expect(await isOpen()).toBe(true);
  });
});

describe('hasLocalDatabase', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => delete window.__forkfulEarly);

  it('answers from the database list index.html started reading, and takes that read', async () => {
    window.__forkfulEarly = { databases: Promise.resolve(['forkful-snapshots', 'rxdb-dexie-forkful--0--catalog']) };
    const { hasLocalDatabase } = await import('./cold-start');
    expect(await hasLocalDatabase()).toBe(true);
    expect(window.__forkfulEarly).toEqual({});
  });

  it('is false on a device with no RxDB database (a first visit)', async () => {
    window.__forkfulEarly = { databases: Promise.resolve(['forkful-snapshots']) };
    const { hasLocalDatabase } = await import('./cold-start');
    expect(await hasLocalDatabase()).toBe(false);
  });
});
