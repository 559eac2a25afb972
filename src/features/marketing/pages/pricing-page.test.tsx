// Choosing a paid plan on /pricing: signed out, offline, refused, and off to checkout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { currentToast } from '@/testing/toast';
import { useSyncStore } from '@/stores/sync-store';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);
vi.mock('@/features/ads', () => ({ AdSlot: () => null }));

const { PricingPage } = await import('./pricing-page');

const assign = vi.fn();
const goldButton = () => within(screen.getByRole('article', { name: 'Gold' })).getByRole('button');

beforeEach(() => {
  functions.callFunction.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  useSyncStore.setState({ online: true });
  signOut();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PricingPage, paid plans', () => {
  it('asks a signed-out visitor to log in', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    fireEvent.click(goldButton());
    expect(currentToast()).toMatchObject({ title: 'Please Log In', action: { label: 'Login', to: '/login' } });
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('says a paid plan needs a connection when offline, without calling or spinning', () => {
    signInAs('owner', { plan: 'Basic' });
    useSyncStore.setState({ online: false });
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    fireEvent.click(goldButton());
    expect(currentToast()).toMatchObject({
      title: 'Subscription Error',
      description: 'You are offline. Choosing a paid plan needs a connection.',
      variant: 'destructive',
    });
    expect(functions.callFunction).not.toHaveBeenCalled();
    expect(goldButton().textContent).toBe('Choose Gold');
    expect(goldButton()).toBeEnabled();
  });

  it("shows the server's refusal and gives the button back", async () => {
    signInAs('owner', { plan: 'Basic' });
    functions.callFunction.mockRejectedValueOnce(
      Object.assign(new Error('Please verify your email before buying a plan.'), { code: 'functions/failed-precondition' }),
    );
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    fireEvent.click(goldButton());
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Subscription Error', description: 'Please verify your email before buying a plan.' }),
    );
    expect(goldButton().textContent).toBe('Choose Gold');
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to a general sentence when the failure says nothing useful', async () => {
    signInAs('owner', { plan: 'Basic' });
    functions.callFunction.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    fireEvent.click(goldButton());
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Subscription Error', description: 'Could not initiate the payment process. Please try again.' }),
    );
  });

  it('sends only the plan, shows progress, and goes to the checkout URL', async () => {
    signInAs('owner', { plan: 'Basic' });
    let answer: (value: unknown) => void = () => undefined;
    functions.callFunction.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    fireEvent.click(goldButton());
    await waitFor(() => expect(goldButton().textContent).toBe('Starting checkout…'));
    expect(goldButton()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(goldButton());
    answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1', sessionId: 'cs_test_1' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
    expect(functions.callFunction).toHaveBeenCalledWith('createCheckoutSession', { plan: 'Gold' });
    // Remembered for the return: what the plan was before paying.
    expect(JSON.parse(sessionStorage.getItem('forkful:checkout') ?? '{}')).toMatchObject({
      sessionId: 'cs_test_1',
      plan: 'Gold',
      price: 30,
      before: { package: 'Basic', packageExpiresAt: null },
    });
  });

  it('notes that plans are one-time and approved listings stay public', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    expect(screen.getByTestId('plan-note').textContent).toMatch(/one-time payments.*approved listings stay public with what Basic includes/);
  });

  it('lists each plan’s features from the entitlement table, none of them sold as coming soon', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    const basic = within(screen.getByRole('list', { name: 'Basic features' })).getAllByRole('listitem');
    expect(basic.map((li) => li.textContent)).toEqual(['Map', 'Contact', 'Location', 'Business Hours']);
    const gold = within(screen.getByRole('article', { name: 'Gold' }));
    expect(gold.getByText(/\+ 16 more features/).textContent?.trim()).toBe('+ 16 more features');
    const more = gold.getByRole('list', { name: 'More Gold features' });
    expect(within(more).getByText('Timekit').closest('li')?.textContent).toBe('Timekit');
    expect(within(more).getByText('Bookings').closest('li')?.textContent).toBe('Bookings');
    expect(within(more).getByText('Menu').closest('li')?.textContent).toBe('Menu');
  });
});
