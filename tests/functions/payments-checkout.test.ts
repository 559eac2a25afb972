// createCheckoutSession and the emulator's local test checkout (testCheckoutPay), end to end
// through the real emulators: the request the app sends, the card form's POST, the signed
// event delivered to stripeWebhook, and the plan it grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCheckoutPayHandler } from '../../functions/src/payments/test-checkout-pay';
import { CallableStack, refusal, type TestUser } from '../support/callables';
import { FUNCTIONS_URL } from '../support/stripe-events';

type Request = Parameters<typeof testCheckoutPayHandler>[0];
type Response = Parameters<typeof testCheckoutPayHandler>[1];

const APP = 'http://127.0.0.1:4173';
let stack: CallableStack;

beforeAll(async () => {
  stack = new CallableStack('checkout');
});
afterAll(async () => stack?.close());

/** The callable as a browser on the app's origin sends it (the client SDK cannot set Origin). */
async function checkout(data: unknown, origin: string | null = APP) {
  const token = await stack.auth.currentUser?.getIdToken();
  const res = await fetch(`${FUNCTIONS_URL}/createCheckoutSession`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin ? { origin } : {}) },
    body: JSON.stringify({ data }),
  });
  return (await res.json()) as { result?: { url: string; sessionId: string }; error?: { status: string; message: string } };
}

