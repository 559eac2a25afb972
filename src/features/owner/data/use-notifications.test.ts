import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { useSessionStore } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { getNotificationsCollection, notificationsCollectionName } from './notifications-collection';
import { FETCH_ERROR, useNotifications, useUnreadNotifications } from './use-notifications';

const signIn = (uid: string) =>
  useSessionStore.setState({
    status: 'signed-in',
    user: { uid, email: `${uid}@forkful.test`, displayName: uid, emailVerified: true },
    role: 'business_owner',
    profile: null,
  });

const note = (id: string, isRead: boolean, createdAt: number) => ({ id, type: 'other' as const, title: id, message: '', isRead, createdAt });

beforeEach(async () => {
  await useTestDatabase();
  useSessionStore.setState({ status: 'signed-out', user: null, role: null, profile: null });
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

describe('useNotifications', () => {
  it('lists newest first with the unread count, live', async () => {
    signIn('u-1');
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
    signIn('u-1');
    const { result } = renderHook(() => useNotifications());
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.loading).toBe(true);
    act(() => useSyncStore.getState().setError('boom'));
    await waitFor(() => expect(result.current.error).toBe(FETCH_ERROR));
    expect(result.current.loading).toBe(false);
  });

  it('has nothing for nobody', async () => {
    const { result } = renderHook(() => ({ unread: useUnreadNotifications(), list: useNotifications() }));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.unread).toBe(0);
    expect(result.current.list.notifications).toEqual([]);
  });
});
