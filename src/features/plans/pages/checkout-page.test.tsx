// Stripe Embedded Checkout on /checkout, with Stripe.js replaced at the module boundary: the form
// is created with this tab's client secret and mounted on the page; Stripe.js that does not load
// says so and leads back to /pricing; leaving the page destroys the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { StripeEmbeddedCheckoutOptions } from '@stripe/stripe-js';
import { theme } from '@/lib/theme';
import { saveCheckoutIntent } from '../lib/checkout-intent';
import { CheckoutPage } from './checkout-page';
import { flushTasks } from '@/testing/wait';

const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

const KEY = 'pk_test_forkfulUnitTest';
const SECRET = 'cs_test_embedded_1_secret_abc';
const checkout = { mount: vi.fn(), unmount: vi.fn(), destroy: vi.fn() };
const createEmbeddedCheckoutPage = vi.fn(async (_options: StripeEmbeddedCheckoutOptions) => checkout);

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderPage(route = '/checkout?session_id=cs_test_embedded_1') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const failedText = () => screen.findByText('Stripe.js failed to load.');

beforeEach(() => {
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', KEY);
  stripeJs.loadStripe.mockReset();
  stripeJs.loadStripe.mockResolvedValue({ createEmbeddedCheckoutPage });
  createEmbeddedCheckoutPage.mockClear();
  Object.values(checkout).forEach((fn) => fn.mockClear());
  sessionStorage.clear();
  saveCheckoutIntent({
    sessionId: 'cs_test_embedded_1',
    plan: 'Gold',
    price: 30,
    before: { package: null, packageExpiresAt: null },
    clientSecret: SECRET,
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('CheckoutPage', () => {
  it("loads Stripe.js with the publishable key and mounts the session's form on its container", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gold plan');
    await waitFor(() => expect(checkout.mount).toHaveBeenCalledTimes(1));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith(KEY);
    expect(createEmbeddedCheckoutPage).toHaveBeenCalledTimes(1);
    const options = createEmbeddedCheckoutPage.mock.calls[0][0];
    await expect(options.fetchClientSecret?.()).resolves.toBe(SECRET);
    expect(checkout.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-checkout'));
    expect(screen.getByTestId('stripe-checkout')).toHaveAttribute('aria-busy', 'false');
    expect(checkout.destroy).not.toHaveBeenCalled();
  });

  it('destroys the form when the page is left', async () => {
    const { unmount } = renderPage();
    await waitFor(() => expect(checkout.mount).toHaveBeenCalled());
    unmount();
    expect(checkout.destroy).toHaveBeenCalledTimes(1);
  });

  it('left before Stripe.js came: no form is created', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    stripeJs.loadStripe.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const { unmount } = renderPage();
    await waitFor(() => expect(stripeJs.loadStripe).toHaveBeenCalled());
    unmount();
    arrive({ createEmbeddedCheckoutPage });
    await flushTasks();
    expect(createEmbeddedCheckoutPage).not.toHaveBeenCalled();
  });

  it.each([
    ['loadStripe rejects', () => stripeJs.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'))],
    ['loadStripe resolves null', () => stripeJs.loadStripe.mockResolvedValueOnce(null)],
  ])('%s: says "Stripe.js failed to load." and leads back to /pricing', async (_case, arrange) => {
    arrange();
    renderPage();
    expect((await failedText()).textContent).toBe('Stripe.js failed to load.');
    expect(screen.queryByTestId('stripe-checkout')).not.toBeInTheDocument();
    expect(createEmbeddedCheckoutPage).not.toHaveBeenCalled();
    const back = screen.getByRole('link', { name: 'Back to pricing' });
    expect(back).toHaveAttribute('href', '/pricing');
    fireEvent.click(back);
    expect(screen.getByTestId('where').textContent).toBe('/pricing');
  });

  it('a form Stripe cannot create (e.g. an expired session) says so, with the way back', async () => {
    createEmbeddedCheckoutPage.mockRejectedValueOnce(new Error('expired'));
    renderPage();
    expect(await screen.findByText('The payment form could not be opened. Please choose your plan again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('without a publishable key nothing loads', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    renderPage();
    expect(await screen.findByText('Payments are not set up yet. Please try again later.')).toBeInTheDocument();
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('a session this tab did not start (no client secret) has nothing to show', () => {
    renderPage('/checkout?session_id=cs_test_someone_else');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout unavailable');
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('Cancel leads to /payment/cancelled', async () => {
    renderPage();
    await waitFor(() => expect(checkout.mount).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('link', { name: 'Cancel and go back' }));
    expect(screen.getByTestId('where').textContent).toBe('/payment/cancelled');
    expect(checkout.destroy).toHaveBeenCalledTimes(1);
  });
});
