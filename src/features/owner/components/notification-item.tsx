// One notification: icon by type, title, message, how long ago, and an unread highlight.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Bell, CalendarDays, CircleCheck, CircleX, MessageSquareReply, ShieldAlert, ShieldCheck } from '@/components/icons';
import { VisuallyHidden } from '@/components/layout';
import type { NotificationType, OwnerNotification } from '../data/notification-schema';
import { RelativeTime } from '@/components/relative-time';

type Tone = 'success' | 'danger' | 'neutral';

const ICONS: Record<NotificationType, { Icon: typeof Bell; tone: Tone }> = {
  listing_approved: { Icon: CircleCheck, tone: 'success' },
  listing_rejected: { Icon: CircleX, tone: 'danger' },
  review_reply: { Icon: MessageSquareReply, tone: 'neutral' },
  report_resolved: { Icon: ShieldCheck, tone: 'success' },
  review_removed: { Icon: ShieldAlert, tone: 'danger' },
  booking: { Icon: CalendarDays, tone: 'neutral' },
  lead: { Icon: MessageSquareReply, tone: 'neutral' },
  other: { Icon: Bell, tone: 'neutral' },
};

export function NotificationItem({ notification }: { notification: OwnerNotification }) {
  const { Icon, tone } = ICONS[notification.type] ?? ICONS.other;
  const unread = !notification.isRead;
  const action = actionFor(notification);
  return (
    <Item $unread={unread} data-testid="notification" data-unread={unread}>
      <IconWrap $tone={tone} data-testid={`notification-icon-${notification.type}`}>
        <Icon size={20} aria-hidden="true" />
      </IconWrap>
      <Body>
        <Title>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.title}
        </Title>
        {notification.message && <Message>{notification.message}</Message>}
        <Footer>
          <RelativeTime ms={notification.createdAt} />
          {action && <Link to={action.to}>{action.label}</Link>}
        </Footer>
      </Body>
      {unread && <Dot aria-hidden="true" />}
    </Item>
  );
}

/** Where a notification about a listing leads: the public page once approved, the editor when rejected. */
function actionFor({ id, type, listingId }: OwnerNotification): { to: string; label: string } | null {
  if (type === 'lead') return { to: '/user-dashboard/leads', label: 'Open Leads' };
  // The booking functions say whose side a notice is on in its id.
  if (type === 'booking') return id.startsWith('bookingOwner_') ? { to: '/user-dashboard/bookings', label: 'Open Bookings' } : { to: '/bookings', label: 'See My bookings' };
  if (!listingId) return null;
  if (type === 'listing_approved') return { to: `/listing/${listingId}`, label: 'View listing' };
  if (type === 'listing_rejected') return { to: `/user-dashboard/listings/${listingId}/edit`, label: 'Edit listing' };
  if (type === 'review_reply') return { to: `/listing/${listingId}#reviews-heading`, label: 'Read the reply' };
  return null;
}

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  padding: ${theme.space(4)};
  border: 1px solid ${({ $unread, theme }) => ($unread ? theme.color.primaryBorder : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $unread, theme }) => ($unread ? theme.color.primarySoft : theme.color.surface)};
`;

const IconWrap = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: ${({ $tone, theme }) => ({ success: theme.color.success, danger: theme.color.danger, neutral: theme.color.primary })[$tone]};
  background: ${({ $tone, theme }) => ({ success: theme.color.successSoft, danger: theme.color.dangerSoft, neutral: theme.color.surfaceAlt })[$tone]};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  overflow-wrap: anywhere;
`;

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
`;

const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${theme.color.primary};
`;
