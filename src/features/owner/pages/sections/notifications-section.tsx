// Notifications: the owner's inbox from this device, newest first, with "Mark all as read"
// (a local write, so it works offline and is pushed later).
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CheckCheck, Inbox } from '@/components/icons';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { toast } from '@/stores/toast-store';
import { useSession } from '@/features/auth';
import { NotificationItem } from '../../components/notification-item';
import { EmptyHint, EmptyPanel, ErrorLine, ItemList, SectionHeader } from '../../components/section-parts';
import { markAllNotificationsRead, MARK_READ_ERROR } from '../../data/mark-all-read';
import { useNotifications } from '../../data/use-notifications';

export function NotificationsSection() {
  const { user } = useSession();
  const { notifications, unreadCount, loading, error } = useNotifications();
  const [marking, setMarking] = useState(false);

  const handleMarkAllRead = async () => {
    if (!user) return;
    setMarking(true);
    try {
      await markAllNotificationsRead(user.uid);
    } catch {
      toast({ title: 'Error', description: MARK_READ_ERROR, variant: 'destructive' });
    } finally {
      setMarking(false);
    }
  };

  return (
    <section aria-labelledby="notifications-heading">
      <SectionHeader>
        <Heading id="notifications-heading">Notifications</Heading>
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => void handleMarkAllRead()}
          disabled={loading || unreadCount === 0 || marking}
          aria-busy={marking}
        >
          <CheckCheck size={16} aria-hidden="true" /> Mark all as read
        </Button>
      </SectionHeader>
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      {loading ? (
        <ItemList aria-label="Loading notifications" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton $h="88px" $radius="12px" />
            </li>
          ))}
        </ItemList>
      ) : notifications.length > 0 ? (
        <>
          <Summary>{unreadCount > 0 ? `${unreadCount} unread` : 'All caught up'}</Summary>
          <ItemList aria-label="Your notifications">
            {notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ItemList>
        </>
      ) : (
        !error && (
          <EmptyPanel>
            <EmptyState icon={<Inbox />} title="Your inbox is empty">
              <EmptyHint>We will let you know here when your listings are approved or need changes.</EmptyHint>
            </EmptyState>
          </EmptyPanel>
        )
      )}
    </section>
  );
}

const Summary = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
