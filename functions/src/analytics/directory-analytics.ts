// directoryAnalytics: the admin's directory-wide figures, each read with aggregation queries
// (count() and sum() per bucket) rather than by reading every document. docs/analytics.md
// lists what a call costs in reads.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import {
  DAYS_SHOWN,
  MISSES_SHOWN,
  MONTHS_SHOWN,
  WEEKS_SHOWN,
  lastDays,
  lastMonths,
  lastWeeks,
  type DirectoryAnalytics,
  type DirectoryDay,
  type SearchMissRow,
  type Span,
} from '../common/directory-analytics.js';
import { PAID_PLANS, PLAN_TABLE } from '../common/plans.js';
import { MIN_MISS_DEVICES } from '../common/usage.js';
import { adminCallable } from '../admin/guard.js';
import { asRecord, onlyKeys } from '../admin/input.js';
import { db } from '../shared.js';
import { directoryStatsRef, liveDirectoryDay } from './directory-day.js';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The stored snapshots of the days before today in the window, then today counted live. */
async function listingsByDay(store: Firestore, now: number): Promise<DirectoryDay[]> {
  const days = lastDays(now, DAYS_SHOWN);
  const today = days[days.length - 1];
  const [past, live] = await Promise.all([
    directoryStatsRef(store).where('day', '>=', days[0]).where('day', '<', today).orderBy('day').get(),
    liveDirectoryDay(store, today),
  ]);
  const stored = past.docs.map((d) => ({ day: d.id, approved: num(d.get('approved')), pending: num(d.get('pending')), rejected: num(d.get('rejected')) }));
  return [...stored, live];
}

/** Documents of `collection` with `field` in each span, by count() (`where` narrows them first). */
function countPerSpan(store: Firestore, collection: string, field: string, spans: Span[], where: [string, unknown][] = []) {
  return Promise.all(
    spans.map(async (span) => {
      let query = store.collection(collection).where(field, '>=', span.start).where(field, '<', span.end);
      for (const [key, value] of where) query = query.where(key, '==', value);
      return (await query.count().get()).data().count;
    }),
  );
}

async function moderationByWeek(store: Firestore, weeks: Span[]) {
  const [approved, rejected] = await Promise.all([
    countPerSpan(store, 'auditLog', 'createdAt', weeks, [['action', 'listing.approve']]),
    countPerSpan(store, 'auditLog', 'createdAt', weeks, [['action', 'listing.reject']]),
  ]);
  return weeks.map((week, i) => ({ ...week, approved: approved[i], rejected: rejected[i] }));
}

async function activityByWeek(store: Firestore, weeks: Span[]) {
  const [accounts, reviews] = await Promise.all([
    countPerSpan(store, 'profiles', 'createdAt', weeks),
    countPerSpan(store, 'reviews', 'createdAt', weeks, [['_deleted', false]]),
  ]);
  return weeks.map((week, i) => ({ ...week, accounts: accounts[i], reviews: reviews[i] }));
}

/** Paid amounts (cents) per plan per month, by sum() over payments still `paid`. */
async function revenueByMonth(store: Firestore, months: Span[]) {
  return Promise.all(
    months.map(async (month) => {
      const sums = await Promise.all(
        PAID_PLANS.map(async (plan) => {
          const query = store
            .collection('payments')
            .where('status', '==', 'paid')
            .where('plan', '==', plan)
            .where('paidAt', '>=', month.start)
            .where('paidAt', '<', month.end);
          const snap = await query.aggregate({ amount: AggregateField.sum('amount') }).get();
          return [plan, num(snap.data().amount)] as const;
        }),
      );
      return { ...month, byPlan: Object.fromEntries(sums) };
    }),
  );
}

/** The most-searched terms that found nothing, once enough devices searched them. */
async function searchMisses(store: Firestore): Promise<SearchMissRow[]> {
  const snap = await store
    .collection('searchMisses')
    .where('devices', '>=', MIN_MISS_DEVICES)
    .orderBy('devices', 'desc')
    .orderBy('searches', 'desc')
    .limit(MISSES_SHOWN)
    .get();
  return snap.docs.map((d) => ({
    term: String(d.get('term') ?? ''),
    devices: num(d.get('devices')),
    searches: num(d.get('searches')),
    lastDay: String(d.get('lastDay') ?? ''),
  }));
}

/** Every figure of the admin's analytics page as of `now`. */
export async function directoryAnalyticsAt(store: Firestore, now: number): Promise<DirectoryAnalytics> {
  const weeks = lastWeeks(now, WEEKS_SHOWN);
  const [days, moderation, activity, revenue, misses] = await Promise.all([
    listingsByDay(store, now),
    moderationByWeek(store, weeks),
    activityByWeek(store, weeks),
    revenueByMonth(store, lastMonths(now, MONTHS_SHOWN)),
    searchMisses(store),
  ]);
  return {
    asOf: now,
    listingsByDay: days,
    moderationByWeek: moderation,
    activityByWeek: activity,
    revenueByMonth: revenue,
    plans: [...PAID_PLANS],
    currency: PLAN_TABLE.Silver.currency,
    searchMisses: misses,
  };
}

/** Takes `{}`: the figures are always as of now (a field it does not know is refused). */
export const directoryAnalytics = adminCallable<DirectoryAnalytics>(async (data) => {
  onlyKeys(asRecord(data ?? {}), [], 'request');
  return directoryAnalyticsAt(db, Date.now());
});
