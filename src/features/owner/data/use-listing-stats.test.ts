// The analytics data hook over fake IndexedDB, with the server read replaced by an in-memory
// one: a read is saved with its time, offline shows the saved copy, a failed refresh keeps it
// and raises a toast.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import type { StatsByListing } from './read-listing-stats';
import { loadSavedStats, removeSavedStats, saveStats } from './saved-listing-stats';
import { STATS_ERROR, useListingStats } from './use-listing-stats';
import { signInAs } from '@/testing/session';
import { settleRealTimers } from '@/testing/wait';

const server = vi.hoisted(() => ({ read: vi.fn<(ids: readonly string[], start: string) => Promise<StatsByListing>>() }));
vi.mock('./read-listing-stats', () => ({ readListingStats: server.read }));

const UID = 'u-olive';

beforeEach(async () => {
  server.read.mockReset();
  await removeSavedStats(null);
  signInAs('diner', { uid: UID });
  useSyncStore.setState({ online: true });
});

describe('useListingStats', () => {
  it('reads the last 180 days of each listing when online and saves them with the time', async () => {
    server.read.mockResolvedValue({ 'l-a': [{ day: '2026-11-25', view: 2 }] });
    const { result } = renderHook(() => useListingStats(['l-b', 'l-a']));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.stats?.byListing['l-a']).toEqual([{ day: '2026-11-25', view: 2 }]));
    expect(result.current.loading).toBe(false);
    const [ids, start] = server.read.mock.calls[0];
    expect(ids).toEqual(['l-a', 'l-b']);
    expect(Date.now() - new Date(`${start}T12:00`).getTime()).toBeGreaterThan(178 * 86_400_000);
    await waitFor(async () => expect((await loadSavedStats(UID))?.byListing).toEqual(result.current.stats?.byListing));
    expect(Math.abs((await loadSavedStats(UID))!.savedAt - Date.now())).toBeLessThan(5000);
  });

  it('with a recent saved copy, reads again only the days that may still change', async () => {
    const old = { day: '2020-01-01', view: 1 };
    server.read.mockResolvedValueOnce({ 'l-a': [] });
    const { result: first } = renderHook(() => useListingStats(['l-a']));
    await waitFor(() => expect(first.current.stats).not.toBeNull());
    const saved = (await loadSavedStats(UID))!;
    const settled = { day: saved.start, view: 5 };
    await saveStats(UID, { ...saved, byListing: { 'l-a': [old, settled] } });
    server.read.mockReset();
    server.read.mockResolvedValue({ 'l-a': [{ day: '2099-01-01', view: 2 }] });
    const { result } = renderHook(() => useListingStats(['l-a']));
    await waitFor(() => expect(result.current.stats?.byListing['l-a']).toEqual([settled, { day: '2099-01-01', view: 2 }]));
    expect(server.read).toHaveBeenCalledTimes(1);
    const [, start] = server.read.mock.calls[0];
    expect(start > saved.start).toBe(true);
    expect(Date.now() - new Date(`${start}T12:00`).getTime()).toBeLessThan(40 * 86_400_000);
  });

  it('waits for the listings before reading', async () => {
    server.read.mockResolvedValue({});
    renderHook(() => useListingStats(null));
    // The saved figures are read from IndexedDB first; nothing signals that the server read was skipped.
    await settleRealTimers(20);
    expect(server.read).not.toHaveBeenCalled();
  });

  it('offline: shows the saved figures and does not try the server', async () => {
    await saveStats(UID, { savedAt: 1_700_000_000_000, start: '2026-05-31', byListing: { 'l-a': [{ day: '2026-11-20', view: 9 }] } });
    useSyncStore.setState({ online: false });
    const { result } = renderHook(() => useListingStats(['l-a']));
    await waitFor(() => expect(result.current.stats?.savedAt).toBe(1_700_000_000_000));
    expect(result.current).toMatchObject({ loading: false, online: false, failed: false });
    expect(server.read).not.toHaveBeenCalled();
  });

  it('a failed refresh keeps the saved figures, says so, and reports the error; a retry can succeed', async () => {
    await saveStats(UID, { savedAt: 1_700_000_000_000, start: '2026-05-31', byListing: { 'l-a': [{ day: '2026-11-20', view: 9 }] } });
    const failure = new Error('permission-denied');
    server.read.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useListingStats(['l-a']));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.stats?.savedAt).toBe(1_700_000_000_000);
    expect(logged).toHaveBeenCalledWith(STATS_ERROR, failure);
    expect(useToastStore.getState().current).toMatchObject({ title: STATS_ERROR, variant: 'destructive' });

    server.read.mockResolvedValueOnce({ 'l-a': [{ day: '2026-11-26', view: 1 }] });
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.failed).toBe(false));
    expect(result.current.stats?.byListing['l-a']).toEqual([{ day: '2026-11-26', view: 1 }]);
    logged.mockRestore();
  });

  it("never shows one user's saved figures to another, and forgets them on a user switch", async () => {
    await saveStats('someone-else', { savedAt: 1, start: '2026-05-31', byListing: { x: [{ day: '2026-11-20', view: 1 }] } });
    useSyncStore.setState({ online: false });
    const { result } = renderHook(() => useListingStats(['l-a']));
    await waitFor(() => expect(result.current.loading).toBe(false)); // offline: done once the saved copy was read
    expect(result.current.stats).toBeNull();
    await removeSavedStats(UID);
    expect(await loadSavedStats('someone-else')).toBeNull();
  });
});
