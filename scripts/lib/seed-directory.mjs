// The demo directory's history, so the admin's analytics have 90 plausible days to show: the
// seeded timeline moved to end on the day of seeding, when each account was opened, the
// admin's approve/reject decisions (audit entries), the plans paid for, and each past day's
// listings by status. Totals are never written by hand: the analytics read them from these
// documents with their aggregation queries, and each past day is tallied by the functions'
// own rule (functions/lib/analytics/directory-day.js); the search misses go through the usage
// function's own code (applyUsageBatch).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { BASE_EPOCH } from '../seed-data.mjs';
import { shiftExtras } from './seed-extras.mjs';
import { ensureFunctionsBuilt } from '../setup.mjs';
import { PROJECT_ID, ROOT } from './emulators.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many past days get a directoryStats snapshot (the analytics page shows 90). */
const PAST_DAYS = 90;
/** Plans as functions/src/common/plans.ts prices them (the scripts cannot import it). */
const PLANS = { Silver: { amount: 1000, days: 10 }, Gold: { amount: 3000, days: 60 }, Platinum: { amount: 5000, days: 40 } };
/** Plans once bought and left to lapse by owners who are on Basic or no plan now: [uid, plan, days before seeding]. */
const LAPSED = [
  ['demo-owner-4', 'Gold', 120],
  ['demo-owner-5', 'Silver', 75],
  ['demo-owner-5', 'Silver', 33],
];
/** How far back payment history goes (the page shows 6 months). */
const PAYMENT_HISTORY = 185 * DAY;

const dayStart = (ms) => Math.floor(ms / DAY) * DAY;
const dayKey = (ms) => new Date(ms).toISOString().slice(0, 10);
const seq = (id) => Number(id.replace(/\D/g, '')) || 0;

/**
 * buildSeed()'s data with its whole timeline moved so it ends at the start of `now`'s UTC day
 * (it is written relative to a fixed date); the order of everything stays what it was.
 */
export function onSeedDay(data, now) {
  const shift = dayStart(now) - BASE_EPOCH;
  const moved = (list, keys) => list.map((d) => ({ ...d, ...Object.fromEntries(keys.filter((k) => k in d).map((k) => [k, d[k] + shift])) }));
  return {
    ...data,
    // An announcement, deals and events end (and start) a few days from the seed day.
    listings: moved(data.listings, ['createdAt']).map((l) => shiftExtras(l, shift)),
    ads: moved(data.ads, ['createdAt']),
    reviews: moved(data.reviews, ['createdAt', 'updatedAt']),
    listingReviews: moved(data.listingReviews, ['createdAt']),
    notifications: moved(data.notifications, ['createdAt']),
  };
}

/** When each seeded account was opened: a few days before its first listing or review. */
export function accountCreatedAt(data) {
  const first = {};
  const seen = (uid, at) => (first[uid] = Math.min(first[uid] ?? Infinity, at));
  for (const l of data.listings) seen(l.ownerId, l.createdAt);
  for (const r of data.reviews) seen(r.userId, r.createdAt);
  const earliest = Math.min(...Object.values(first));
  return Object.fromEntries(
    data.users.map((u, i) => [u.uid, u.admin ? earliest - 30 * DAY : Math.floor((first[u.uid] ?? earliest) - (2 + (i % 4)) * DAY - i * 3 * HOUR)]),
  );
}

/** When the admin approved or rejected each seeded listing that is no longer pending. */
export function moderationTimes(listings) {
  return new Map(listings.filter((l) => l.status !== 'pending').map((l) => [l.id, l.createdAt + (3 + ((seq(l.id) * 7) % 30)) * HOUR]));
}

/** The audit entries of those decisions, as moderateListing writes them. */
export function moderationAudit(listings, admin) {
  const times = moderationTimes(listings);
  return listings
    .filter((l) => times.has(l.id))
    .map((l) => ({
      id: `seed-audit-${l.id}`,
      actorId: admin.uid,
      actorEmail: admin.email,
      action: l.status === 'approved' ? 'listing.approve' : 'listing.reject',
      targetType: 'listing',
      targetId: l.id,
      targetLabel: l.title,
      before: { status: 'pending', rejectionReason: null },
      after: { status: l.status, rejectionReason: l.rejectionReason ?? null },
      createdAt: times.get(l.id),
      updatedAt: times.get(l.id),
    }));
}

