// The functions go away while diners review, an owner replies and Stripe delivers a payment's
// webhook. Triggers are switched off at the emulator hub (their deliveries are dropped, as when
// the service is down) and the functions' HTTP endpoint is cut at a relay (Stripe sees failed
// deliveries). Back up: Stripe's retry (and a duplicate) applies the payment once; the review
// sweep recomputes what the missed triggers did. The final server state is checked document
// by document: exact ratings, histograms and catalog entries, the plan, one notification each.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../e2e/support/browser';
import { createOwner } from '../e2e/support/auth';
import { seedListing } from '../e2e/support/people';
import { eventually } from '../support/eventually';
import { sessionEvent } from '../support/stripe-events';
import { startTcpProxy, type FaultProxy } from './support/fault-proxy';
import { STACK_PORTS } from './support/stack';
import { backgroundTriggers, ClientPerson, deliver, runReviewSweep } from './support/functions-down-actors';

const DAY = 86_400_000;
const PASSWORD = 'Diner123!';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: Firestore;
let proxy: FaultProxy;
let owner: ClientPerson;
let diners: ClientPerson[];
const listings: string[] = [];
const people: ClientPerson[] = [];

async function person(name: string) {
  const account = await createOwner(name, PASSWORD);
  const p = await ClientPerson.signIn(account.email, PASSWORD, name);
  people.push(p);
  return p;
}

/** What a listing's numbers must be, worked out here from its live reviews. */
async function expectedOf(listingId: string) {
  const reviews = (await db.collection('reviews').where('listingId', '==', listingId).get()).docs.map((d) => d.data());
  const live = reviews.filter((r) => r._deleted !== true);
  const counts: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of live) counts[String(r.rating)] += 1;
  const sum = live.reduce((n, r) => n + (r.rating as number), 0);
  return { rating: live.length ? Math.round((sum * 10) / live.length) / 10 : 0, reviewCount: live.length, counts };
}

const data = async (path: string) => (await db.doc(path).get()).data();
const count = async (path: string) => (await db.collection(path).get()).size;

beforeAll(async () => {
  db = adminDb();
  owner = await person('Fran Functions');
  diners = [await person('Dina One'), await person('Dino Two'), await person('Dora Three')];
  for (const title of ['Outage Oven', 'Retry Rotisserie']) listings.push(await seedListing(owner.uid, title, 'approved'));
  // And a public listing that already has reviews, so old and new reviews must add up. Picked
  // from the catalog: an approved listing whose owner an earlier suite suspended is not public.
  const rated = await db.collection('catalog').where('_deleted', '==', false).where('reviewCount', '>', 0).limit(1).get();
  listings.push(rated.docs[0].id);
  for (const id of listings) expect((await eventually(() => data(`catalog/${id}`), (c) => c?._deleted === false, 120_000))?._deleted).toBe(false);
  proxy = await startTcpProxy(STACK_PORTS.functions);
  // The sweep has been running on its schedule: it has a checkpoint from before the outage.
  await patientSweep();
});

/**
 * The review sweep, run again (at most three times, each said) when the emulator gives up on one
 * of its transactions: its writes, and a fresh seed's, wake triggers whose transactions take the
 * same locks, and the emulator closes or times out a waiting one. The sweep repairs from scratch,
 * as the scheduled one would on its next run.
 */
async function patientSweep(): Promise<{ result: Awaited<ReturnType<typeof runReviewSweep>>; runs: number }> {
  for (let runs = 1; ; runs++) {
    try {
      return { result: await runReviewSweep(), runs };
    } catch (error) {
      if (runs >= 3 || !/invalid or closed|lock timeout/i.test(String(error))) throw error;
      console.log(`[faults] the sweep met a transaction the emulator gave up on (${String(error).slice(0, 80)}); running it again`);
    }
  }
}

afterAll(async () => {
  await backgroundTriggers(true).catch(() => undefined);
  for (const p of people) await p.close().catch(() => undefined);
  await proxy?.close();
});

