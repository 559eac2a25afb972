// The local test checkout (testCheckoutPay) delivers its signed event to the Functions
// emulator's own stripeWebhook, whatever Host the request names, and tells the caller only
// that a delivery failed, never what the other side answered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_DELIVERED, testCheckoutPayHandler, webhookUrl } from '../../functions/src/payments/test-checkout-pay';
import { CallableStack, rawCall } from '../support/callables';
import { FUNCTIONS_URL } from '../support/stripe-events';

type Request = Parameters<typeof testCheckoutPayHandler>[0];
type Response = Parameters<typeof testCheckoutPayHandler>[1];

const APP = 'http://127.0.0.1:4173';
const CARD = '4242424242424242';
let stack: CallableStack;
/** Stands in for an attacker's host: records every request and answers with a "secret". */
let trap: http.Server;
let trapHost = '';
const trapped: string[] = [];

beforeAll(async () => {
  stack = new CallableStack('checkout-host');
  trap = http.createServer((req, res) => {
    trapped.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(500, { 'content-type': 'text/plain' }).end('stack trace: whsec_leaked_secret');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => trap?.close(resolve));
  await stack?.close();
});

/** A signed-in owner with a fresh local test checkout for `plan`; returns its session id. */
async function openCheckout(name: string, plan = 'Gold') {
  const user = await stack.createUser(name, { profile: { package: null } });
  await stack.signIn(user);
  const answer = await rawCall('createCheckoutSession', JSON.stringify({ data: { plan } }), { token: await stack.idToken(), origin: APP });
  const sessionId = (answer.result as { sessionId: string }).sessionId;
  return { user, sessionId };
}

/** The card form's POST, with a Host header of the caller's choosing (fetch cannot set one). */
function payWithHost(sessionId: string, host: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${FUNCTIONS_URL}/testCheckoutPay`);
  const payload = JSON.stringify({ sessionId, cardNumber: CARD });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { host, origin: APP, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('testCheckoutPay: where the signed event goes', () => {
  it('a forged Host header: the event still reaches the real stripeWebhook, nothing reaches the named host', async () => {
    const { user, sessionId } = await openCheckout('host-forged');
    const answer = await payWithHost(sessionId, trapHost);
    expect(answer).toEqual({ status: 200, body: { successUrl: `${APP}/payment/success?session_id=${sessionId}` } });
    expect(trapped).toEqual([]);
    expect((await stack.db.doc(`payments/${sessionId}`).get()).get('status')).toBe('paid');
    expect((await stack.db.doc(`profiles/${user.uid}`).get()).get('package')).toBe('Gold');
  });

  it('the webhook URL comes from configuration: FUNCTIONS_EMULATOR_HOST, else the Emulator Hub', async () => {
    expect(await webhookUrl({ FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001', GCLOUD_PROJECT: 'demo-x' })).toBe('http://127.0.0.1:5001/demo-x/us-central1/stripeWebhook');
    const hub = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ functions: { name: 'functions', host: '::1', port: 5123 } })));
    await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
    try {
      const hubHost = `127.0.0.1:${(hub.address() as AddressInfo).port}`;
      expect(await webhookUrl({ FIREBASE_EMULATOR_HUB: hubHost, GCLOUD_PROJECT: 'demo-x' })).toBe('http://[::1]:5123/demo-x/us-central1/stripeWebhook');
    } finally {
      await new Promise((resolve) => hub.close(resolve));
    }
    await expect(webhookUrl({ GCLOUD_PROJECT: 'demo-x' })).rejects.toThrow(/Emulator Hub/);
  });

  it('a webhook that fails: the caller gets a plain 502, not its answer, and the checkout stays unpaid', async () => {
    const { sessionId } = await openCheckout('host-echo', 'Silver');
    const answer: { status?: number; body?: unknown } = {};
    const res = {
      status(code: number) {
        answer.status = code;
        return this;
      },
      json(body: unknown) {
        answer.body = body;
        return this;
      },
    } as unknown as Response;
    const req = { method: 'POST', body: { sessionId, cardNumber: CARD }, get: () => trapHost } as unknown as Request;
    const saved = process.env.FUNCTIONS_EMULATOR;
    process.env.FUNCTIONS_EMULATOR = 'true'; // the emulator's signing secret, in this process
    try {
      await testCheckoutPayHandler(req, res, { webhookUrl: `http://${trapHost}/webhook` });
    } finally {
      if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
      else process.env.FUNCTIONS_EMULATOR = saved;
    }
    expect(trapped).toEqual(['POST /webhook']);
    expect(answer).toEqual({ status: 502, body: { error: NOT_DELIVERED } });
    expect(JSON.stringify(answer.body)).not.toMatch(/whsec|stack trace|500/);
    expect((await stack.db.doc(`testCheckouts/${sessionId}`).get()).get('paidAt')).toBeNull();
  });
});
