// The admin's directory analytics (docs/analytics.md): only admins may read them, and with
// known documents every figure is exact — weekly and monthly buckets, the daily snapshot, the
// paid revenue per plan, and the search misses past the device threshold, in order.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryAnalyticsAt } from '../../functions/src/analytics/directory-analytics';
import { recordDirectoryDay, tallyDirectoryDay } from '../../functions/src/analytics/directory-day';
import type { DirectoryAnalytics } from '../../functions/src/common/directory-analytics';
import { clearAll } from '../rules/fixtures';
import { rulesEnv } from '../support/emulator';
import { CallableStack, refusal, storedListing, type TestUser } from '../support/callables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Wednesday 14 May 2031, noon UTC: far from any other suite's documents. */
const NOW = Date.UTC(2031, 4, 14, 12);
/** Monday 12 May 2031: the current ISO week (2031-W20) starts here. */
const WEEK = Date.UTC(2031, 4, 12);

let env: RulesTestEnvironment;
let stack: CallableStack;
let owner: TestUser, admin: TestUser;

const stamp = () => ({ _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });

async function put(path: string, data: Record<string, unknown>) {
  await stack.db.doc(path).set(data);
}

beforeAll(async () => {
  env = await rulesEnv();
  // The live counts and the miss list cover whole collections: start from an empty database.
  await clearAll(env);
  stack = new CallableStack('directory-analytics');
  owner = await stack.createUser('da-owner');
  admin = await stack.createUser('da-admin', { admin: true, profile: null });

  const listing = (id: string, over: Record<string, unknown>) => put(`listings/${id}`, storedListing(owner.uid, over));
  await Promise.all([
    listing('da-a1', { status: 'approved' }),
    listing('da-a2', { status: 'approved' }),
    listing('da-a3', { status: 'approved' }),
    listing('da-gone', { status: 'approved', _deleted: true }),
    listing('da-p1', { status: 'pending' }),
    listing('da-p2', { status: 'pending' }),
    listing('da-r1', { status: 'rejected' }),
  ]);

  const misses: [string, number, number][] = [
    ['vegan ramen', 5, 9],
    ['halal burgers', 5, 12],
    ['poutine', 3, 3],
    ['late night pho', 2, 50],
    ...Array.from({ length: 20 }, (_, i): [string, number, number] => [`dim sum ${i}`, 4, 100 - i]),
  ];
  await Promise.all(misses.map(([term, devices, searches]) => put(`searchMisses/${term.replace(/ /g, '_')}`, { term, devices, searches, lastDay: '2031-05-13' })));
});

afterAll(async () => {
  await stack?.close();
  await env?.cleanup();
});

