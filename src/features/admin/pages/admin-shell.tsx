import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Plus, ShieldCheck } from 'lucide-react';
import { DashboardActionLink, DashboardShell, type DashboardTab } from '@/components/dashboard-shell';
import { useSession } from '@/features/auth';

const TABS: DashboardTab[] = [
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
      tabs={TABS}
      tabsLabel="Admin sections"
    >
      {content}
    </DashboardShell>
  );
}
