// Overview: the owner's business, four figures (listings, reviews, average rating,
// notifications) and the latest reviews and notifications, all from this device.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Bell, ListChecks, MessageSquare, Star, Store } from '@/components/icons';
import { Card } from '@/components/layout';
import { Heading } from '@/components/section-placeholder';
import { useSession } from '@/features/auth';
import { NotificationItem } from '../../components/notification-item';
import { ReviewItem } from '../../components/review-item';
import { RecentBlock } from '../../components/recent-block';
import { ErrorLine } from '../../components/section-parts';
import { StatCard } from '@/components/stat-card';
import { useNotifications } from '../../data/use-notifications';
import { useOwnerListings } from '../../data/use-owner-listings';
import { averageRating, useOwnerReviews } from '../../data/use-owner-reviews';

const RECENT = 3;

export function OverviewSection() {
  const { profile } = useSession();
  const listings = useOwnerListings();
  const reviews = useOwnerReviews();
  const inbox = useNotifications();
  const average = averageRating(reviews.reviews);
  const errors = [...new Set([listings.error, reviews.error, inbox.error].filter(Boolean))];

  return (
    <Stack aria-labelledby="overview-heading">
      <Heading id="overview-heading">Overview</Heading>
      {profile && (
        <BusinessCard aria-label="Your business">
          <Store size={22} aria-hidden="true" />
          <div>
            <strong>{profile.businessName || 'Your business'}</strong>
            <span>{profile.businessType}</span>
          </div>
        </BusinessCard>
      )}
      {errors.length > 0 && (
        <div>
          {errors.map((e) => (
            <ErrorLine key={e} role="alert">
              {e}
            </ErrorLine>
          ))}
        </div>
      )}
      <Stats>
        {/* The query never returns tombstones: deleted listings are not counted. */}
        <StatCard icon={<ListChecks size={20} />} label="Total Listings" value={String(listings.listings.length)} loading={listings.loading} />
        <StatCard icon={<MessageSquare size={20} />} label="Total Reviews" value={String(reviews.reviews.length)} loading={reviews.loading} />
        <StatCard
          icon={<Star size={20} />}
          label="Avg Rating"
          value={average === null ? '—' : average.toFixed(1)}
          note={average === null ? 'No reviews yet' : 'out of 5'}
          loading={reviews.loading}
        />
        <StatCard
          icon={<Bell size={20} />}
          label="Notifications"
          value={String(inbox.notifications.length)}
          note={`${inbox.unreadCount} unread`}
          loading={inbox.loading}
        />
      </Stats>
      <Recent>
        <RecentBlock
          title="Recent reviews"
          linkLabel="View all reviews"
          to="/user-dashboard/reviews"
          loading={reviews.loading}
          empty="No reviews yet"
          items={reviews.reviews.slice(0, RECENT).map((r) => (
            <ReviewItem key={r.id} review={r} headingLevel="h4" />
          ))}
        />
        <RecentBlock
          title="Recent notifications"
          linkLabel="View all notifications"
          to="/user-dashboard/notifications"
          loading={inbox.loading}
          empty="Your inbox is empty"
          items={inbox.notifications.slice(0, RECENT).map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        />
      </Recent>
    </Stack>
  );
}

const Stack = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  & > h2 {
    margin: 0;
  }
`;

const BusinessCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)} ${theme.space(5)};
  svg {
    flex: none;
    color: ${theme.color.primary};
  }
  div {
    display: grid;
  }
  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
`;

const Stats = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const Recent = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
`;
