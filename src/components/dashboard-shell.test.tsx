// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DashboardActionLink, DashboardShell, DashboardTabDot, type DashboardShellProps } from './dashboard-shell';

const TABS = [
  { to: '/area', label: 'Overview', end: true },
  { to: '/area/listings', label: 'Listings' },
  { to: '/area/notifications', label: 'Notifications' },
];

function renderShell(props: Partial<DashboardShellProps> = {}, route = '/area/listings') {
  return renderWithProviders(
    <DashboardShell
      eyebrow="Owner dashboard"
      title="Welcome, Dana"
      name="dana"
      email="dana@example.com"
      tabs={TABS}
      tabsLabel="Dashboard sections"
      {...props}
    >
      {props.children ?? <p>Section body</p>}
    </DashboardShell>,
    { route },
  );
}

describe('DashboardShell', () => {
  it('shows who is signed in, the eyebrow, the title, a way back and the routed content', () => {
    renderShell();
    const who = screen.getByTestId('shell-user');
    expect(who.textContent).toContain('dana');
    expect(who.textContent).toContain('dana@example.com');
    // The avatar is the name's initial, hidden from screen readers.
    expect(who.querySelector('[aria-hidden="true"]')?.textContent).toBe('D');
    expect(screen.getByText('Owner dashboard').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Dana');
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Section body')).toBeInTheDocument();
  });

  it('falls back to "?" for the avatar when there is no name', () => {
    renderShell({ name: '' });
    expect(screen.getByTestId('shell-user').querySelector('[aria-hidden="true"]')?.textContent).toBe('?');
  });

  it('lists the tabs as links in a labelled navigation and marks the current one', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Overview', '/area'],
      ['Listings', '/area/listings'],
      ['Notifications', '/area/notifications'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    // `end`: the index tab is not active on a sub-path.
    expect(within(nav).queryByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Notifications' })).not.toHaveAttribute('aria-current');
  });

  it('marks the index tab on the index path only', () => {
    renderShell({}, '/area');
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Listings' })).not.toHaveAttribute('aria-current');
  });

  it('renders no banner, actions, hero extra or badges unless given', () => {
    renderShell();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Listing' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('renders the banner, actions, hero extra and a tab badge when given', () => {
    renderShell({
      heroExtra: <span data-testid="plan-badge">Gold Plan</span>,
      actions: <DashboardActionLink to="/area/new-listing">Add Listing</DashboardActionLink>,
      banner: <div role="status">Please verify your email.</div>,
      tabs: TABS.map((tab) =>
        tab.label === 'Notifications'
          ? {
              ...tab,
              badge: (
                <DashboardTabDot data-testid="unread-dot">
                  <span>, 3 unread</span>
                </DashboardTabDot>
              ),
            }
          : tab,
      ),
    });
    expect(screen.getByTestId('plan-badge').textContent).toBe('Gold Plan');
    expect(screen.getByRole('link', { name: 'Add Listing' })).toHaveAttribute('href', '/area/new-listing');
    expect(screen.getByRole('status').textContent).toBe('Please verify your email.');
    // The badge sits inside its tab, so the link's name carries it.
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const tab = within(nav).getByRole('link', { name: /^Notifications\s*, 3 unread$/ });
    expect(within(tab).getByTestId('unread-dot')).toBeInTheDocument();
    // Keeps its visually hidden text inside the scrolling strip (phones scrolled sideways).
    expect(getComputedStyle(screen.getByTestId('unread-dot')).position).toBe('relative');
  });

  it('dark tone: the eyebrow is a badge in the top bar and the user sits under the title', () => {
    renderShell({ tone: 'dark', eyebrow: 'Admin Mode', title: 'Admin dashboard', tabsLabel: 'Admin sections' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Admin dashboard' });
    const who = screen.getByTestId('shell-user');
    expect(heading.nextElementSibling).toBe(who);
    const badge = screen.getByText('Admin Mode');
    expect(badge.nextElementSibling).toBe(screen.getByRole('link', { name: 'Back to Site' }));
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('light tone: the user sits in the top bar, after the way back', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Back to Site' }).nextElementSibling).toBe(screen.getByTestId('shell-user'));
    expect(screen.getByText('Owner dashboard').nextElementSibling).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('shows a spinner while the section loads and contains its errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const Broken = lazy(() => new Promise<{ default: () => null }>((_, reject) => (fail = reject)));
    renderShell({ children: <Broken />, sectionName: 'the listings' });
    expect(screen.getByRole('navigation', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail(new Error('chunk failed'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong showing the listings.');
    // The frame stays.
    expect(screen.getByTestId('shell-user')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
