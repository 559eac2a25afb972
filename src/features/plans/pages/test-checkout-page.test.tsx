// The emulator's card form: Pay posts the card and follows successUrl; a decline says so;
// Cancel leads to /payment/cancelled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';
import { saveCheckoutIntent } from '../lib/checkout-intent';
import { currentToast } from '@/testing/toast';

vi.mock('@/lib/firebase/functions', () => ({ functionsHttpUrl: (name: string) => `http://127.0.0.1:5001/demo-forkful/us-central1/${name}` }));

const { TestCheckoutPage } = await import('./test-checkout-page');

const fetchMock = vi.fn();

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderPage(route = '/test-checkout?session_id=cs_test_local_1') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/test-checkout" element={<TestCheckoutPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('TestCheckoutPage', () => {
  it('says it takes no real payment and shows the plan this tab chose', () => {
    saveCheckoutIntent({ sessionId: 'cs_test_local_1', plan: 'Gold', price: 30, before: { package: null, packageExpiresAt: null } });
    renderPage();
    expect(screen.getByText('Test checkout — no real payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gold plan');
    expect(screen.getByText('$30.00, one-time payment')).toBeInTheDocument();
    for (const label of [/^Card number/, /^Expiry/, /^CVC/, /^Name on card/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('pays with the card, once, and follows successUrl inside the app', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forkful plan');
    fireEvent.input(screen.getByLabelText(/^Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled());
    fireEvent.submit(screen.getByRole('form', { name: 'Card details' }));
    answer(reply(200, { successUrl: `${window.location.origin}/payment/success?session_id=cs_test_local_1` }));
    await waitFor(() => expect(where()).toBe('/payment/success?session_id=cs_test_local_1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:5001/demo-forkful/us-central1/testCheckoutPay');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ sessionId: 'cs_test_local_1', cardNumber: '4242424242424242' });
  });

  it('says a declined card was declined and stays', async () => {
    fetchMock.mockResolvedValueOnce(reply(402, { error: 'Your card was declined.' }));
    renderPage();
    fireEvent.input(screen.getByLabelText(/^Card number/), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Payment Error', description: 'Your card was declined.', variant: 'destructive' }),
    );
    expect(where()).toBe('/test-checkout?session_id=cs_test_local_1');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('a new try clears the previous decline', async () => {
    fetchMock.mockResolvedValueOnce(reply(402, { error: 'Your card was declined.' }));
    fetchMock.mockResolvedValueOnce(reply(200, { successUrl: '/payment/success?session_id=cs_test_local_1' }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Payment Error'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(where()).toBe('/payment/success?session_id=cs_test_local_1'));
    expect(currentToast()).toBeNull();
  });

  it("passes on the function's other refusals", async () => {
    fetchMock.mockResolvedValueOnce(reply(404, { error: 'This checkout session does not exist.' }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Payment Error', description: 'This checkout session does not exist.' }));
  });

  it('Cancel leads to /payment/cancelled without paying', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(where()).toBe('/payment/cancelled');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a session there is nothing to pay', () => {
    renderPage('/test-checkout');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout unavailable');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