async function pay(sessionId: string, cardNumber: string) {
  const res = await fetch(`${FUNCTIONS_URL}/testCheckoutPay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP },
    body: JSON.stringify({ sessionId, cardNumber }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const profile = async (uid: string) => (await stack.db.doc(`profiles/${uid}`).get()).data();

async function signedInOwner(name: string, over: Record<string, unknown> = { package: null }): Promise<TestUser> {
  const user = await stack.createUser(name, { profile: over });
  await stack.signIn(user);
  return user;
}

describe('createCheckoutSession', () => {
  it('refuses a guest', async () => {
    await stack.signOut();
    expect((await refusal(stack.call('createCheckoutSession', { plan: 'Gold' }))).code).toBe('functions/unauthenticated');
  });

  it.each([
    [{ plan: 'Diamond' }, 'Choose a plan: Silver, Gold, Platinum.'],
    [{ plan: 'Basic' }, 'Choose a plan: Silver, Gold, Platinum.'],
    [{}, 'Choose a plan: Silver, Gold, Platinum.'],
    [{ plan: 'Gold', price: 1 }, 'Only the plan can be sent; not: price.'],
    [{ plan: 'Gold', amount: 1, userId: 'someone' }, 'Only the plan can be sent; not: amount, userId.'],
    ['Gold', 'Choose a plan: Silver, Gold, Platinum.'],
  ])('refuses %j', async (data, message) => {
    await signedInOwner(`co-bad-${Math.random().toString(36).slice(2, 6)}`);
    const error = await refusal(stack.call('createCheckoutSession', data));
    expect(error).toMatchObject({ code: 'functions/invalid-argument', message });
  });

  it('refuses a suspended user and a user without a profile', async () => {
    await signedInOwner('co-suspended', { status: 'inactive' });
    expect(await refusal(stack.call('createCheckoutSession', { plan: 'Gold' }))).toMatchObject({ code: 'functions/failed-precondition', message: 'Your account is suspended.' });
    const ghost = await stack.createUser('co-ghost', { profile: null });
    await stack.signIn(ghost);
    expect((await refusal(stack.call('createCheckoutSession', { plan: 'Gold' }))).code).toBe('functions/failed-precondition');
  });

  it('refuses a request from no app origin, or from one not allowed', async () => {
    await signedInOwner('co-origin');
    for (const origin of [null, 'https://evil.example']) {
      expect((await checkout({ plan: 'Gold' }, origin)).error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Payments cannot be started from this address.' });
    }
  });

  it('in the emulator without a Stripe key: records a local test checkout and answers the app’s /test-checkout', async () => {
    const user = await signedInOwner('co-local');
    const { result } = await checkout({ plan: 'Gold' });
    expect(result?.sessionId).toMatch(/^cs_test_local_[0-9a-f]{24}$/);
    expect(result?.url).toBe(`${APP}/test-checkout?session_id=${result?.sessionId}`);
    // No Stripe session, so nothing for Embedded Checkout: the app goes to the test checkout.
    expect(result).not.toHaveProperty('clientSecret');
    const stored = (await stack.db.doc(`testCheckouts/${result?.sessionId}`).get()).data();
    expect(stored).toMatchObject({
      uid: user.uid,
      email: user.email,
      plan: 'Gold',
      amount: 3000,
      currency: 'usd',
      successUrl: `${APP}/payment/success?session_id=${result?.sessionId}`,
      cancelUrl: `${APP}/payment/cancelled`,
      paidAt: null,
    });
  });
});

describe('testCheckoutPay (emulator only)', () => {
  it('the test card pays: the signed event reaches stripeWebhook and the plan is granted', async () => {
    const user = await signedInOwner('tc-pay');
    const { result } = await checkout({ plan: 'Platinum' });
    const sessionId = result?.sessionId ?? '';
    const before = Date.now();
    const res = await pay(sessionId, '4242 4242 4242 4242');
    expect(res).toEqual({ status: 200, body: { successUrl: `${APP}/payment/success?session_id=${sessionId}` } });
    const p = await profile(user.uid);
    expect(p?.package).toBe('Platinum');
    expect(p?.packageExpiresAt).toBeGreaterThanOrEqual(before + 40 * 86_400_000);
    const payment = (await stack.db.doc(`payments/${sessionId}`).get()).data();
    expect(payment).toMatchObject({ userId: user.uid, plan: 'Platinum', amount: 5000, currency: 'usd', status: 'paid' });
    expect(payment?.paymentIntentId).toMatch(/^pi_test_local_/);
    expect((await stack.db.collection('stripeEvents').where('outcome', '==', 'paid').get()).docs.some((d) => d.id.startsWith('evt_test_local_'))).toBe(true);
    // Paying the same checkout again is refused, and changes nothing.
    expect(await pay(sessionId, '4242424242424242')).toEqual({ status: 409, body: { error: 'This checkout was already paid.' } });
    expect((await profile(user.uid))?.packageExpiresAt).toBe(p?.packageExpiresAt);
  });

  it('a card ending 0002 is declined (402), other cards are refused (400); nothing is paid', async () => {
    const user = await signedInOwner('tc-decline');
    const { result } = await checkout({ plan: 'Silver' });
    const sessionId = result?.sessionId ?? '';
    expect(await pay(sessionId, '4000 0000 0000 0002')).toEqual({ status: 402, body: { error: 'Your card was declined.' } });
    expect(await pay(sessionId, '5555 5555 5555 4444')).toEqual({ status: 400, body: { error: 'Use the test card 4242 4242 4242 4242.' } });
    expect(await pay(sessionId, '')).toEqual({ status: 400, body: { error: 'Use the test card 4242 4242 4242 4242.' } });
    expect((await stack.db.doc(`payments/${sessionId}`).get()).exists).toBe(false);
    expect((await profile(user.uid))?.package).toBeNull();
  });

  it('an unknown checkout → 404', async () => {
    for (const sessionId of ['cs_test_local_0000', 'nope', 42]) {
      const res = await fetch(`${FUNCTIONS_URL}/testCheckoutPay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId, cardNumber: '4242424242424242' }) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'This checkout was not found. Start again from the pricing page.' });
    }
  });

  it('anywhere but the emulator → 403, before reading anything', async () => {
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
    const req = { method: 'POST', body: { sessionId: 'cs_test_local_1', cardNumber: '4242424242424242' }, get: () => undefined } as unknown as Request;
    const saved = process.env.FUNCTIONS_EMULATOR;
    delete process.env.FUNCTIONS_EMULATOR;
    try {
      await testCheckoutPayHandler(req, res);
    } finally {
      if (saved !== undefined) process.env.FUNCTIONS_EMULATOR = saved;
    }
    expect(answer).toEqual({ status: 403, body: { error: 'The test checkout only runs in the emulator.' } });
    await testCheckoutPayHandler(req, res, { isEmulator: false });
    expect(answer.status).toBe(403);
  });
});
