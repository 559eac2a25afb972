// The Embedded Checkout session createCheckoutSession asks Stripe for, without reaching Stripe:
// the parameters as built, then as the `stripe` package really sends them, to a local server
// standing in for api.stripe.com, and what the callable answers the app from its reply.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from '../../functions/node_modules/stripe';
import { embeddedSessionParams, type Buyer } from '../../functions/src/payments/checkout-params';
import { embeddedCheckout } from '../../functions/src/payments/create-checkout-session';

const APP = 'https://forkful.example';
const GOLD: Buyer = { uid: 'u-olive', email: 'olive@forkful.test', plan: 'Gold', origin: APP };

describe('embeddedSessionParams', () => {
  it('asks for Embedded Checkout (embedded_page) returning to /payment/success with the session id', () => {
    expect(embeddedSessionParams(GOLD)).toEqual({
      ui_mode: 'embedded_page',
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Gold plan (60 days)' } }, quantity: 1 }],
      client_reference_id: 'u-olive',
      customer_email: 'olive@forkful.test',
      metadata: { plan: 'Gold', uid: 'u-olive' },
      return_url: `${APP}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    });
  });

  it('never the removed `embedded` mode, nor the hosted page’s success and cancel URLs', () => {
    const params = embeddedSessionParams({ ...GOLD, plan: 'Silver' });
    expect(params.ui_mode).not.toBe('embedded');
    expect(params).not.toHaveProperty('success_url');
    expect(params).not.toHaveProperty('cancel_url');
    expect(params.line_items?.[0].price_data?.unit_amount).toBe(1000);
  });

  it('leaves out the e-mail when the ID token has none', () => {
    expect(embeddedSessionParams({ ...GOLD, email: '' })).not.toHaveProperty('customer_email');
  });
});

describe('embeddedCheckout (the stripe package against a local stand-in for the API)', () => {
  let server: Server;
  // The functions' own client type (their build resolves the package's ESM types, this project
  // its CommonJS ones: the same class).
  let stripe: Parameters<typeof embeddedCheckout>[0];
  let reply: Record<string, unknown>;
  const requests: { method?: string; url?: string; auth?: string; body: URLSearchParams }[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      requests.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: new URLSearchParams(await readBody(req)) });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_local' });
      res.end(JSON.stringify(reply));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = new Stripe('sk_test_local_not_a_key', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    stripe = client as unknown as typeof stripe;
  });
  afterAll(async () => new Promise<void>((resolve) => server?.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
    reply = { id: 'cs_test_embedded_1', object: 'checkout.session', ui_mode: 'embedded_page', url: null, client_secret: 'cs_test_embedded_1_secret_abc' };
  });

  it('creates the embedded session and answers the app’s /checkout page with the client secret', async () => {
    const answer = await embeddedCheckout(stripe, GOLD);
    expect(answer).toEqual({
      url: `${APP}/checkout?session_id=cs_test_embedded_1`,
      sessionId: 'cs_test_embedded_1',
      clientSecret: 'cs_test_embedded_1_secret_abc',
    });
    expect(requests).toHaveLength(1);
    const [{ method, url, auth, body }] = requests;
    expect([method, url, auth]).toEqual(['POST', '/v1/checkout/sessions', 'Bearer sk_test_local_not_a_key']);
    expect(body.get('ui_mode')).toBe('embedded_page');
    expect(body.get('mode')).toBe('payment');
    expect(body.get('return_url')).toBe(`${APP}/payment/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('3000');
    expect(body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(body.get('metadata[plan]')).toBe('Gold');
    expect(body.get('client_reference_id')).toBe('u-olive');
    expect(body.has('success_url')).toBe(false);
    expect(body.has('cancel_url')).toBe(false);
  });

  it('a session without a client secret cannot be shown: internal error, nothing for the app to mount', async () => {
    reply = { ...reply, client_secret: null };
    await expect(embeddedCheckout(stripe, GOLD)).rejects.toMatchObject({ code: 'internal', message: 'The payment page could not be opened. Please try again.' });
  });
});
