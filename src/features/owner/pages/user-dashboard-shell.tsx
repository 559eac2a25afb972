import { lazy, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { MailWarning, Plus } from '@/components/icons';
import { Button } from '@/components/button';
import { DashboardActionLink, DashboardShell, DashboardTabDot, type DashboardTab } from '@/components/dashboard-shell';
import { VisuallyHidden } from '@/components/layout';
import { useSession } from '@/features/auth';
import { PlanBadge } from '../components/plan-badge';
import { resendVerificationEmail } from '../data/resend-verification';
import { useUnreadNotifications } from '../data/use-notifications';

const NOTIFICATIONS = '/user-dashboard/notifications';
const TABS: DashboardTab[] = [
  { to: '/user-dashboard', label: 'Overview', end: true },
  { to: '/user-dashboard/listings', label: 'My Listings' },
  { to: '/user-dashboard/reviews', label: 'Reviews' },
  { to: NOTIFICATIONS, label: 'Notifications' },
  { to: '/user-dashboard/leads', label: 'Leads' },
  { to: '/user-dashboard/bookings', label: 'Bookings' },
  { to: '/user-dashboard/analytics', label: 'Analytics' },
  { to: '/user-dashboard/settings', label: 'Settings' },
];

// The sections load as one chunk of their own while the shell stays on screen.
type Sections = typeof import('./owner-sections');
const loadSections = () => import('./owner-sections');
const section = (name: keyof Sections) => {
  const Section = lazy(async () => ({ default: (await loadSections())[name] as ComponentType }));
  return <Section />;
};

const ROUTES: RouteObject[] = [
  { index: true, element: section('OverviewSection') },
  { path: 'listings', element: section('ListingsSection') },
  { path: 'listings/:id/edit', element: section('EditListingSection') },
  { path: 'reviews', element: section('ReviewsSection') },
  { path: 'notifications', element: section('NotificationsSection') },
  { path: 'leads', element: section('LeadsSection') },
  { path: 'bookings', element: section('BookingsSection') },
  { path: 'analytics', element: section('AnalyticsSection') },
  { path: 'settings', element: section('SettingsSection') },
  { path: 'new-listing', element: section('NewListingSection') },
  { path: '*', element: <Navigate to="/user-dashboard" replace /> },
];

/** The owner's area (/user-dashboard/*): who is signed in, their plan, and the section tabs. */
export function UserDashboardShell() {
  const { user, profile, name, email } = useSession();
  const content = useRoutes(ROUTES);
  // The welcome and plan belong to the Overview; elsewhere a slim header leaves room for the section.
  const compact = useLocation().pathname.replace(/\/+$/, '') !== '/user-dashboard';

  const unread = useUnreadNotifications();
  const [resending, setResending] = useState(false);

  // Unlike the old product (a toast only), this really sends the email.
  const handleResend = async () => {
    setResending(true);
    try {
      await resendVerificationEmail();
    } finally {
      setResending(false);
    }
  };

  return (
    <DashboardShell
      eyebrow="Owner dashboard"
      title={<>Welcome, {name}</>}
      name={name}
      email={email}
      heroExtra={<PlanBadge profile={profile} />}
      compact={compact}
      actions={
        <DashboardActionLink to="/user-dashboard/new-listing">
          <Plus size={18} aria-hidden="true" /> Add Listing
        </DashboardActionLink>
      }
      banner={
        user &&
        !user.emailVerified && (
          <VerifyBanner role="status">
            <MailWarning size={20} aria-hidden="true" />
            <p>
              <strong>Please verify your email.</strong> We sent a link to {user.email}. You need a verified email to add
              listings.
            </p>
            <Button $size="sm" $variant="secondary" onClick={() => void handleResend()} disabled={resending} aria-busy={resending}>
              {resending ? 'Sending…' : 'Resend Email'}
            </Button>
          </VerifyBanner>
        )
      }
      tabs={TABS.map((tab) =>
        tab.to === NOTIFICATIONS && unread > 0
          ? {
              ...tab,
              badge: (
                <DashboardTabDot data-testid="unread-dot">
                  <VisuallyHidden>, {unread} unread</VisuallyHidden>
                </DashboardTabDot>
              ),
            }
          : tab,
      )}
      tabsLabel="Dashboard sections"
    >
      {content}
    </DashboardShell>
  );
}

const VerifyBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.warningBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.text};
  svg {
    flex: none;
    color: ${theme.color.warning};
  }
  p {
    flex: 1 1 220px;
    margin: 0;
    font-size: ${theme.size.sm};
  }
`;
