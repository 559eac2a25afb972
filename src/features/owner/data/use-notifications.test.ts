import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { signInAs, signOut } from '@/testing/session';
import { flushTasks, settleRealTimers } from '@/testing/wait';
import { useSyncStore } from '@/stores/sync-store';
import { getNotificationsCollection, notificationsCollectionName } from './notifications-collection';
import { FETCH_ERROR, useNotifications, useUnreadNotifications } from './use-notifications';

const note = (id: string, isRead: boolean, createdAt: number) => ({ id, type: 'other' as const, title: id, message: '', isRead, createdAt });

beforeEach(async () => {
  await useTestDatabase();
  signOut();
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

describe('useNotifications', () => {
  it('lists newest first with the unread count, live', async () => {
    signInAs('diner', { uid: 'u-1' });
    useSyncStore.setState({ synced: { [notificationsCollectionName('u-1')]: true } });
    const collection = await getNotificationsCollection('u-1');
    await collection.bulkInsert([note('old', true, 1), note('new', false, 3), note('mid', false, 2)]);
    const { result } = renderHook(() => ({ list: useNotifications(), unread: useUnreadNotifications() }));
    await waitFor(() => expect(result.current.list.notifications.map((n) => n.id)).toEqual(['new', 'mid', 'old']));
    expect(result.current.list.unreadCount).toBe(2);
    await waitFor(() => expect(result.current.unread).toBe(2));
    await act(() => collection.findOne('new').exec().then((d) => d!.incrementalPatch({ isRead: true })));
    await waitFor(() => expect(result.current.unread).toBe(1));
    expect(result.current.list.unreadCount).toBe(1);
  });

  it('is loading, not empty, before the first pull; then an error if that pull fails', async () => {
    signInAs('diner', { uid: 'u-1' });
    const { result } = renderHook(() => useNotifications());
    // Nothing signals that the local query answered (empty) while the first pull has not: give it time.
    await settleRealTimers(50);
    expect(result.current.loading).toBe(true);
    act(() => useSyncStore.getState().setError('boom'));
    await waitFor(() => expect(result.current.error).toBe(FETCH_ERROR));
    expect(result.current.loading).toBe(false);
  });

  it('has nothing for nobody', async () => {
    const { result } = renderHook(() => ({ unread: useUnreadNotifications(), list: useNotifications() }));
    await act(flushTasks); // signed out, the queries refuse at once: let that land
    expect(result.current.unread).toBe(0);
    expect(result.current.list.notifications).toEqual([]);
  });
});
