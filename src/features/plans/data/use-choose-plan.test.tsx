// A paid plan whose session is Stripe Embedded Checkout: the app loads its own /checkout page as
// a document (no Stripe.js here) with the client secret kept for this tab; without a publishable
// key it says payments are not set up instead. A test checkout URL is still left for as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { readCheckoutIntent } from '../lib/checkout-intent';
import { signInAs } from '@/testing/session';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

const { useChoosePlan } = await import('./use-choose-plan');

const assign = vi.fn();
const SECRET = 'cs_test_embedded_2_secret_xyz';

function Chooser() {
  const { choose } = useChoosePlan();
  return (
    <button type="button" onClick={() => void choose('Gold', 30)}>
      Choose Gold
    </button>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderChooser() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route path="/pricing" element={<Chooser />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Choose Gold' }));
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  functions.callFunction.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_forkfulUnitTest');
  useSyncStore.setState({ online: true });
  signInAs('owner');
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('useChoosePlan with Stripe Embedded Checkout', () => {
  it('loads /checkout as a document (its own CSP allows Stripe) and keeps the client secret for it', async () => {
    functions.callFunction.mockResolvedValueOnce({ url: `${window.location.origin}/checkout?session_id=cs_test_embedded_2`, sessionId: 'cs_test_embedded_2', clientSecret: SECRET });
    renderChooser();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout?session_id=cs_test_embedded_2'));
    expect(where()).toBe('/pricing');
    expect(readCheckoutIntent('cs_test_embedded_2')).toMatchObject({ plan: 'Gold', price: 30, clientSecret: SECRET, before: { package: null } });
    // Stripe.js belongs to /checkout alone.
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('without a publishable key: says payments are not set up and stays', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    functions.callFunction.mockResolvedValueOnce({ url: `${window.location.origin}/checkout?session_id=cs_test_embedded_3`, sessionId: 'cs_test_embedded_3', clientSecret: SECRET });
    renderChooser();
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Subscription Error', description: 'Payments are not set up yet. Please try again later.' }));
    expect(where()).toBe('/pricing');
    expect(readCheckoutIntent('cs_test_embedded_3')).toBeNull();
  });

  it('a session without a client secret (the emulators’ test checkout) is left for by URL', async () => {
    const url = `${window.location.origin}/test-checkout?session_id=cs_test_local_1`;
    functions.callFunction.mockResolvedValueOnce({ url, sessionId: 'cs_test_local_1' });
    renderChooser();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(where()).toBe('/pricing');
    expect(readCheckoutIntent('cs_test_local_1')).not.toHaveProperty('clientSecret');
  });
});
