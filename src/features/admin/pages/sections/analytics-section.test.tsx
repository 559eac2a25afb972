import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { DirectoryAnalytics } from '@shared/directory-analytics';
import type { DirectoryAnalyticsState } from '../../data/directory-analytics';
import { AnalyticsSection } from './analytics-section';

const state = vi.hoisted(() => ({ current: null as unknown as DirectoryAnalyticsState }));
vi.mock('../../data/directory-analytics', () => ({ useDirectoryAnalytics: () => state.current }));

const WEEK = 7 * 86_400_000;
const figures = (over: Partial<DirectoryAnalytics> = {}): DirectoryAnalytics => ({
  asOf: Date.UTC(2026, 10, 26, 9, 30),
  listingsByDay: [
    { day: '2026-11-24', approved: 70, pending: 3, rejected: 2 },
    { day: '2026-11-25', approved: 74, pending: 4, rejected: 3 },
    { day: '2026-11-26', approved: 75, pending: 4, rejected: 3 },
  ],
  moderationByWeek: [
    { label: '2026-W47', start: 0, end: WEEK, approved: 4, rejected: 1 },
    { label: '2026-W48', start: WEEK, end: 2 * WEEK, approved: 2, rejected: 0 },
  ],
  activityByWeek: [
    { label: '2026-W47', start: 0, end: WEEK, accounts: 1, reviews: 12 },
    { label: '2026-W48', start: WEEK, end: 2 * WEEK, accounts: 0, reviews: 7 },
  ],
  revenueByMonth: [
    { label: '2026-10', start: 0, end: 1, byPlan: { Silver: 3000, Gold: 3000, Platinum: 0 } },
    { label: '2026-11', start: 1, end: 2, byPlan: { Silver: 2000, Gold: 0, Platinum: 5000 } },
  ],
  plans: ['Silver', 'Gold', 'Platinum'],
  currency: 'usd',
  searchMisses: [
    { term: 'halal burgers', devices: 5, searches: 12, lastDay: '2026-11-25' },
    { term: 'vegan ramen', devices: 3, searches: 4, lastDay: '2026-11-24' },
  ],
  ...over,
});

const retry = vi.fn();
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  retry.mockReset();
  state.current = { data: figures(), loading: false, error: null, retry };
});

describe('AnalyticsSection', () => {
  it('shows each figure under its heading, with the time the figures were read', () => {
    renderWithProviders(<AnalyticsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Analytics' })).toBeInTheDocument();
    expect(
      screen
        .getByText(/^As of/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-11-26T09:30:00.000Z');
    for (const name of [
      'Listings by status',
      'Moderation per week',
      'New accounts and reviews per week',
      'Revenue by plan per month',
      'Searches that found nothing',
    ]) {
      expect(section(name)).toBeTruthy();
    }
    expect(within(section('Listings by status')).getByText(/^Now: 75 approved, 4 pending, 3 rejected\./)).toBeInTheDocument();
    expect(within(section('Moderation per week')).getByText(/6 approved and 1 rejected in the last 2 weeks/)).toBeInTheDocument();
    expect(within(section('New accounts and reviews per week')).getByText(/^1 new account and 19 reviews in the last 2 weeks\./)).toBeInTheDocument();
  });

  it('shows revenue as money, per plan and in total', () => {
    renderWithProviders(<AnalyticsSection />);
    const revenue = section('Revenue by plan per month');
    expect(within(revenue).getByText(/\$130 paid in the last 2 months \(Silver \$50, Gold \$30, Platinum \$50\)/)).toBeInTheDocument();
    expect(within(revenue).getAllByText('$50').length).toBeGreaterThan(0);
  });

  it('lists the searches that found nothing, one row each, in the order given', () => {
    renderWithProviders(<AnalyticsSection />);
    const rows = screen.getAllByTestId('search-miss-row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['halal burgers', '5', '12'],
      ['vegan ramen', '3', '4'],
    ]);
  });

  it('explains when searches will appear while there are none', () => {
    state.current = { ...state.current, data: figures({ searchMisses: [] }) };
    renderWithProviders(<AnalyticsSection />);
    expect(screen.queryAllByTestId('search-miss-row')).toHaveLength(0);
    expect(within(section('Searches that found nothing')).getByText(/once 3 or more devices have searched/)).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    state.current = { data: null, loading: true, error: null, retry };
    renderWithProviders(<AnalyticsSection />);
    expect(screen.getAllByTestId('analytics-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^As of/)).not.toBeInTheDocument();
  });

  it('says why it failed and retries on request', () => {
    state.current = { data: null, loading: false, error: 'You are offline.', retry };
    renderWithProviders(<AnalyticsSection />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The analytics could not be loaded. You are offline.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
