import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { AuditEntry } from '../../data/audit-entry-schema';
import { OverviewSection } from './overview-section';

const state = vi.hoisted(() => ({
  stats: { stats: { totalListings: 0, pendingApproval: 0, activeUsers: 0, totalReviews: 0 }, loading: false, errors: [] as string[] },
  audit: { entries: [] as unknown[], loading: false, error: null as string | null },
}));
vi.mock('../../data/use-admin-stats', () => ({ useAdminStats: () => state.stats }));
vi.mock('../../data/use-audit-log', () => ({ useAuditLog: () => state.audit }));

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  actorId: 'admin',
  actorEmail: 'admin@forkful.test',
  action: 'listing.approve',
  targetType: 'listing',
  targetId: 'l1',
  targetLabel: 'Blue Agave Grill',
  before: null,
  after: null,
  createdAt: Date.now() - 3 * 3600_000,
  ...over,
});

const stat = (label: string) => {
  const card = screen.getAllByTestId('stat-card').find((c) => within(c).queryByRole('heading', { name: label }));
  return within(card!).getByTestId('stat-value').textContent;
};

beforeEach(() => {
  state.stats = { stats: { totalListings: 82, pendingApproval: 4, activeUsers: 6, totalReviews: 1200 }, loading: false, errors: [] };
  state.audit = { entries: [], loading: false, error: null };
});

describe('OverviewSection', () => {
  it('shows the four figures', () => {
    renderWithProviders(<OverviewSection />);
    expect(stat('Total Listings')).toBe('82');
    expect(stat('Pending Approval')).toBe('4');
    expect(stat('Active Users')).toBe('6');
    expect(stat('Total Reviews')).toBe('1,200');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, and an Error line with the messages when a load fails', () => {
    state.stats = { ...state.stats, loading: true, errors: ['Reviews could not be loaded. Quota exceeded'] };
    renderWithProviders(<OverviewSection />);
    expect(screen.queryAllByTestId('stat-value')).toHaveLength(0);
    expect(screen.getByLabelText('Loading Total Reviews')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Reviews could not be loaded. Quota exceeded');
  });

  it('lists recent admin activity in words, or says there is none', () => {
    renderWithProviders(<OverviewSection />);
    expect(screen.getByText(/No admin activity yet/)).toBeInTheDocument();
  });

  it('describes each action with who, what, target and when', () => {
    state.audit.entries = [
      entry({}),
      entry({ id: 'e2', action: 'user.package', targetType: 'user', targetLabel: 'ana@forkful.test', after: { package: 'Gold' } }),
      entry({ id: 'e3', action: 'payment.fulfil', actorId: 'stripe', actorEmail: '', targetType: 'user', targetLabel: 'dana@forkful.test', after: { package: 'Gold' } }),
    ];
    renderWithProviders(<OverviewSection />);
    const items = screen.getAllByTestId('activity').map((i) => i.textContent);
    expect(items[0]).toContain('admin@forkful.test approved “Blue Agave Grill”');
    expect(items[0]).toContain('3 hours ago');
    expect(items[1]).toContain('changed the plan of ana@forkful.test to Gold');
    // Recorded by the payment webhook, not by an admin.
    expect(items[2]).toContain('Stripe confirmed a payment from dana@forkful.test for Gold');
  });
});
