import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { toPaymentDoc, type Payment } from '../data/payment-schema';

const state = vi.hoisted(() => ({ current: { payments: [] as Payment[], loading: false, error: null as string | null } }));
vi.mock('../data/use-billing-history', () => ({ useBillingHistory: () => state.current }));

const { BillingHistory, formatAmount } = await import('./billing-history');

const payment = (id: string, over: Partial<Payment>): Payment => ({
  id,
  plan: 'Gold',
  amount: 3000,
  currency: 'usd',
  status: 'paid',
  createdAt: Date.UTC(2026, 10, 13, 12),
  paidAt: Date.UTC(2026, 10, 13, 12),
  periodEnd: 0,
  ...over,
});

beforeEach(() => {
  state.current = { payments: [], loading: false, error: null };
});

describe('BillingHistory', () => {
  it('lists plan, amount, date and status', () => {
    state.current.payments = [
      payment('cs_2', { periodEnd: Date.UTC(2027, 0, 12, 12) }),
      payment('cs_1', { plan: 'Silver', amount: 1000, status: 'refunded', paidAt: 0, createdAt: Date.UTC(2026, 9, 2, 12) }),
      payment('cs_0', { plan: 'Platinum', amount: 5000, status: 'flagged' }),
    ];
    renderWithProviders(<BillingHistory />);
    const rows = screen.getAllByTestId('payment-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Gold plan')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$30.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('13 Nov 2026 · plan until 12 Jan 2027')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Paid')).toBeInTheDocument();
    // Not paid (refunded before the record had paidAt): the date it was made.
    expect(within(rows[1]).getByText('2 Oct 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Under review')).toBeInTheDocument();
  });

  it('says when there are no payments', () => {
    renderWithProviders(<BillingHistory />);
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });

  it('shows a load error', () => {
    state.current.error = 'Could not load your billing history.';
    renderWithProviders(<BillingHistory />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load your billing history.');
  });
});

describe('payments as stored on the device', () => {
  it('keeps the fields the history shows, whatever arrives', () => {
    expect(
      toPaymentDoc({
        id: 'cs_1',
        plan: 'Gold',
        amount: 3000,
        currency: 'USD',
        status: 'paid',
        createdAt: { seconds: 10, nanoseconds: 0 },
        userId: 'u1',
        _deleted: false,
      }),
    ).toEqual({
      id: 'cs_1',
      plan: 'Gold',
      amount: 3000,
      currency: 'usd',
      status: 'paid',
      createdAt: 10_000,
      paidAt: 0,
      periodEnd: 0,
      _deleted: false,
    });
    expect(toPaymentDoc({ id: 'cs_2', status: 'weird' }).status).toBe('pending');
    expect(formatAmount(1000, 'usd')).toBe('$10.00');
    expect(formatAmount(1000, 'not a currency')).toBe('10.00 NOT A CURRENCY');
  });
});
