import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUsageDatabase, loadUsage } from './testing';

const NOON = new Date(2026, 10, 25, 12, 0, 0);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON });
  await clearUsageDatabase();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('recording usage facts', () => {
  it('keeps one entry per fact per device per day', async () => {
    const u = await loadUsage();
    u.recordListingEvent('view', 'L1');
    u.recordListingEvent('view', 'L1');
    u.recordListingEvent('contact_phone', 'L1');
    u.recordListingEvent('view', 'L2');
    u.recordListingEvent('view', 'L1');
    await u.flushUsage();
    const { pending } = await u.readUsageState();
    expect(pending).toEqual([
      { day: '2026-11-25', event: 'view', listingId: 'L1' },
      { day: '2026-11-25', event: 'contact_phone', listingId: 'L1' },
      { day: '2026-11-25', event: 'view', listingId: 'L2' },
    ]);
  });

  it('counts the same fact again on a new local day', async () => {
    const u = await loadUsage();
    u.recordListingEvent('view', 'L1');
    await u.flushUsage();
    vi.setSystemTime(new Date(2026, 10, 26, 0, 5));
    u.recordListingEvent('view', 'L1');
    await u.flushUsage();
    const { pending } = await u.readUsageState();
    expect(pending.map((e) => e.day)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('keeps entries and de-duplication across a reload, and after they were sent', async () => {
    const first = await loadUsage();
    first.recordListingEvent('view', 'L1');
    await first.flushUsage();
    // Sent: the entry leaves the queue, the day's mark stays.
    await first.updateUsageState((s) => void (s.pending = []));

    const reloaded = await loadUsage();
    reloaded.recordListingEvent('view', 'L1');
    reloaded.recordListingEvent('favorite_add', 'L1');
    await reloaded.flushUsage();
    const { pending, seen } = await reloaded.readUsageState();
    expect(pending).toEqual([{ day: '2026-11-25', event: 'favorite_add', listingId: 'L1' }]);
    expect(seen['2026-11-25']).toEqual(['2026-11-25|view|L1', '2026-11-25|favorite_add|L1']);
  });

  it('keeps the de-duplication marks of today and yesterday only', async () => {
    const u = await loadUsage();
    u.recordListingEvent('view', 'L1');
    await u.flushUsage();
    vi.setSystemTime(new Date(2026, 10, 26, 12));
    u.recordListingEvent('view', 'L2');
    await u.flushUsage();
    expect(Object.keys((await u.readUsageState()).seen)).toEqual(['2026-11-25', '2026-11-26']);
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    u.recordListingEvent('view', 'L3');
    await u.flushUsage();
    expect(Object.keys((await u.readUsageState()).seen)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('counts a search miss by its normalised text, and not an empty one', async () => {
    const u = await loadUsage();
    u.recordSearchMiss('  Sushí   BAR!! ');
    u.recordSearchMiss('sushi bar');
    u.recordSearchMiss(' ?! ');
    await u.flushUsage();
    expect((await u.readUsageState()).pending).toEqual([{ day: '2026-11-25', event: 'search_miss', term: 'sushi bar' }]);
  });

  it('stores counted facts when the page is hidden', async () => {
    const u = await loadUsage();
    u.recordListingEvent('share', 'L9');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await u.readUsageState()).pending).toHaveLength(1));
  });

  it('stops counting and throws away what was not sent when sharing is turned off', async () => {
    const u = await loadUsage();
    expect(u.isUsageSharingOn()).toBe(true);
    u.recordListingEvent('view', 'L1');
    await u.flushUsage();
    await u.updateUsageState((s) => void (s.inFlight = { batchId: 'b1', deviceId: 'd1', entries: [] }));
    u.recordListingEvent('view', 'L2'); // counted, not stored yet

    u.setUsageSharing(false);
    expect(u.isUsageSharingOn()).toBe(false);
    expect(localStorage.getItem('forkful:usage-sharing')).toBe('off');
    await vi.waitFor(async () => {
      const state = await u.readUsageState();
      expect(state.pending).toEqual([]);
      expect(state.inFlight).toBeNull();
    });
    u.recordListingEvent('view', 'L3');
    await u.flushUsage();
    expect((await u.readUsageState()).pending).toEqual([]);

    u.setUsageSharing(true);
    u.recordListingEvent('view', 'L4');
    await u.flushUsage();
    expect((await u.readUsageState()).pending).toEqual([{ day: '2026-11-25', event: 'view', listingId: 'L4' }]);
  });

  it('follows the switch turned off in another tab', async () => {
    const u = await loadUsage();
    const seen: boolean[] = [];
    u.subscribeUsageSharing((on) => seen.push(on));
    localStorage.setItem('forkful:usage-sharing', 'off');
    window.dispatchEvent(new StorageEvent('storage', { key: 'forkful:usage-sharing', newValue: 'off' }));
    expect(seen).toEqual([false]);
    expect(u.isUsageSharingOn()).toBe(false);
  });
});
