import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { createErrorReporter, STORAGE_FULL_ERROR, TOAST_INTERVAL_MS } from './errors';
import { createWatcher } from './watch';
import { fakeState } from './fake-sync';

let now: number;
let online: boolean;
let notify: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  now = 1_000_000;
  online = true;
  notify = vi.fn<() => void>();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useSyncStore.setState({ lastError: null });
});

const reporter = () => createErrorReporter({ now: () => now, online: () => online, notify });

describe('sync error toasts', () => {
  it('shows at most one toast per 30 s while online', () => {
    const report = reporter();
    report('catalog', new Error('unavailable'));
    report('ads', new Error('unavailable'));
    now += TOAST_INTERVAL_MS - 1;
    report('catalog', new Error('unavailable'));
    expect(notify).toHaveBeenCalledTimes(1);
    now += 1;
    report('catalog', new Error('still unavailable'));
    expect(notify).toHaveBeenCalledTimes(2);
    expect(useSyncStore.getState().lastError).toBe('still unavailable');
  });

  it('shows none offline, yet records the error', () => {
    online = false;
    const report = reporter();
    for (let i = 0; i < 5; i++, now += TOAST_INTERVAL_MS) report('favorites', new Error('offline'));
    expect(notify).not.toHaveBeenCalled();
    expect(useSyncStore.getState().lastError).toBe('offline');
    online = true;
    report('favorites', new Error('back'));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('raises a real toast by default', () => {
    createErrorReporter({ online: () => true })('catalog', new Error('x'));
    expect(useToastStore.getState().current?.title).toBe('Sync problem');
  });

  it('a full device raises the storage banner, not a toast, however often the retries fail', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storageFull = vi.fn();
    const report = createErrorReporter({ now: () => now, online: () => online, notify, storageFull });
    const full = Object.assign(new Error('Transaction aborted'), { name: 'QuotaExceededError' });
    for (let i = 0; i < 3; i++, now += TOAST_INTERVAL_MS) report('catalog', { code: 'RC_PULL', parameters: { writeError: { error: full } } });
    expect(storageFull).toHaveBeenCalledWith('catalog');
    expect(notify).not.toHaveBeenCalled();
    expect(useSyncStore.getState().lastError).toBe(STORAGE_FULL_ERROR);
    report('catalog', new Error('unavailable'));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('ignores errors of a cancelled replication (the user signed out)', () => {
    const report = vi.fn();
    const watcher = createWatcher(report);
    const state = fakeState();
    watcher.watch('favorites_x', state);
    state.errors.next(new Error('live'));
    void state.cancel();
    state.errors.next(new Error('late'));
    expect(report).toHaveBeenCalledTimes(1);
    watcher.unwatch([state]);
    expect(watcher.running()).toEqual([]);
  });
});
