// The signed-in owner's notifications, live from this device: the inbox (newest first) and
// the unread count behind the dot on the Notifications tab.
import { useEffect, useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useSessionStore } from '@/stores/session-store';
import type { OwnerNotification } from './notification-schema';
import { getNotificationsCollection, notificationsCollectionName } from './notifications-collection';

export const FETCH_ERROR = 'Could not fetch notifications.';

const signedInUid = (s: ReturnType<typeof useSessionStore.getState>) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null);

export function useNotifications(): { notifications: OwnerNotification[]; unreadCount: number; loading: boolean; error: string | null } {
  const uid = useSessionStore(signedInUid);
  const { settled, syncError } = useFirstSync(uid ? notificationsCollectionName(uid) : 'notifications');
  const state = useObservable(async () => {
    if (!uid) throw new Error('Not signed in');
    return (await getNotificationsCollection(uid)).find().$;
  }, [uid]);

  const notifications = useMemo(
    () =>
      (state.data ?? [])
        .map((doc) => doc.toJSON() as OwnerNotification)
        .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
    [state.data],
  );
  const unreadCount = useMemo(() => notifications.filter((n) => !n.isRead).length, [notifications]);

  useEffect(() => {
    if (uid && state.error) console.error(FETCH_ERROR, state.error);
  }, [uid, state.error]);

  if (state.status === 'error') {
    return { notifications: [], unreadCount: 0, loading: false, error: FETCH_ERROR };
  }
  // Nothing here before this user's first pull on this device is "still loading", not "empty".
  const waitingForFirstPull = state.status === 'ready' && notifications.length === 0 && !settled;
  return {
    notifications,
    unreadCount,
    loading: state.status === 'loading' || (waitingForFirstPull && !syncError),
    error: waitingForFirstPull && syncError ? FETCH_ERROR : null,
  };
}

/** How many notifications the signed-in owner has not read (0 for nobody, or on an error). */
export function useUnreadNotifications(): number {
  const uid = useSessionStore(signedInUid);
  const state = useObservable(async () => {
    if (!uid) throw new Error('Not signed in');
    // find(), not count(): a count RxDB cannot answer from an index throws (no allowSlowCount).
    return (await getNotificationsCollection(uid)).find({ selector: { isRead: false } }).$;
  }, [uid]);
  return state.status === 'ready' ? state.data.length : 0;
}
