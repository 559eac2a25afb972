// Back from checkout: wait for the live profile to show the new plan, then say until when.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { useSessionStore, type SessionProfile } from '@/stores/session-store';
import { saveCheckoutIntent } from '../lib/checkout-intent';

const auth = vi.hoisted(() => ({ refreshSessionLater: vi.fn(async () => undefined) }));
vi.mock('@/features/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), ...auth }));

const { PaymentSuccessPage, CONFIRM_TIMEOUT_MS } = await import('./payment-success-page');

const END = Date.UTC(2027, 0, 12, 12);
const PROFILE: SessionProfile = {
  fullName: 'Olive',
  email: 'olive@forkful.test',
  businessName: '',
  businessType: 'Bakery',
  role: 'business_owner',
  package: 'Basic',
  packageExpiresAt: null,
  status: 'active',
};
const ROUTE = '/payment/success?session_id=cs_test_1';
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.UTC(2026, 10, 13) });
  auth.refreshSessionLater.mockClear();
  sessionStorage.clear();
  signInAs('owner', { profile: PROFILE });
});
afterEach(() => vi.useRealTimers());

describe('PaymentSuccessPage', () => {
  it('confirms once the live profile shows the paid plan, with its end date', () => {
    renderWithProviders(<PaymentSuccessPage />, { route: ROUTE });
    expect(heading()).toBe('Confirming your payment…');
    expect(auth.refreshSessionLater).toHaveBeenCalledTimes(1);
    act(() => useSessionStore.getState().setProfile({ ...PROFILE, package: 'Gold', packageExpiresAt: END }));
    expect(heading()).toBe("You're on the Gold plan");
    expect(screen.getByText('Active until 12 Jan 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
  });

  it('buying again waits for the new end date, not the one the plan already had', () => {
    const before = { package: 'Gold' as const, packageExpiresAt: END - 1000 };
    saveCheckoutIntent({ sessionId: 'cs_test_1', plan: 'Gold', price: 30, before });
    useSessionStore.getState().setProfile({ ...PROFILE, ...before });
    renderWithProviders(<PaymentSuccessPage />, { route: ROUTE });
    expect(heading()).toBe('Confirming your payment…');
    act(() => useSessionStore.getState().setProfile({ ...PROFILE, package: 'Gold', packageExpiresAt: END }));
    expect(heading()).toBe("You're on the Gold plan");
  });

  it('confirms at once when the plan changed before the page opened (this tab left for checkout)', () => {
    saveCheckoutIntent({ sessionId: 'cs_test_1', plan: 'Gold', price: 30, before: { package: null, packageExpiresAt: null } });
    useSessionStore.getState().setProfile({ ...PROFILE, package: 'Gold', packageExpiresAt: END });
    renderWithProviders(<PaymentSuccessPage />, { route: ROUTE });
    expect(heading()).toBe("You're on the Gold plan");
  });

  it('after a while, says the payment is still being confirmed and where it will show', () => {
    renderWithProviders(<PaymentSuccessPage />, { route: ROUTE });
    act(() => vi.advanceTimersByTime(CONFIRM_TIMEOUT_MS));
    expect(heading()).toBe('Still confirming your payment');
    expect(screen.getByText(/will show on your dashboard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    signOut();
    renderWithProviders(<PaymentSuccessPage />, { route: ROUTE });
    expect(heading()).toBe('Please log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(auth.refreshSessionLater).not.toHaveBeenCalled();
  });
});