describe('the functions emulator is down while reviews and a webhook arrive', () => {
  it('back up: Stripe’s retry fulfils once, the sweep repairs every rating, one notification each', async () => {
    const [L1, L2, L3] = listings;
    const [d1, d2, d3] = diners;
    const before = await expectedOf(L3);
    const event = sessionEvent('checkout.session.completed', { uid: owner.uid, plan: 'Gold' });
    const sessionId = event.data.object.id;

    // ---- down
    await backgroundTriggers(false);
    proxy.cut(STACK_PORTS.functions);
    // The hub answers once the triggers already running are done: their notifications are in.
    const ownerBefore = await count(`users/${owner.uid}/notifications`);
    expect((await deliver(event, proxy.port)).status).toBe(0);

    await d1.push([{ newDocumentState: d1.review(L1, 5) }, { newDocumentState: d1.review(L2, 4) }]);
    const d2review = d2.review(L1, 2);
    await d2.push([{ newDocumentState: d2review }, { newDocumentState: d2.review(L3, 3) }]);
    const first = d3.review(L1, 4);
    await d3.push([{ newDocumentState: first }]);
    await d3.push([{ assumedMasterState: first, newDocumentState: { ...first, rating: 1, updatedAt: first.updatedAt + 1 } }]);
    await owner.reply(d2review, 'Sorry about the wait, come back soon!');

    await sleep(1500);
    expect(await data(`listings/${L1}`)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await data(`profiles/${owner.uid}`))?.package).toBeNull();
    expect(await count(`users/${d2.uid}/notifications`)).toBe(0);

    // ---- back up: the dropped deliveries are not replayed by anyone but the repairs below
    await backgroundTriggers(true);
    proxy.restore(STACK_PORTS.functions);
    await sleep(2000);
    expect(await data(`listings/${L1}`)).toMatchObject({ reviewCount: 0 });

    // Stripe retries the failed delivery, then (as it may) delivers the same event once more.
    expect(await deliver(event, proxy.port)).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    expect(await deliver(event, proxy.port)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(proxy.dropped.get(STACK_PORTS.functions)).toBeGreaterThanOrEqual(1);

    // The payment started the owner's plan, which re-projects their listings, a transaction each:
    // let those finish before the sweep's transactions on the same listings (the emulator closes a
    // transaction left waiting on another's lock: "Transaction is invalid or closed"). The hub
    // answers a pause once the triggers running are done; nothing else is written meanwhile.
    await backgroundTriggers(false);
    await backgroundTriggers(true);
    // On a loaded machine the emulator may still close one of the sweep's transactions (its
    // writes wake the projection, whose transactions take the same locks). The sweep repairs from
    // scratch, as the scheduled one would on its next run: run it again, and say so.
    const { result: sweep, runs } = await patientSweep();
    expect(sweep.listings).toEqual(expect.arrayContaining(listings));
    // A first run cut short may have created the notice: the final state below counts it either way.
    if (runs === 1) expect(sweep.noticesCreated).toBe(1);

    // ---- the final server state
    const want = { [L1]: { rating: 2.7, reviewCount: 3 }, [L2]: { rating: 4, reviewCount: 1 }, [L3]: { reviewCount: before.reviewCount + 1 } };
    for (const id of listings) {
      const exact = await expectedOf(id);
      expect(exact).toMatchObject(want[id]);
      expect(await data(`listings/${id}`)).toMatchObject({ rating: exact.rating, reviewCount: exact.reviewCount });
      expect(await data(`reviewStats/${id}`)).toMatchObject({ ...exact, _deleted: false });
      const entry = await eventually(() => data(`catalog/${id}`), (c) => c?.reviewCount === exact.reviewCount);
      expect(entry).toMatchObject({ rating: exact.rating, reviewCount: exact.reviewCount, _deleted: false });
    }
    // The owner's dashboard copies: one per live review of their listings, the reply on d2's.
    const copies = (await db.collection(`users/${owner.uid}/listingReviews`).get()).docs;
    expect(copies.map((d) => d.id).sort()).toEqual([`${L1}_${d1.uid}`, `${L1}_${d2.uid}`, `${L1}_${d3.uid}`, `${L2}_${d1.uid}`].sort());
    expect(copies.find((d) => d.id === `${L1}_${d3.uid}`)?.data()).toMatchObject({ rating: 1, _deleted: false });
    expect(copies.find((d) => d.id === d2review.id)?.data()).toMatchObject({ reply: 'Sorry about the wait, come back soon!' });

    const profile = await data(`profiles/${owner.uid}`);
    expect(profile?.package).toBe('Gold');
    expect(profile?.packageExpiresAt).toBeGreaterThan(Date.now() + 59 * DAY);
    expect(await data(`payments/${sessionId}`)).toMatchObject({ status: 'paid', plan: 'Gold', userId: owner.uid, periodEnd: profile?.packageExpiresAt });
    expect((await db.doc(`stripeEvents/${event.id}`).get()).exists).toBe(true);

    // Exactly one notification of each kind (the owner's two "Listing approved" from before the
    // outage aside), and still one after another sweep, another delivery and time for any late trigger.
    const settledCounts = async () => ({
      owner: (await count(`users/${owner.uid}/notifications`)) - ownerBefore,
      replied: await count(`users/${d2.uid}/notifications`),
      others: (await count(`users/${d1.uid}/notifications`)) + (await count(`users/${d3.uid}/notifications`)),
      audit: (await db.collection('auditLog').where('targetId', '==', owner.uid).get()).size,
    });
    expect(await settledCounts()).toEqual({ owner: 1, replied: 1, others: 0, audit: 1 });
    expect((await db.collection(`users/${owner.uid}/notifications`).get()).docs.filter((d) => d.id.startsWith('payment_'))).toHaveLength(1);
    expect(await data(`users/${owner.uid}/notifications/payment_${sessionId}`)).toMatchObject({ title: 'Gold plan active' });
    expect(await data(`users/${d2.uid}/notifications/reply_${d2review.id}`)).toMatchObject({ type: 'review_reply' });

    expect((await runReviewSweep()).noticesCreated).toBe(0);
    expect((await deliver(event, proxy.port)).body?.outcome).toBe('duplicate');
    await sleep(3000);
    expect(await settledCounts()).toEqual({ owner: 1, replied: 1, others: 0, audit: 1 });
    expect((await data(`profiles/${owner.uid}`))?.packageExpiresAt).toBe(profile?.packageExpiresAt);
  });
});
