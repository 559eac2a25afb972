import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LISTING_EVENTS, MAX_BATCH_ENTRIES, MAX_BATCH_LISTINGS, SEND_INTERVAL_MS, type UsageBatch } from '@shared/usage';
import { usageEndpoint } from './endpoint';
import { clearUsageDatabase, loadUsage, runFor } from './testing';

type Usage = Awaited<ReturnType<typeof loadUsage>>;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const reply = (status: number) => ({ ok: status >= 200 && status < 300, status, text: async () => '' }) as Response;
const sentBatches = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as UsageBatch);
const running: Usage[] = [];

async function start(): Promise<Usage> {
  const u = await loadUsage();
  u.startUsageSender();
  running.push(u);
  return u;
}

async function count(u: Usage, n: number, from = 0) {
  for (let i = from; i < from + n; i++) u.recordListingEvent('appearance', `L${i}`);
  await u.flushUsage();
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date(2026, 10, 25, 12) });
  await clearUsageDatabase();
  fetchMock.mockReset().mockResolvedValue(reply(200));
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no idle callbacks; the sender's fallback timer would sit 1 ms after any fake tick.
  vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => {
    queueMicrotask(() => task({ didTimeout: false, timeRemaining: () => 50 }));
    return 1;
  });
});

afterEach(() => {
  running.splice(0).forEach((u) => u.stopUsageSender());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the usage sender', () => {
  it('sends what is pending as soon as idle, as JSON to the usage endpoint, then clears it', async () => {
    const u = await start();
    await count(u, 3);
    await runFor(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(usageEndpoint());
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    const [batch] = sentBatches();
    expect(batch!.entries).toHaveLength(3);
    expect(batch!.batchId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(batch!.deviceId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(Object.keys(batch!).sort()).toEqual(['batchId', 'deviceId', 'entries']);
    const state = await u.readUsageState();
    expect(state.inFlight).toBeNull();
    expect(state.pending).toEqual([]);
  });

  it('sends at most MAX_BATCH_ENTRIES per batch and one request per minute', async () => {
    const u = await start();
    // Every listing event about 35 listings: more entries than a batch holds, listings within its cap.
    for (let i = 0; i < 450; i++) u.recordListingEvent(LISTING_EVENTS[i % LISTING_EVENTS.length]!, `L${Math.floor(i / LISTING_EVENTS.length)}`);
    await u.flushUsage();
    await runFor(0);
    expect(sentBatches().map((b) => b.entries.length)).toEqual([MAX_BATCH_ENTRIES]);
    await runFor(SEND_INTERVAL_MS - 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runFor(1000);
    await runFor(SEND_INTERVAL_MS);
    expect(sentBatches().map((b) => b.entries.length)).toEqual([200, 200, 50]);
    const ids = new Set(sentBatches().map((b) => b.batchId));
    expect(ids.size).toBe(3);
    expect(new Set(sentBatches().map((b) => b.deviceId)).size).toBe(1);
  });

  it('splits a backlog about many listings so no batch names more than the server takes', async () => {
    const u = await start();
    await count(u, MAX_BATCH_LISTINGS * 2 + 7);
    await runFor(0);
    await runFor(SEND_INTERVAL_MS);
    await runFor(SEND_INTERVAL_MS);
    expect(sentBatches().map((b) => b.entries.length)).toEqual([MAX_BATCH_LISTINGS, MAX_BATCH_LISTINGS, 7]);
    expect((await u.readUsageState()).pending).toEqual([]);
  });

  it('keeps to the interval across a reload', async () => {
    const first = await start();
    await count(first, 1);
    await runFor(0);
    first.stopUsageSender();
    const reloaded = await start();
    await count(reloaded, 1, 10);
    await runFor(SEND_INTERVAL_MS / 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runFor(SEND_INTERVAL_MS / 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resends a failed batch with the same batch id, backing off', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(503));
    const u = await start();
    await count(u, 2);
    await runFor(0);
    expect((await u.readUsageState()).inFlight?.batchId).toBe(sentBatches()[0]!.batchId);
    await count(u, 1, 5); // more facts while the batch waits: they go in a later batch
    await runFor(2 * SEND_INTERVAL_MS); // first failure: twice the interval
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await runFor(3 * SEND_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2); // second failure: four times
    await runFor(SEND_INTERVAL_MS);
    const batches = sentBatches();
    expect(batches).toHaveLength(3);
    expect(batches[1]).toEqual(batches[0]);
    expect(batches[2]).toEqual(batches[0]);
    await runFor(SEND_INTERVAL_MS);
    expect(sentBatches()[3]!.entries).toEqual([{ day: '2026-11-25', event: 'appearance', listingId: 'L5' }]);
    expect(sentBatches()[3]!.batchId).not.toBe(batches[0]!.batchId);
  });

  it('resends the in-flight batch with the same id after a reload', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined)); // the page closes mid-request
    const first = await start();
    await count(first, 2);
    await runFor(0);
    first.stopUsageSender();
    await start();
    await runFor(SEND_INTERVAL_MS);
    const [before, after] = sentBatches();
    expect(after).toEqual(before);
  });

  it('drops a batch the server refuses with 400 or 413', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(reply(400)).mockResolvedValueOnce(reply(413));
    const u = await start();
    await count(u, 2);
    await runFor(0);
    expect((await u.readUsageState()).inFlight).toBeNull();
    await count(u, 1, 7);
    await runFor(SEND_INTERVAL_MS);
    expect(sentBatches()[1]!.entries).toEqual([{ day: '2026-11-25', event: 'appearance', listingId: 'L7' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    await runFor(10 * SEND_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits while offline and sends when the device is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const u = await start();
    await count(u, 1);
    await runFor(5 * SEND_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await runFor(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after failures while the network dropped, goes back to the plain interval once online', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const u = await start();
    await count(u, 1);
    await runFor(0);
    await runFor(2 * SEND_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2); // next try would wait four minutes
    window.dispatchEvent(new Event('online'));
    await runFor(SEND_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set(sentBatches().map((b) => b.batchId)).size).toBe(1);
  });

  it('sends from one tab only when two are open', async () => {
    const a = await start();
    const b = await start();
    await count(a, 2);
    await runFor(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await count(b, 2, 10);
    await runFor(SEND_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runFor(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const entries = sentBatches().flatMap((x) => x.entries.map((e) => ('listingId' in e ? e.listingId : '')));
    expect(entries.sort()).toEqual(['L0', 'L1', 'L10', 'L11']);
  });

  it('leaves the sending to the tab that holds the Web Lock', async () => {
    const request = vi.fn(async (_name: string, _options: LockOptions, task: (lock: Lock | null) => unknown) => task(held ? null : ({ name: 'x', mode: 'exclusive' } as Lock)));
    let held = true;
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'locks'));
    const u = await start();
    await count(u, 1);
    await runFor(0);
    expect(request).toHaveBeenCalledWith('forkful-usage-send', { ifAvailable: true }, expect.any(Function));
    expect(fetchMock).not.toHaveBeenCalled();
    held = false; // the other tab is gone: this one sends at its next try, a minute later
    await runFor(SEND_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while sharing is off', async () => {
    const u = await start();
    await count(u, 2);
    u.setUsageSharing(false);
    await runFor(2 * SEND_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await u.readUsageState()).pending).toEqual([]);
  });

  it('aborts and forgets a batch in flight when sharing is turned off', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const u = await start();
    await count(u, 2);
    await runFor(0);
    u.setUsageSharing(false);
    await runFor(0);
    expect(signal?.aborted).toBe(true);
    const state = await u.readUsageState();
    expect(state.inFlight).toBeNull();
    expect(state.pending).toEqual([]);
  });
});