describe('directoryAnalytics (the callable)', () => {
  it('refuses a guest and an owner without the admin claim', async () => {
    await stack.signOut();
    expect((await refusal(stack.call('directoryAnalytics', {}))).code).toBe('functions/unauthenticated');
    await stack.signIn(owner);
    expect((await refusal(stack.call('directoryAnalytics', {}))).code).toBe('functions/permission-denied');
  });

  it('refuses a request with a field it does not know', async () => {
    await stack.signIn(admin);
    const error = await refusal(stack.call('directoryAnalytics', { now: 1 }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('Unknown field in the request: now.');
  });

  it("answers an admin with today's live counts and the misses searched by 3+ devices, most devices first", async () => {
    await stack.signIn(admin);
    const reply = await stack.call<DirectoryAnalytics>('directoryAnalytics', {});
    const today = new Date().toISOString().slice(0, 10);
    expect(reply.listingsByDay.at(-1)).toEqual({ day: today, approved: 3, pending: 2, rejected: 1 });
    expect(reply.moderationByWeek).toHaveLength(13);
    expect(reply.activityByWeek).toHaveLength(13);
    expect(reply.revenueByMonth).toHaveLength(6);
    expect(reply.plans).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(reply.searchMisses).toHaveLength(20);
    expect(reply.searchMisses.slice(0, 3)).toEqual([
      { term: 'halal burgers', devices: 5, searches: 12, lastDay: '2031-05-13' },
      { term: 'vegan ramen', devices: 5, searches: 9, lastDay: '2031-05-13' },
      { term: 'dim sum 0', devices: 4, searches: 100, lastDay: '2031-05-13' },
    ]);
    // Devices, then searches: the 3-device term falls below twenty 4-device ones; 2 devices never shows.
    expect(reply.searchMisses.slice(2).map((m) => m.searches)).toEqual(Array.from({ length: 18 }, (_, i) => 100 - i));
    expect(reply.searchMisses.map((m) => m.term)).not.toContain('late night pho');
    expect(reply.searchMisses.map((m) => m.term)).not.toContain('poutine');
  });
});

describe('directoryAnalyticsAt: every figure from known documents', () => {
  let figures: DirectoryAnalytics;

  beforeAll(async () => {
    const audit = (id: string, action: string, createdAt: number) =>
      put(`auditLog/da-${id}`, { action, targetType: 'listing', targetId: id, targetLabel: id, actorId: admin.uid, actorEmail: admin.email, before: null, after: null, createdAt, updatedAt: createdAt, ...stamp() });
    const firstWeek = WEEK - 12 * 7 * DAY;
    await Promise.all([
      audit('ap-now', 'listing.approve', NOW - HOUR),
      audit('ap-monday', 'listing.approve', WEEK),
      audit('ap-sunday', 'listing.approve', WEEK - 1),
      audit('rj-last-week', 'listing.reject', WEEK - 3 * DAY),
      audit('rj-now', 'listing.reject', NOW),
      audit('ap-first', 'listing.approve', firstWeek),
      audit('ap-too-old', 'listing.approve', firstWeek - 1),
      audit('edit', 'listing.update', NOW - HOUR),
    ]);

    const profile = (id: string, createdAt: number) => put(`profiles/da-${id}`, { fullName: id, email: `${id}@forkful.test`, role: 'business_owner', package: null, status: 'active', createdAt, updatedAt: createdAt, ...stamp() });
    const review = (id: string, createdAt: number, deleted = false) =>
      put(`reviews/da-${id}`, { listingId: 'da-a1', userId: id, customerName: id, rating: 5, comment: 'Good', createdAt, updatedAt: createdAt, ...stamp(), _deleted: deleted });
    await Promise.all([
      profile('new-1', NOW - 2 * HOUR),
      profile('new-2', WEEK + HOUR),
      profile('old', WEEK - 6 * DAY),
      review('r-now', NOW - 3 * HOUR),
      review('r-hidden', NOW - 3 * HOUR, true),
      review('r-week-2', WEEK - 7 * DAY),
    ]);

    const payment = (id: string, plan: string, amount: number, status: string, paidAt: number | null) =>
      put(`payments/da-${id}`, { userId: owner.uid, plan, amount, currency: 'usd', status, createdAt: paidAt ?? NOW, paidAt, periodStart: paidAt, periodEnd: null, paymentIntentId: null, flagReason: null, updatedAt: NOW, ...stamp() });
    await Promise.all([
      payment('gold-1', 'Gold', 3000, 'paid', Date.UTC(2031, 4, 2)),
      payment('gold-2', 'Gold', 3000, 'paid', NOW - HOUR),
      payment('silver-april', 'Silver', 1000, 'paid', Date.UTC(2031, 4, 1) - 1),
      payment('plat-refunded', 'Platinum', 5000, 'refunded', Date.UTC(2031, 4, 3)),
      payment('silver-pending', 'Silver', 1000, 'pending', null),
      payment('plat-december', 'Platinum', 5000, 'paid', Date.UTC(2030, 11, 1)),
      payment('plat-november', 'Platinum', 5000, 'paid', Date.UTC(2030, 11, 1) - 1),
    ]);

    const day = (key: string, approved: number) => put(`directoryStats/${key}`, { day: key, approved, pending: 1, rejected: 0 });
    await Promise.all([day('2031-02-13', 1), day('2031-02-14', 2), day('2031-05-13', 3), day('2031-05-14', 99)]);

    figures = await directoryAnalyticsAt(stack.db, NOW);
  });

  it('approvals and rejections per ISO week, Monday 00:00 UTC to Monday', () => {
    const weeks = figures.moderationByWeek;
    expect(weeks.map((w) => w.label).slice(-2)).toEqual(['2031-W19', '2031-W20']);
    expect(weeks[0]).toMatchObject({ label: '2031-W08', start: WEEK - 12 * 7 * DAY, approved: 1, rejected: 0 });
    expect(weeks.at(-1)).toMatchObject({ start: WEEK, end: WEEK + 7 * DAY, approved: 2, rejected: 1 });
    expect(weeks.at(-2)).toMatchObject({ approved: 1, rejected: 1 });
    expect(weeks.slice(1, -2).every((w) => w.approved === 0 && w.rejected === 0)).toBe(true);
  });

  it('new accounts and published reviews per week', () => {
    const weeks = figures.activityByWeek;
    expect(weeks.at(-1)).toMatchObject({ accounts: 2, reviews: 1 });
    expect(weeks.at(-2)).toMatchObject({ accounts: 1, reviews: 1 });
    expect(weeks.slice(0, -2).every((w) => w.accounts === 0 && w.reviews === 0)).toBe(true);
  });

  it('revenue per plan per calendar month, from payments still paid', () => {
    expect(figures.revenueByMonth.map((m) => m.label)).toEqual(['2030-12', '2031-01', '2031-02', '2031-03', '2031-04', '2031-05']);
    expect(figures.revenueByMonth.map((m) => m.byPlan)).toEqual([
      { Silver: 0, Gold: 0, Platinum: 5000 },
      { Silver: 0, Gold: 0, Platinum: 0 },
      { Silver: 0, Gold: 0, Platinum: 0 },
      { Silver: 0, Gold: 0, Platinum: 0 },
      { Silver: 1000, Gold: 0, Platinum: 0 },
      { Silver: 0, Gold: 6000, Platinum: 0 },
    ]);
  });

  it("listings by status: the last 90 days' snapshots, then today counted live", () => {
    expect(figures.listingsByDay).toEqual([
      { day: '2031-02-14', approved: 2, pending: 1, rejected: 0 },
      { day: '2031-05-13', approved: 3, pending: 1, rejected: 0 },
      { day: '2031-05-14', approved: 3, pending: 2, rejected: 1 },
    ]);
  });
});

describe('recordDirectoryDay', () => {
  it('writes the day from the live listings by status (deleted ones not counted)', async () => {
    expect(await recordDirectoryDay(stack.db, '2031-05-15')).toEqual({ day: '2031-05-15', approved: 3, pending: 2, rejected: 1 });
    expect((await stack.db.doc('directoryStats/2031-05-15').get()).data()).toEqual({ day: '2031-05-15', approved: 3, pending: 2, rejected: 1 });
    await put('listings/da-p2', storedListing(owner.uid, { status: 'approved' }));
    expect(await recordDirectoryDay(stack.db, '2031-05-15')).toEqual({ day: '2031-05-15', approved: 4, pending: 1, rejected: 1 });
  });

  it('tallies known listings by the same rule', () => {
    const listings = [{ status: 'approved' }, { status: 'approved', _deleted: true }, { status: 'pending', _deleted: false }, { status: 'draft' }, { status: 'rejected' }];
    expect(tallyDirectoryDay('2031-05-15', listings)).toEqual({ day: '2031-05-15', approved: 1, pending: 1, rejected: 1 });
  });
});
