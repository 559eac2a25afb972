import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { useToastStore } from '@/stores/toast-store';
import { OFFLINE_MESSAGE } from '../../data/call-admin';
import { toAdminReport } from '../../data/report-schema';
import type { ShownReport } from '../../data/use-admin-reports';
import { ReportsSection } from './reports-section';

const state = vi.hoisted(() => ({ reports: [] as unknown[], loading: false, resolve: vi.fn() }));
vi.mock('../../data/use-admin-reports', () => ({ useAdminReports: () => ({ reports: state.reports, loading: state.loading, error: null }) }));
vi.mock('../../data/resolve-report', () => ({ resolveReport: state.resolve }));
vi.mock('../../data/use-reported-review', () => ({
  useReportedReview: () => ({ status: 'ready', customerName: 'Casey', rating: 1, comment: 'BUY CHEAP WATCHES', hidden: false }),
}));

const report = (over: Partial<ShownReport>): ShownReport => ({
  ...toAdminReport({
    id: 'review_l-1_u-2_u-3',
    targetType: 'review',
    targetId: 'l-1_u-2',
    listingId: 'l-1',
    reporterId: 'u-3',
    reason: 'spam',
    text: 'An ad',
    status: 'open',
    createdAt: Date.now() - 60_000,
  }),
  listingTitle: 'Golden Crumb',
  reporterName: 'Robin',
  ...over,
});

beforeEach(() => {
  state.loading = false;
  state.resolve.mockReset().mockResolvedValue({});
  state.reports = [
    report({}),
    report({
      id: 'listing_l-2_u-3',
      targetType: 'listing',
      targetId: 'l-2',
      listingId: 'l-2',
      listingTitle: 'Bean There',
      reason: 'closed',
      text: '',
    }),
    report({ id: 'old', status: 'dismissed', resolvedAt: Date.now() }),
  ];
});

describe('ReportsSection', () => {
  it('while loading, shows skeletons as items of a busy list (a list holds only list items)', () => {
    state.loading = true;
    renderWithProviders(<ReportsSection />);
    const list = screen.getByRole('list', { name: 'Loading reports' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(Array.from(list.children).map((c) => c.tagName)).toEqual(['LI', 'LI', 'LI']);
  });

  it('lists open reports with the reported review, the reason and the reporter; resolved ones apart', async () => {
    renderWithProviders(<ReportsSection />);
    const cards = screen.getAllByTestId('report');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByTestId('reported-review').textContent).toContain('BUY CHEAP WATCHES');
    expect(cards[0].textContent).toContain('Spam or advertising');
    expect(cards[0].textContent).toContain('“An ad”');
    expect(cards[0].textContent).toContain('Reported by Robin');
    expect(within(cards[1]).getByRole('button', { name: 'Hide listing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Resolved/ }));
    expect(screen.getAllByTestId('report').map((c) => c.getAttribute('data-status'))).toEqual(['dismissed']);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('hides after a confirmation, and dismisses at once, through resolveReport', async () => {
    renderWithProviders(<ReportsSection />);
    const [first, second] = screen.getAllByTestId('report');
    await userEvent.click(within(first).getByRole('button', { name: 'Hide review' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide this review?' });
    expect(state.resolve).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(state.resolve).toHaveBeenCalledWith('review_l-1_u-2_u-3', 'hide'));
    await userEvent.click(within(second).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(state.resolve).toHaveBeenCalledWith('listing_l-2_u-3', 'dismiss'));
    expect(useToastStore.getState().current?.title).toBe('Report dismissed');
  });

  it('says that deciding needs a connection when offline', async () => {
    state.resolve.mockRejectedValue(new Error(OFFLINE_MESSAGE));
    renderWithProviders(<ReportsSection />);
    await userEvent.click(within(screen.getAllByTestId('report')[1]).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Error', description: OFFLINE_MESSAGE, variant: 'destructive' }),
    );
  });

  it('shapes a pulled report defensively', () => {
    expect(toAdminReport({ id: 'x', reason: 'weird', status: 'nope', createdAt: 5 })).toMatchObject({
      reason: 'other',
      status: 'open',
      targetType: 'review',
      resolvedAt: 0,
      createdAt: 5,
    });
  });
});
