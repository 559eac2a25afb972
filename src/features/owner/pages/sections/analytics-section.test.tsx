// The analytics page over an in-memory source: our two data hooks are replaced (the owner's
// listings and their usage counts), so what is tested is the page's arithmetic and wording.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { dayKeyOf, type ListingDayStats } from '@shared/usage';
import { renderWithProviders } from '@/testing/render';
import type { OwnerListingItem } from '../../data/use-owner-listings';
import type { ListingStatsState } from '../../data/use-listing-stats';
import { dayRange } from '../../lib/stats-math';
import { AnalyticsSection } from './analytics-section';

const source = vi.hoisted(() => ({
  owner: { listings: [] as unknown[], loading: false, error: null as string | null },
  stats: null as unknown,
}));
vi.mock('../../data/use-owner-listings', () => ({ useOwnerListings: () => source.owner }));
vi.mock('../../data/use-listing-stats', () => ({ useListingStats: () => source.stats }));
// The chart's own tests cover it; here it would only try to draw.
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

const listing = (id: string, title: string, status = 'approved') => ({ id, title, status, createdAt: 1 }) as unknown as OwnerListingItem;
const today = dayKeyOf(Date.now());
const daysAgo = (n: number) => dayRange(today, n + 1)[0];

function stats(byListing: Record<string, ListingDayStats[]>, extra: Partial<ListingStatsState> = {}): ListingStatsState {
  return {
    stats: { savedAt: Date.now(), start: daysAgo(179), byListing },
    loading: false,
    refreshing: false,
    failed: false,
    online: true,
    refresh: vi.fn(),
    ...extra,
  };
}

const card = (label: string) => screen.getAllByTestId('stat-card').find((c) => within(c).queryByRole('heading', { name: label }))!;
const value = (label: string) => within(card(label)).getByTestId('stat-value').textContent;

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

beforeEach(() => {
  source.owner = { listings: [listing('l-a', 'Apple Café'), listing('l-b', 'Bistro Blue')], loading: false, error: null };
  source.stats = stats({
    'l-a': [
      { day: today, view: 3, contact_phone: 1, favorite_add: 1 },
      { day: daysAgo(6), view: 2, appearance: 9, directions: 1 },
      { day: daysAgo(7), view: 10 },
      { day: daysAgo(40), view: 50 },
    ],
    'l-b': [{ day: daysAgo(1), view: 7, contact_website: 2, contact_whatsapp: 1, share: 2, view_near_me: 3, view_open_now: 1 }],
  });
});

