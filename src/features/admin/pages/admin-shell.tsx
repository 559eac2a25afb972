import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Navigate, NavLink, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Plus, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { Container } from '@/components/layout';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/features/auth';

const TABS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/listings', label: 'Listings' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/new-listing', label: 'New Listing' },
];

// The sections load as one chunk of their own while the shell stays on screen.
type Sections = typeof import('./admin-sections');
const loadSections = () => import('./admin-sections');
const section = (name: keyof Sections) => {
  const Section = lazy(async () => ({ default: (await loadSections())[name] as ComponentType }));
  return <Section />;
};

const ROUTES: RouteObject[] = [
  { index: true, element: section('AdminOverview') },
  { path: 'listings', element: section('AdminListings') },
  { path: 'users', element: section('AdminUsers') },
  { path: 'settings', element: section('AdminSettings') },
  { path: 'new-listing', element: section('AdminNewListing') },
  { path: '*', element: <Navigate to="/admin" replace /> },
];

/** The admin area (/admin/*), clearly marked as Admin Mode. */
export function AdminShell() {
  const { name, email } = useSession();
  const content = useRoutes(ROUTES);
  return (
    <>
      <Top>
        <Container>
          <TopBar>
            <ModeBadge>
              <ShieldCheck size={16} aria-hidden="true" /> Admin Mode
            </ModeBadge>
            <BackLink to="/">
              <ArrowLeft size={16} aria-hidden="true" /> Back to Site
            </BackLink>
          </TopBar>
          <Hero>
            <div>
              <Title>Admin dashboard</Title>
              <Who data-testid="shell-user">
                <Avatar aria-hidden="true">{(name || '?').charAt(0).toUpperCase()}</Avatar>
                <WhoText>
                  <strong>{name}</strong>
                  <span>{email}</span>
                </WhoText>
              </Who>
            </div>
            <AddButton to="/admin/new-listing">
              <Plus size={18} aria-hidden="true" /> Add Listing
            </AddButton>
          </Hero>
          <Tabs aria-label="Admin sections">
            {TABS.map((tab) => (
              <Tab key={tab.to} to={tab.to} end={tab.end}>
                {tab.label}
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
  background: ${({ theme }) => theme.color.text};
  color: #fff;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
`;

const ModeBadge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.sm};
  color: #fff;
  text-decoration: none;
  opacity: 0.9;
  &:hover {
    opacity: 1;
    text-decoration: underline;
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

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.size.xxl};
  letter-spacing: -0.02em;
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
  background: #fff;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
`;

const WhoText = styled.div`
  display: grid;
  min-width: 0;
  line-height: 1.25;
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
    opacity: 0.75;
  }
`;

const AddButton = styled(ButtonLink)`
  width: 100%;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    width: auto;
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
  color: rgba(255, 255, 255, 0.72);
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.sm};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: #fff;
  }
  &.active {
    color: #fff;
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline-color: #fff;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(12)};
`;
