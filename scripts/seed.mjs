// Seeds the emulators with demo accounts, listings, ads, diners' reviews and the demo owner's
// dashboard (their owner copies, notifications) through the Admin SDK. Listings are written
// unrated; their ratings come from the reviews, by the aggregation function's code.
// Idempotent: fixed ids; existing documents are left alone unless --reset is given (ratings
// are recomputed either way, so numbers an older seed invented are repaired).
import { isDeepStrictEqual } from 'node:util';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, FieldValue } from 'firebase-admin/firestore';
import { buildSeed } from './seed-data.mjs';
import { PROJECT_ID, PORTS, waitFor } from './lib/emulators.mjs';
import { buildCatalogSnapshotNow } from './lib/catalog-snapshot.mjs';
import { recomputeRatingsNow } from './lib/review-ratings.mjs';
import { accountCreatedAt, onSeedDay, seedDirectoryHistory } from './lib/seed-directory.mjs';
import { seedUsageHistory } from './lib/seed-usage.mjs';

export function useEmulatorEnv() {
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth}`;
}

export function adminApp() {
  useEmulatorEnv();
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
}

async function ensureUser(auth, user) {
  try {
    await auth.getUser(user.uid);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.fullName,
      emailVerified: true,
    });
  }
  await auth.setCustomUserClaims(user.uid, user.admin ? { admin: true } : null);
}

/**
 * Writes docs (each with its `id`) to the collection at `path(doc)`. `omit` names keys that
 * only locate a document (a subcollection's parent uid) and are not stored; `updatedAt` is
 * stamped only where the data model has one (profiles, listings, ads). Without `reset` a
 * document that exists is left alone; with it, one that differs from the demo data is written
 * again (a test changed it), and one that is still as seeded is not: every listing rewritten
 * costs a catalogue projection, and a test run's re-seed waits for them. The ids written are
 * pushed to `written`.
 */
async function writeAll(db, path, docs, { reset, updatedAt = true, omit = [], written = [] }) {
  const pathOf = typeof path === 'function' ? path : () => path;
  let count = 0;
  for (let i = 0; i < docs.length; i += 400) {
    const chunk = docs.slice(i, i + 400);
    const refs = chunk.map((d) => db.collection(pathOf(d)).doc(d.id));
    const existing = await db.getAll(...refs);
    const batch = db.batch();
    chunk.forEach((doc, j) => {
      const data = { ...doc, _deleted: false };
      for (const key of ['id', ...omit]) delete data[key];
      if (existing[j].exists && (!reset || asSeeded(existing[j].data(), data))) return;
      if (updatedAt) data.updatedAt = Date.now();
      // Every synced write carries _deleted and the server timestamp: pulls order by it.
      batch.set(refs[j], { ...data, serverTimestamp: FieldValue.serverTimestamp() });
      written.push(doc.id);
      count++;
    });
    await batch.commit();
  }
  return count;
}

/** Keys a stored document may differ in and still be as seeded: stamps, and ratings (recomputed next). */
const DERIVED = new Set(['updatedAt', 'serverTimestamp', 'rating', 'reviewCount']);

/** Whether `stored` holds what `seeded` says (a plan's end may be a few minutes off: seeded from "now"). */
function asSeeded(stored, seeded) {
  const keys = new Set([...Object.keys(stored), ...Object.keys(seeded)].filter((k) => !DERIVED.has(k)));
  for (const key of keys) {
    const [a, b] = [stored[key], seeded[key]];
    if (key === 'packageExpiresAt' && typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < DAY) continue;
    if (!isDeepStrictEqual(a ?? null, b ?? null)) return false;
  }
  return true;
}

/**
 * Runs `write` with the functions emulator's background triggers paused (its hub's own switch,
 * the one @firebase/rules-unit-testing uses). Without a functions emulator there is nothing to
 * pause, and the writes simply run.
 */
async function withoutReviewTriggers(write) {
  const hub = `http://127.0.0.1:${PORTS.hub}/functions`;
  // No timeout: the hub answers once the triggers already queued (the listings' projections)
  // have run, which takes a while on a busy machine. Only a refused connection means no hub.
  const paused = await fetch(`${hub}/disableBackgroundTriggers`, { method: 'PUT' }).then(
    (res) => res.ok,
    () => false,
  );
  const resume = async () => {
    if (!paused) return;
    const res = await fetch(`${hub}/enableBackgroundTriggers`, { method: 'PUT' });
    if (!res.ok) throw new Error(`The functions emulator did not resume its triggers (HTTP ${res.status}).`);
  };
  let result;
  try {
    result = await write();
  } catch (error) {
    // The write's error is the one to throw; a failure to resume is reported beside it.
    await resume().catch((resumeError) => console.error('[seed] could not resume the functions triggers:', resumeError));
    throw error;
  }
  await resume();
  return result;
}