describe('AnalyticsSection', () => {
  it('a steady week with today only begun reads as steady, not as a fall', () => {
    source.stats = stats({ 'l-a': [{ day: today, view: 1 }, ...Array.from({ length: 14 }, (_, i) => ({ day: daysAgo(i + 1), view: 10 }))] });
    renderWithProviders(<AnalyticsSection />, { route: '/user-dashboard/analytics?days=7' });
    expect(value('Views')).toBe('61'); // six whole days and today's 1
    expect(within(card('Views')).getByText('Same as previous 7 days')).toBeInTheDocument();
  });

  it('totals the last 30 days by default; changes set whole days against the 30 before', () => {
    renderWithProviders(<AnalyticsSection />, { route: '/user-dashboard/analytics' });
    expect(value('Views')).toBe('22');
    expect(within(card('Views')).getByText('−62% vs previous 30 days')).toBeInTheDocument(); // 19 (to yesterday) against 50
    expect(value('Contact taps')).toBe('4');
    expect(within(card('Contact taps')).getByText('New')).toBeInTheDocument();
    expect(value('Appeared in results')).toBe('9');
    expect(value('Saves')).toBe('1');
    expect(value('Directions')).toBe('1');
    expect(value('Shares')).toBe('2');
    expect(screen.getByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
  });

  it('7 days include today; the choice goes into the URL and is read back from it', () => {
    renderWithProviders(
      <>
        <AnalyticsSection />
        <Where />
      </>,
      { route: '/user-dashboard/analytics?days=90' },
    );
    expect(value('Views')).toBe('72');
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByTestId('where').textContent).toBe('?days=7');
    expect(value('Views')).toBe('12'); // today 3 + 6 days ago 2 + yesterday 7; 7 days ago is out
    // Whole days only: the 7 to yesterday (19) against the 7 before (none); today's save is not in it yet.
    expect(within(card('Views')).getByText('New')).toBeInTheDocument();
    expect(within(card('Saves')).getByText('Same as previous 7 days')).toBeInTheDocument();
    expect(within(card('Shares')).getByText('New')).toBeInTheDocument();
  });

  it('lists each listing with the test ids the end-to-end test reads, sortable from the headers', () => {
    renderWithProviders(<AnalyticsSection />, { route: '/user-dashboard/analytics?days=7' });
    const ids = () => screen.getAllByTestId('stats-row').map((r) => r.getAttribute('data-listing-id'));
    const row = (id: string) => screen.getAllByTestId('stats-row').find((r) => r.getAttribute('data-listing-id') === id)!;
    expect(ids()).toEqual(['l-b', 'l-a']); // by views, most first
    const b = row('l-b');
    expect(
      ['stat-views', 'stat-appearances', 'stat-contacts', 'stat-saves', 'stat-directions', 'stat-shares'].map(
        (t) => within(b).getByTestId(t).textContent,
      ),
    ).toEqual(['7', '0', '3', '0', '0', '2']);
    expect(
      within(b)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-2),
    ).toEqual(['3', '1']); // from Near me, from Open now

    const table = screen.getByRole('table', { name: /^Your listings, last 7 days/ });
    // It may scroll sideways: a focusable, labelled region around it.
    const region = table.closest('[role="region"]')!;
    expect([region.getAttribute('tabindex'), region.getAttribute('aria-labelledby')]).toEqual(['0', 'listing-stats-title']);
    const views = within(table).getByRole('columnheader', { name: /^Views$/ });
    expect(views).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(views).getByRole('button'));
    expect(views).toHaveAttribute('aria-sort', 'ascending');
    expect(ids()).toEqual(['l-a', 'l-b']);
    const listingHeader = within(table).getByRole('columnheader', { name: /^Listing$/ });
    fireEvent.click(within(listingHeader).getByRole('button'));
    expect(listingHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(views).not.toHaveAttribute('aria-sort');
    expect(ids()).toEqual(['l-a', 'l-b']);
    // Each header holds a real button: in the tab order, and Enter or Space sorts.
    fireEvent.click(within(table).getByRole('button', { name: 'Saves' }));
    expect(within(table).getByRole('button', { name: 'Views from Near me' })).toBeInTheDocument(); // two lines, one name
    expect(ids()).toEqual(['l-a', 'l-b']);
  });

  it('draws views and contact taps per day, with the figures as a table', () => {
    renderWithProviders(<AnalyticsSection />, { route: '/user-dashboard/analytics?days=7' });
    expect(screen.getByRole('img', { name: /^Views and contact taps per day, last 7 days\. Views: 12 in all/ })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Show as table'));
    const table = screen.getByRole('table', { name: 'Views and contact taps per day, last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1']); // today first
  });

  it('says how fresh the figures are, and that they are the saved ones when offline or after a failed refresh', () => {
    const savedAt = new Date(2026, 10, 24, 15, 42).getTime();
    source.stats = {
      ...stats({ 'l-a': [{ day: today, view: 1 }] }),
      online: false,
      stats: { savedAt, start: today, byListing: { 'l-a': [{ day: today, view: 1 }] } },
    };
    const { rerender } = renderWithProviders(<AnalyticsSection />);
    expect(screen.getByTestId('stats-as-of').textContent).toBe('You are offline: showing the figures saved on this device, as of Nov 24, 3:42 PM.');
    expect(value('Views')).toBe('1');
    const retry = vi.fn();
    source.stats = { ...(source.stats as ListingStatsState), online: true, failed: true, refresh: retry };
    rerender(<AnalyticsSection />);
    expect(screen.getByTestId('stats-as-of').textContent).toMatch(
      /^Could not refresh: showing the figures saved on this device, as of Nov 24, 3:42 PM\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    source.stats = { ...(source.stats as ListingStatsState), failed: false, stats: { savedAt: Date.now(), start: today, byListing: {} } };
    rerender(<AnalyticsSection />);
    expect(screen.getByTestId('stats-as-of').textContent).toMatch(/^As of \d{1,2}:\d{2} [AP]M$/);
  });

  it('offline with nothing saved yet: says when the figures will come', () => {
    source.stats = { stats: null, loading: false, refreshing: false, failed: false, online: false, refresh: vi.fn() };
    renderWithProviders(<AnalyticsSection />);
    expect(screen.getByTestId('stats-as-of').textContent).toBe('You are offline. Your figures will appear here once you are back online.');
    expect(screen.queryAllByTestId('stat-card')).toHaveLength(0);
  });

  it('shows skeletons of the final size while loading', () => {
    source.stats = { stats: null, loading: true, refreshing: true, failed: false, online: true, refresh: vi.fn() };
    renderWithProviders(<AnalyticsSection />);
    expect(screen.getAllByTestId('stat-card')).toHaveLength(6);
    // Each skeleton is a status with its words inside (an aria-label on a bare div is not allowed).
    const statuses = screen.getAllByRole('status').map((el) => el.textContent);
    expect(statuses).toEqual(expect.arrayContaining(['Loading Views', 'Loading the chart']));
    expect(document.querySelector('div[aria-label]:not([role])')).toBeNull();
  });

  it('no listings: offers to add one', () => {
    source.owner = { listings: [], loading: false, error: null };
    source.stats = stats({});
    renderWithProviders(<AnalyticsSection />);
    expect(screen.getByText('No listings to show figures for')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/user-dashboard/new-listing');
    expect(screen.queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
  });

  it('listings but nothing counted yet: explains when numbers appear, and pending listings', () => {
    source.owner = { listings: [listing('l-p', 'Pending Place', 'pending')], loading: false, error: null };
    source.stats = stats({ 'l-p': [] });
    renderWithProviders(<AnalyticsSection />);
    const empty = screen.getByTestId('stats-empty');
    expect(within(empty).getByText('No visits counted yet')).toBeInTheDocument();
    expect(within(empty).getByText(/once per listing per day/)).toBeInTheDocument();
    expect(within(empty).getByText('Your pending listings are not counted until they are approved.')).toBeInTheDocument();
  });
});
