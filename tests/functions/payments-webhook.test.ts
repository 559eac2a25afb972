// stripeWebhook through the real Functions emulator: signature checks, exactly-once
// fulfilment, flagged and unpaid sessions, async outcomes, refunds and renewals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, type TestUser } from '../support/callables';
import { newPaymentIntentId, newSessionId, postEvent, refundEvent, sessionEvent, signatureFor } from '../support/stripe-events';

const DAY = 86_400_000;
let stack: CallableStack;

beforeAll(async () => {
  stack = new CallableStack('stripe-webhook');
});
afterAll(async () => stack?.close());

const profile = async (uid: string) => (await stack.db.doc(`profiles/${uid}`).get()).data();
const payment = async (id: string) => (await stack.db.doc(`payments/${id}`).get()).data();
const eventDoc = async (id: string) => (await stack.db.doc(`stripeEvents/${id}`).get()).exists;
const notices = async (uid: string) => (await stack.db.collection(`users/${uid}/notifications`).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
const owner = (name: string, profileOver: Record<string, unknown> = { package: null }): Promise<TestUser> => stack.createUser(name, { profile: profileOver });

describe('signature', () => {
  it.each([
    ['missing', { signature: null }],
    ['made with another secret', { secret: 'whsec_someone_else' }],
    ['stale (10 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['garbage', { signature: 't=1,v1=abc' }],
  ])('%s → 400, nothing written', async (_what, options) => {
    const user = await owner(`sig-${Math.random().toString(36).slice(2, 6)}`);
    const event = sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Gold' });
    const res = await postEvent(event, options);
    expect(res.status).toBe(400);
    expect(await eventDoc(event.id)).toBe(false);
    expect(await payment(event.data.object.id)).toBeUndefined();
    expect((await profile(user.uid))?.package).toBeNull();
  });

  it('a body changed after signing → 400', async () => {
    const user = await owner('sig-tampered');
    const signed = JSON.stringify(sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Platinum', amount_total: 1 }));
    const tampered = signed.replace('"amount_total":1', '"amount_total":5000');
    const res = await postEvent(tampered, { signature: signatureFor(signed) });
    expect(res.status).toBe(400);
    expect((await profile(user.uid))?.package).toBeNull();
  });
});

describe('checkout.session.completed (paid)', () => {
  it('fulfils once: payment, plan with its end, notification, audit entry; the same event again changes nothing', async () => {
    const user = await owner('pay-gold');
    const pi = newPaymentIntentId();
    const event = sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Gold', payment_intent: pi });
    const sessionId = event.data.object.id;
    const before = Date.now();
    const res = await postEvent(event);
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });

    const p = await profile(user.uid);
    expect(p?.package).toBe('Gold');
    expect(p?.packageExpiresAt).toBeGreaterThanOrEqual(before + 60 * DAY);
    expect(p?.packageExpiresAt).toBeLessThanOrEqual(Date.now() + 60 * DAY);
    const pay = await payment(sessionId);
    expect(pay).toMatchObject({ userId: user.uid, plan: 'Gold', amount: 3000, currency: 'usd', status: 'paid', paymentIntentId: pi, periodEnd: p?.packageExpiresAt, flagReason: null, _deleted: false });
    expect(pay?.periodEnd - pay?.periodStart).toBe(60 * DAY);
    expect(Object.keys(pay ?? {}).sort()).toEqual(
      ['_deleted', 'amount', 'createdAt', 'currency', 'flagReason', 'paidAt', 'paymentIntentId', 'periodEnd', 'periodStart', 'plan', 'serverTimestamp', 'status', 'updatedAt', 'userId'],
    );
    const list = await notices(user.uid);
    expect(list).toHaveLength(1);
    const end = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(p?.packageExpiresAt);
    expect(list[0]).toMatchObject({ id: `payment_${sessionId}`, type: 'other', title: 'Gold plan active', message: `Your Gold plan is active until ${end}.`, isRead: false, _deleted: false });
    const { id: _id, ...stored } = list[0];
    expect(Object.keys(stored).sort()).toEqual(['_deleted', 'createdAt', 'isRead', 'message', 'serverTimestamp', 'title', 'type']);
    const audit = await stack.auditOf(user.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.fulfil', actorId: 'stripe', actorEmail: '', targetType: 'user', targetId: user.uid, before: { package: null, packageExpiresAt: null }, after: { package: 'Gold', packageExpiresAt: p?.packageExpiresAt } });
    expect(await eventDoc(event.id)).toBe(true);

    expect(await postEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    // Another event about the same, already paid session (a new event id) extends nothing either.
    expect((await postEvent({ ...event, id: `${event.id}_again` })).body?.outcome).toBe('unchanged: payment already paid');
    expect((await profile(user.uid))?.packageExpiresAt).toBe(p?.packageExpiresAt);
    expect(await notices(user.uid)).toHaveLength(1);
    expect(await stack.auditOf(user.uid)).toHaveLength(1);
  });

  it('the same event delivered three times at once → one payment, one extension', async () => {
    const user = await owner('pay-concurrent');
    const event = sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Silver' });
    const answers = await Promise.all([postEvent(event), postEvent(event), postEvent(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body?.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    const p = await profile(user.uid);
    expect(p?.package).toBe('Silver');
    expect(p?.packageExpiresAt).toBeLessThanOrEqual(Date.now() + 10 * DAY);
    expect(await notices(user.uid)).toHaveLength(1);
    expect(await stack.auditOf(user.uid)).toHaveLength(1);
  });

  it('buying while a paid plan runs extends from its current end', async () => {
    const end = Date.now() + 5 * DAY;
    const user = await owner('pay-renew', { package: 'Gold', packageExpiresAt: end });
    const event = sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Silver' });
    expect((await postEvent(event)).body?.outcome).toBe('paid');
    expect(await profile(user.uid)).toMatchObject({ package: 'Silver', packageExpiresAt: end + 10 * DAY });
    expect(await payment(event.data.object.id)).toMatchObject({ periodStart: end, periodEnd: end + 10 * DAY });
  });

  it('an ended plan does not count: the new one runs from now', async () => {
    const user = await owner('pay-after-end', { package: 'Gold', packageExpiresAt: Date.now() - DAY });
    const before = Date.now();
    expect((await postEvent(sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Platinum' }))).body?.outcome).toBe('paid');
    const p = await profile(user.uid);
    expect(p?.package).toBe('Platinum');
    expect(p?.packageExpiresAt).toBeGreaterThanOrEqual(before + 40 * DAY);
  });
});

describe('payments that are not fulfilled', () => {
  it.each([
    ['an unknown plan', { plan: 'Diamond', amount_total: 3000 }, 'Unknown plan "Diamond".'],
    ['an amount below the plan’s price', { plan: 'Platinum', amount_total: 100 }, 'Paid 100 usd; the Platinum plan costs 5000 usd.'],
    ['another currency', { plan: 'Gold', currency: 'eur' }, 'Paid 3000 eur; the Gold plan costs 3000 usd.'],
  ])('%s → flagged, plan unchanged', async (_what, over, reason) => {
    const user = await owner(`flag-${Math.random().toString(36).slice(2, 6)}`);
    const event = sessionEvent('checkout.session.completed', { uid: user.uid, ...over });
    const res = await postEvent(event);
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'flagged' } });
    expect(await payment(event.data.object.id)).toMatchObject({ status: 'flagged', flagReason: reason, periodEnd: null });
    expect(await profile(user.uid)).toMatchObject({ package: null });
    expect(await notices(user.uid)).toEqual([]);
  });

  it('an unpaid session waits (pending); async_payment_succeeded then fulfils it', async () => {
    const user = await owner('pay-async');
    const id = newSessionId();
    const completed = sessionEvent('checkout.session.completed', { id, uid: user.uid, plan: 'Gold', payment_status: 'unpaid' });
    expect((await postEvent(completed)).body?.outcome).toBe('pending');
    expect(await payment(id)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await profile(user.uid))?.package).toBeNull();

    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', { id, uid: user.uid, plan: 'Gold' });
    expect((await postEvent(succeeded)).body?.outcome).toBe('paid');
    expect(await payment(id)).toMatchObject({ status: 'paid' });
    expect((await profile(user.uid))?.package).toBe('Gold');
  });

  it('async_payment_failed → payment failed, the owner told, plan unchanged', async () => {
    const user = await owner('pay-failed');
    const id = newSessionId();
    await postEvent(sessionEvent('checkout.session.completed', { id, uid: user.uid, plan: 'Silver', payment_status: 'unpaid' }));
    expect((await postEvent(sessionEvent('checkout.session.async_payment_failed', { id, uid: user.uid, plan: 'Silver', payment_status: 'unpaid' }))).body?.outcome).toBe('failed');
    expect(await payment(id)).toMatchObject({ status: 'failed' });
    expect((await profile(user.uid))?.package).toBeNull();
    expect(await notices(user.uid)).toMatchObject([{ id: `payment_${id}_failed`, title: 'Payment failed', type: 'other' }]);
  });

  it('an event type it does not handle → 200, nothing written', async () => {
    const event = { id: `evt_ignored_${Date.now()}`, object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } };
    expect(await postEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await eventDoc(event.id)).toBe(false);
  });
});

describe('charge.refunded', () => {
  it('marks the payment refunded and takes the days back; the owner is told', async () => {
    const end = Date.now() + 20 * DAY;
    const user = await owner('refund-shorten', { package: 'Gold', packageExpiresAt: end });
    const pi = newPaymentIntentId();
    const paid = sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Silver', payment_intent: pi });
    await postEvent(paid);
    expect((await profile(user.uid))?.packageExpiresAt).toBe(end + 10 * DAY);

    const refund = refundEvent(pi);
    expect((await postEvent(refund)).body?.outcome).toBe('refunded');
    expect(await payment(paid.data.object.id)).toMatchObject({ status: 'refunded' });
    expect(await profile(user.uid)).toMatchObject({ package: 'Silver', packageExpiresAt: end });
    expect((await notices(user.uid)).find((n) => n.id === `payment_${paid.data.object.id}_refunded`)).toMatchObject({ title: 'Silver plan refunded' });
    expect((await stack.auditOf(user.uid)).map((e) => e.action)).toEqual(['payment.fulfil', 'payment.refund']);
    // Replayed, or refunded again under a new event id: nothing more is taken.
    expect((await postEvent(refund)).body?.outcome).toBe('duplicate');
    expect((await postEvent(refundEvent(pi))).body?.outcome).toBe('unchanged: already refunded');
    expect((await profile(user.uid))?.packageExpiresAt).toBe(end);
  });

  it('a refund that leaves no time ends the package', async () => {
    const user = await owner('refund-end');
    const pi = newPaymentIntentId();
    await postEvent(sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Gold', payment_intent: pi }));
    expect((await postEvent(refundEvent(pi))).body?.outcome).toBe('refunded');
    expect(await profile(user.uid)).toMatchObject({ package: null, packageExpiresAt: null });
  });

  it('a partial refund, or one of an unknown payment, changes nothing', async () => {
    const user = await owner('refund-partial');
    const pi = newPaymentIntentId();
    await postEvent(sessionEvent('checkout.session.completed', { uid: user.uid, plan: 'Gold', payment_intent: pi }));
    const end = (await profile(user.uid))?.packageExpiresAt;
    expect((await postEvent(refundEvent(pi, false))).body?.outcome).toBe('ignored: partial refund');
    expect((await postEvent(refundEvent(newPaymentIntentId()))).body?.outcome).toBe('ignored: unknown payment');
    expect((await profile(user.uid))?.packageExpiresAt).toBe(end);
  });
});