/** Every live catalog entry shows its listing's rating and count. */
async function catalogRatingsFinal(db) {
  const [listings, catalog] = await Promise.all([
    db.collection('listings').where('status', '==', 'approved').get(),
    db.collection('catalog').where('_deleted', '==', false).get(),
  ]);
  const shown = new Map(catalog.docs.map((d) => [d.id, d.data()]));
  return listings.docs.every((l) => {
    const entry = shown.get(l.id);
    return !entry || l.get('_deleted') === true || (entry.rating === l.get('rating') && entry.reviewCount === l.get('reviewCount'));
  });
}

const DAY = 24 * 60 * 60 * 1000;
/** The demo owner's booking rules: half-hour slots, three tables each, parties of 1 to 8, a month ahead. */
export const DEMO_BOOKING_RULES = { enabled: true, slotMinutes: 30, capacity: 3, minParty: 1, maxParty: 8, daysAhead: 30, noticeMinutes: 60 };
/** Days left on each seeded paid plan: Silver ends soon (its reminder is due), the others later. */
const PAID_DAYS_LEFT = { Silver: 2, Gold: 45, Platinum: 30 };

export async function seed({ reset = false, quiet = false, waitForCatalog = true, timings = false } = {}) {
  if (!process.env.FIRESTORE_EMULATOR_HOST && !process.argv.includes('--force')) {
    throw new Error('Refusing to seed without FIRESTORE_EMULATOR_HOST (demo data is for the emulators).');
  }
  const app = adminApp();
  const auth = getAuth(app);
  const db = getFirestore(app);
  const now = Date.now();
  // The seeded timeline ends today, so the analytics' last 90 days have history to show.
  const data = onSeedDay(buildSeed(), now);
  const joined = accountCreatedAt(data);
  const log = (...a) => !quiet && console.log('[seed]', ...a);
  // `timings` prints where the seed's time went, even when quiet (a test run's slow re-seed).
  let lap = Date.now();
  const laps = [];
  const mark = (what) => {
    laps.push(`${what} ${((Date.now() - lap) / 1000).toFixed(1)}`);
    lap = Date.now();
  };

  for (const user of data.users) await ensureUser(auth, user);
  // The rules want an admin's record as well as the claim (scripts/make-admin.mjs writes both).
  for (const u of data.users.filter((x) => x.admin)) await db.doc(`admins/${u.uid}`).set({ email: u.email, grantedAt: FieldValue.serverTimestamp() });
  const profiles = data.users.map((u) => ({
    id: u.uid,
    fullName: u.fullName,
    email: u.email,
    businessName: u.businessName ?? '',
    businessType: u.businessType ?? 'Restaurant',
    role: u.admin ? 'admin' : 'business_owner',
    package: u.package ?? null,
    // Paid plans run for a while from the day of seeding (Basic never ends).
    packageExpiresAt: PAID_DAYS_LEFT[u.package] ? Date.now() + PAID_DAYS_LEFT[u.package] * DAY : null,
    status: 'active',
    // The Auth users are created verified; the profile mirrors it for the admin's Users tab.
    emailVerified: true,
    createdAt: joined[u.uid],
  }));
  const p = await writeAll(db, 'profiles', profiles, { reset });
  // Demo Owner (Gold) takes table bookings at their approved places: the rules are written
  // before the listings, so the listings' projection publishes "Book a table" with them.
  const bookable = data.listings.filter((x) => x.ownerId === 'demo-owner' && x.status === 'approved');
  const rulesBatch = db.batch();
  for (const x of bookable) rulesBatch.set(db.doc(`bookingRules/${x.id}`), { ...DEMO_BOOKING_RULES, listingId: x.id, ownerId: x.ownerId, updatedAt: now });
  await rulesBatch.commit();
  const rewritten = [];
  const l = await writeAll(db, 'listings', data.listings, { reset, written: rewritten });
  const a = await writeAll(db, 'ads', data.ads, { reset });
  mark('accounts and listings');
  log(`users ${data.users.length}, profiles +${p}, listings +${l}, ads +${a}`);
  // The owner dashboard. The projectOwnerReview function derives listingReviews from reviews
  // when functions run; the seed writes the same copies itself so it needs no functions.
  // Hundreds of review writes would each fire three triggers (aggregation, owner copy, rate
  // limit) that add nothing here: the seed writes the owner copies and computes the ratings
  // itself, and seeded reviews must not count against anyone's rate limit.
  const r = await withoutReviewTriggers(() => writeAll(db, 'reviews', data.reviews, { reset, updatedAt: false }));
  const lr = await writeAll(db, (d) => `users/${d.ownerId}/listingReviews`, data.listingReviews, { reset, updatedAt: false, omit: ['ownerId'] });
  const n = await writeAll(db, (d) => `users/${d.uid}/notifications`, data.notifications, { reset, updatedAt: false, omit: ['uid'] });
  mark('reviews');
  log(`reviews +${r}, owner review copies +${lr}, notifications +${n}`);
  // Every listing's rating and count from its reviews, now (the triggers, when the functions
  // run, reach the same numbers: the computation reads only what is stored).
  const ratings = await recomputeRatingsNow(data.listings.map((x) => x.id));
  log(`ratings from reviews: ${ratings.updated} updated, ${ratings.unchanged} already right`);
  const history = await seedDirectoryHistory(db, data, profiles, { reset, now });
  mark('ratings and history');
  log(`directory history: audit entries +${history.audit}, payments +${history.payments}, daily snapshots +${history.days}`);

  if (waitForCatalog) {
    // The projection function fills catalog/; wait so the app shows data when its URL is printed.
    const approved = data.listings.filter((x) => x.status === 'approved').length;
    // On a reset, each listing written again must be projected since this seed began (or, not
    // approved, have left the catalogue): the others' entries are still there, and projections
    // still queued would otherwise run into whatever comes next (a test suite's own listings
    // waited minutes behind them).
    const again = new Set(rewritten);
    const pending = reset ? data.listings.filter((x) => again.has(x.id)) : null;
    await waitFor(
      async () => {
        if (pending) {
          if (!pending.length) return true;
          const entries = await db.getAll(...pending.map((x) => db.doc(`catalog/${x.id}`)));
          return entries.every((e, i) =>
            pending[i].status === 'approved' ? e.exists && e.get('_deleted') === false && e.get('updatedAt') >= now : !e.exists || e.get('_deleted') === true,
          );
        }
        const snap = await db.collection('catalog').where('_deleted', '==', false).count().get();
        return snap.data().count >= approved;
      },
      { timeoutMs: 300_000, what: `the catalog projection of ${pending ? pending.length : approved} listings` },
    );
    // …with the final ratings: the snapshot must not publish the numbers before them.
    await waitFor(() => catalogRatingsFinal(db), { timeoutMs: 120_000, what: 'the catalog projection of the ratings' });
    mark('catalog projection');
    log(`catalog ready (${approved} approved listings)`);
    // New installs load the catalogue from the published snapshot (docs/sync.md).
    const snapshot = await buildCatalogSnapshotNow();
    log(`catalog snapshot ${snapshot.status}${snapshot.count !== undefined ? ` (${snapshot.count} listings, ${snapshot.bytes} bytes gzip)` : ''}`);
    // 180 days of usage counts, through the usage function's applier (it counts catalogued listings only).
    mark('snapshot');
    log('usage history', JSON.stringify(await seedUsageHistory(data)));
    mark('usage history');
  }
  if (timings) console.log(`[seed] took ${((Date.now() - now) / 1000).toFixed(1)} s: ${laps.join(' s, ')} s`);
  return data;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed({ reset: process.argv.includes('--reset') })
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
