import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Plus, ShieldCheck } from '@/components/icons';
import { DashboardActionLink, DashboardShell, type DashboardTab } from '@/components/dashboard-shell';
import { useSession } from '@/features/auth';
import { TabCount } from '../components/tab-count';
import { useAdminListings } from '../data/use-admin-listings';
import { useAdminReports } from '../data/use-admin-reports';

const LISTINGS = '/admin/listings';
const REPORTS = '/admin/reports';
const TABS: DashboardTab[] = [
  { to: '/admin', label: 'Overview', end: true },
  { to: LISTINGS, label: 'Listings' },
  { to: REPORTS, label: 'Reports' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/ads', label: 'Ad Management' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/inbox', label: 'Inbox' },
];

// The sections load as one chunk of their own while the shell stays on screen.
type Sections = typeof import('./admin-sections');
const loadSections = () => import('./admin-sections');
const section = (name: keyof Sections) => {
  const Section = lazy(async () => ({ default: (await loadSections())[name] as ComponentType }));
  return <Section />;
};

const ROUTES: RouteObject[] = [
  { index: true, element: section('OverviewSection') },
  { path: 'listings', element: section('ListingsSection') },
  { path: 'listings/:id/edit', element: section('EditListingSection') },
  { path: 'new-listing', element: section('NewListingSection') },
  { path: 'reports', element: section('ReportsSection') },
  { path: 'users', element: section('UsersSection') },
  { path: 'ads', element: section('AdsSection') },
  { path: 'analytics', element: section('AnalyticsSection') },
  { path: 'inbox', element: section('InboxSection') },
  // Ads were under Settings before: old links and bookmarks land on them.
  { path: 'settings', element: <Navigate to="/admin/ads" replace /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
];

/** The admin area (/admin/*), clearly marked as Admin Mode. */
export function AdminShell() {
  const { name, email } = useSession();
  const content = useRoutes(ROUTES);
  const { listings } = useAdminListings();
  const pending = listings.filter((l) => l.status === 'pending').length;
  const { reports } = useAdminReports();
  const openReports = reports.filter((r) => r.status === 'open').length;
  return (
    <DashboardShell
      tone="dark"
      eyebrow={
        <>
          <ShieldCheck size={16} aria-hidden="true" /> Admin Mode
        </>
      }
      title="Admin dashboard"
      name={name}
      email={email}
      actions={
        <DashboardActionLink to="/admin/new-listing">
          <Plus size={18} aria-hidden="true" /> Add Listing
        </DashboardActionLink>
      }
      tabs={TABS.map((tab) =>
        tab.to === LISTINGS
          ? { ...tab, badge: <TabCount count={pending} label="pending" /> }
          : tab.to === REPORTS
            ? { ...tab, badge: <TabCount count={openReports} label="open" /> }
            : tab,
      )}
      tabsLabel="Admin sections"
      sectionName="this admin section"
    >
      {content}
    </DashboardShell>
  );
}