function payment(uid, plan, paidAt, k, status = 'paid') {
  const { amount, days } = PLANS[plan];
  return {
    id: `cs_test_seed_${uid.replace(/-/g, '_')}_${k}`,
    userId: uid,
    plan,
    amount,
    currency: 'usd',
    status,
    createdAt: paidAt - 2 * 60_000,
    paidAt,
    periodStart: paidAt,
    periodEnd: paidAt + days * DAY,
    paymentIntentId: `pi_seed_${uid.replace(/-/g, '_')}_${k}`,
    flagReason: null,
    updatedAt: paidAt,
  };
}

/**
 * The plans paid for: each paid plan renewed back to back up to its current end (the
 * profile's packageExpiresAt), and a few plans bought once and left to lapse.
 */
export function seededPayments(profiles, now) {
  const payments = [];
  for (const p of profiles) {
    if (!PLANS[p.package] || !p.packageExpiresAt) continue;
    const days = PLANS[p.package].days;
    for (let k = 0, start = p.packageExpiresAt - days * DAY; start > now - PAYMENT_HISTORY && start > p.createdAt; k++, start -= days * DAY) {
      payments.push(payment(p.id, p.package, start, k));
    }
  }
  LAPSED.forEach(([uid, plan, daysAgo], i) => payments.push(payment(uid, plan, now - daysAgo * DAY - (i + 1) * HOUR, `lapsed${i}`)));
  return payments;
}

/**
 * directoryStats for the PAST_DAYS days before `now`'s day: each listing counted as it stood
 * at the end of that day (not yet created: absent; created but not yet moderated: pending;
 * then its seeded status), tallied by the snapshot function's rule.
 */
export function pastDirectoryDays(listings, now, tallyDirectoryDay) {
  const times = moderationTimes(listings);
  const today = dayStart(now);
  return Array.from({ length: PAST_DAYS }, (_, i) => {
    const start = today - (PAST_DAYS - i) * DAY;
    const end = start + DAY;
    const standing = listings
      .filter((l) => l.createdAt < end)
      .map((l) => ({ status: l.status === 'pending' || times.get(l.id) < end ? l.status : 'pending', _deleted: false }));
    return { id: dayKey(start), ...tallyDirectoryDay(dayKey(start), standing) };
  });
}

/** Writes what is missing (everything with `reset`); `stamped` adds the replication fields. */
async function writeMissing(db, collection, docs, { reset, stamped }) {
  let written = 0;
  for (let i = 0; i < docs.length; i += 400) {
    const chunk = docs.slice(i, i + 400);
    const refs = chunk.map((d) => db.collection(collection).doc(d.id));
    const existing = reset ? [] : await db.getAll(...refs);
    const batch = db.batch();
    chunk.forEach((doc, j) => {
      if (!reset && existing[j].exists) return;
      const data = { ...doc };
      delete data.id;
      batch.set(refs[j], stamped ? { ...data, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() } : data);
      written++;
    });
    await batch.commit();
  }
  return written;
}

/**
 * Writes the audit entries, payments and past directory days; resolves to how many of each
 * were new.
 */
export async function seedDirectoryHistory(db, data, profiles, { reset = false, now = Date.now() } = {}) {
  ensureFunctionsBuilt();
  const require = createRequire(join(ROOT, 'functions', 'package.json'));
  // The functions' modules use the default app of their own firebase-admin; another script may
  // have opened only a named one there (scripts/lib/review-ratings.mjs).
  const { getApps, initializeApp } = require('firebase-admin/app');
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp({ projectId: process.env.GCLOUD_PROJECT || PROJECT_ID });
  const { tallyDirectoryDay } = require(join(ROOT, 'functions', 'lib', 'analytics', 'directory-day.js'));
  const admin = data.users.find((u) => u.admin);
  return {
    audit: await writeMissing(db, 'auditLog', moderationAudit(data.listings, admin), { reset, stamped: true }),
    payments: await writeMissing(db, 'payments', seededPayments(profiles, now), { reset, stamped: true }),
    days: await writeMissing(db, 'directoryStats', pastDirectoryDays(data.listings, now, tallyDirectoryDay), { reset, stamped: false }),
  };
}
