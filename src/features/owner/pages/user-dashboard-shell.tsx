import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, Navigate, NavLink, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Crown, MailWarning, Plus } from 'lucide-react';
import { Button, ButtonLink } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { Container, VisuallyHidden } from '@/components/layout';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/features/auth';
import { resendVerificationEmail } from '../data/resend-verification';
import { useUnreadNotifications } from '../data/use-notifications';

const TABS = [
  { to: '/user-dashboard', label: 'Overview', end: true },
  { to: '/user-dashboard/listings', label: 'My Listings' },
  { to: '/user-dashboard/reviews', label: 'Reviews' },
  { to: '/user-dashboard/notifications', label: 'Notifications' },
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
  { path: 'analytics', element: section('AnalyticsSection') },
  { path: 'settings', element: section('SettingsSection') },
  { path: 'new-listing', element: section('NewListingSection') },
  { path: '*', element: <Navigate to="/user-dashboard" replace /> },
];

/** The owner's area (/user-dashboard/*): who is signed in, their plan, and the section tabs. */
export function UserDashboardShell() {
  const { user, profile, name, email } = useSession();
  const plan = profile?.package ?? null;
  const content = useRoutes(ROUTES);

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
    <>
      <Top>
        <Container>
          <TopBar>
            <BackLink to="/">
              <ArrowLeft size={16} aria-hidden="true" /> Back to Site
            </BackLink>
            <Who data-testid="shell-user">
              <Avatar aria-hidden="true">{(name || '?').charAt(0).toUpperCase()}</Avatar>
              <WhoText>
                <strong>{name}</strong>
                <span>{email}</span>
              </WhoText>
            </Who>
          </TopBar>

          <Hero>
            <div>
              <Eyebrow>Owner dashboard</Eyebrow>
              <Title>Welcome, {name}</Title>
              <PlanRow>
                {plan ? (
                  <PlanBadge data-testid="plan-badge">
                    <Crown size={14} aria-hidden="true" /> {plan} Plan
                  </PlanBadge>
                ) : (
                  <ButtonLink to="/pricing" $variant="secondary" $size="sm">
                    <Crown size={14} aria-hidden="true" /> Choose Plan
                  </ButtonLink>
                )}
              </PlanRow>
            </div>
            <AddButton to="/user-dashboard/new-listing">
              <Plus size={18} aria-hidden="true" /> Add Listing
            </AddButton>
          </Hero>

          {user && !user.emailVerified && (
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
          )}

          <Tabs aria-label="Dashboard sections">
            {TABS.map((tab) => (
              <Tab key={tab.to} to={tab.to} end={tab.end}>
                {tab.label}
                {tab.label === 'Notifications' && unread > 0 && (
                  <UnreadDot data-testid="unread-dot">
                    <VisuallyHidden>, {unread} unread</VisuallyHidden>
                  </UnreadDot>
                )}
              </Tab>
            ))}
          </Tabs>
        </Container>
      </Top>
      <Container>
        <Body>
          <ErrorBoundary section="this section">
            <Suspense fallback={<Spinner />}>{content}</Suspense>
          </ErrorBoundary>
        </Body>
      </Container>
    </>
  );
}

const Top = styled.div`
  background: linear-gradient(180deg, ${({ theme }) => theme.color.primarySoft} 0%, ${({ theme }) => theme.color.surfaceAlt} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  flex: none;
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
`;

const WhoText = styled.div`
  display: grid;
  min-width: 0;
  line-height: 1.25;
  text-align: right;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: ${({ theme }) => theme.size.sm};
  }
  span {
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Hero = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(4)};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.size.xxl};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const PlanRow = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const PlanBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.text};
  color: #fff;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
`;

const AddButton = styled(ButtonLink)`
  width: 100%;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    width: auto;
  }
`;

const VerifyBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid #fde68a;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.text};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.warning};
  }
  p {
    flex: 1 1 220px;
    margin: 0;
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 -${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* More tabs than fit on a phone: fade the edge so the row reads as scrollable. */
  mask-image: linear-gradient(to right, #000 calc(100% - 32px), transparent);
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    margin: 0;
    padding: 0;
    mask-image: none;
  }
`;

const Tab = styled(NavLink)`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.sm};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &.active {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(12)};
`;

// position: relative keeps the visually hidden count inside the scrolling tab strip (an
// absolutely positioned child would otherwise widen the page on phones).
const UnreadDot = styled.span`
  position: relative;
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  vertical-align: super;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
`;
