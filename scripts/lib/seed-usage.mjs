// The demo's usage history: 180 days of device batches for every approved listing, made up
// deterministically and applied through the usage function's own applier
// (functions/lib/usage/apply.js), so the totals owners see are counted, never typed in.
//
// Each day's facts depend only on that day (its key seeds the PRNG) and batch ids name their
// device and days, so a second run the same day re-sends batches the replay guard ignores, and
// a marker makes a run on a later day apply only the days since (see seedUsageHistory).
// The history stops yesterday: today's figures are left to real use (and to the e2e tests).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { prng } from './prng.mjs';

/** Twice the longest period the owner's page shows, so its 90 days have a previous 90 to compare with. */
export const HISTORY_DAYS = 180;
const DAY = 86_400_000;
/** Devices that used the directory over those days; a day's visitors are drawn from them. */
const DEVICE_POOL = 64;
/** A device's batch holds its days of one block of this many days. */
const BLOCK_DAYS = 28;
/** The largest batch the usage function takes (MAX_BATCH_ENTRIES). */
const MAX_BATCH = 200;
/** Visitors on an ordinary Thursday, before the season. */
const BASE_DEVICES = 28;
/** Sunday first, like Date#getDay. */
const WEEKDAY_TRAFFIC = [1.15, 0.8, 0.8, 0.85, 0.95, 1.25, 1.35];
/** How much a listing draws on each weekday by category: weekends are restaurants' busy days. */
const CATEGORY_WEEK = {
  Restaurant: [1.3, 0.8, 0.85, 0.9, 1, 1.35, 1.45],
  'Fast Food': [1.15, 0.9, 0.9, 0.95, 1, 1.25, 1.3],
  Bakery: [1.25, 0.9, 0.9, 0.9, 0.95, 1, 1.35],
  'Coffee Shop': [0.9, 1.1, 1.1, 1.1, 1.05, 1, 0.95],
  Cafe: [1.1, 1, 1, 1, 1, 1.05, 1.2],
};
/** After a view, the chance of each follow-up fact (per device per day). */
const AFTER_VIEW = {
  contact_phone: 0.09,
  contact_website: 0.06,
  contact_email: 0.015,
  contact_whatsapp: 0.025,
  contact_social: 0.03,
  directions: 0.12,
  share: 0.03,
  favorite_add: 0.05,
  favorite_remove: 0.008,
  view_near_me: 0.22,
  view_open_now: 0.14,
};
/**
 * Searches that found nothing: each is searched every `every` days by the next of `devices`
 * devices in turn, so any 90 days hold at least `devices` distinct searchers. The last is
 * searched by 2 devices only: below the admin list's threshold, it must never show.
 */
export const SEED_MISSES = [
  { term: 'vegan ramen', every: 3, devices: 9 },
  { term: 'halal', every: 4, devices: 7 },
  { term: 'gluten free bakery', every: 5, devices: 6 },
  { term: 'late night tacos', every: 6, devices: 5 },
  { term: 'dim sum', every: 7, devices: 4 },
  { term: 'korean bbq', every: 9, devices: 3 },
  { term: 'poutine', every: 8, devices: 2 },
];

/** Map.groupBy, which Node 20 lacks. */
function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const pad = (n) => String(n).padStart(2, '0');
/** The device's local day, as dayKeyOf in functions/src/common/usage.ts writes it. */
const dayKey = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const deviceId = (n) => `seed-device-${String(n).padStart(3, '0')}`;

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** `k` of `items` drawn without replacement, each with chance proportional to weight(item). */
function weightedPick(items, k, weight, rnd) {
  return items
    .map((item) => ({ item, key: -Math.log(1 - rnd()) / weight(item) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, k)
    .map((x) => x.item);
}

/**
 * The season, a function of the date alone (so a day's batches never change): busiest in the
 * run-up to Christmas, quietest in June, ±18% around the year.
 */
function season(ms) {
  const date = new Date(ms);
  const dayOfYear = (Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(date.getFullYear(), 0, 1)) / DAY;
  return 1 + 0.18 * Math.sin((2 * Math.PI * (dayOfYear - 260)) / 365);
}

/** Local noon `ago` days before `today`'s date, and that day's key. */
function dayAgo(today, ago) {
  const base = new Date(today);
  const noon = new Date(base.getFullYear(), base.getMonth(), base.getDate() - ago, 12);
  return { noon, day: dayKey(noon) };
}

/**
 * What each device did on each of the `days` days before `today`, oldest first:
 * `[{ day, now, block, devices: Map<deviceNumber, UsageEntry[]> }]`, `now` at local noon. A day's
 * facts depend on its date alone; every entry is valid and within the daily limits.
 */
export function buildUsageDays({ listings, reviews }, { today = Date.now(), days = HISTORY_DAYS } = {}) {
  const approved = listings.filter((l) => l.status === 'approved');
  const stars = groupBy(reviews, (r) => r.listingId);
  const mean = (rs) => (rs?.length ? rs.reduce((a, r) => a + r.rating, 0) / rs.length : 3.5);
  const quality = new Map(approved.map((l) => [l.id, Math.min(1.5, (mean(stars.get(l.id)) / 4) ** 2)]));
  // Better-rated places get found and opened more; the demo owner's (a Gold plan) get more
  // appearances, so their charts have something to show.
  const draw = (l, weekday) => quality.get(l.id) * (l.ownerId === 'demo-owner' ? 3 : 1) * CATEGORY_WEEK[l.category][weekday];
  const byCity = groupBy(approved, (l) => l.city);
  const cities = [...byCity.keys()].sort();
  const history = [];
  for (let ago = days; ago >= 1; ago--) {
    const { noon, day } = dayAgo(today, ago);
    const weekday = noon.getDay();
    const dayNumber = Math.round(Date.UTC(noon.getFullYear(), noon.getMonth(), noon.getDate()) / DAY);
    const rnd = prng(hash(`usage ${day}`));
    const visitors = Math.round(BASE_DEVICES * WEEKDAY_TRAFFIC[weekday] * season(noon.getTime()) * (0.9 + 0.2 * rnd()));
    const devices = new Map();
    const entries = (n) => devices.get(n) ?? devices.set(n, []).get(n);
    for (const n of weightedPick([...Array(DEVICE_POOL).keys()], visitors, () => 1, rnd)) {
      const city = rnd() < 0.85 ? cities[n % cities.length] : cities[Math.floor(rnd() * cities.length)];
      const shown = weightedPick(byCity.get(city), 4 + Math.floor(rnd() * 5), (l) => draw(l, weekday), rnd);
      for (const l of shown) {
        entries(n).push({ day, event: 'appearance', listingId: l.id });
        if (rnd() >= 0.3 * quality.get(l.id)) continue;
        entries(n).push({ day, event: 'view', listingId: l.id });
        for (const [event, chance] of Object.entries(AFTER_VIEW)) {
          if (event === 'contact_whatsapp' && !l.whatsapp) continue;
          if (event === 'contact_social' && !Object.keys(l.socialMedia ?? {}).length) continue;
          if (rnd() < chance) entries(n).push({ day, event, listingId: l.id });
        }
      }
    }
    // The demo owner's listings show up every day (the seed's check reads yesterday's figures):
    // a quiet day's listing is at least on one visitor's first screen.
    const seen = new Set([...devices.values()].flat().map((e) => e.listingId));
    const first = Math.min(...devices.keys());
    for (const l of approved) if (l.ownerId === 'demo-owner' && !seen.has(l.id)) entries(first).push({ day, event: 'appearance', listingId: l.id });
    SEED_MISSES.forEach(({ term, every, devices: searchers }, t) => {
      if ((dayNumber + t) % every) return;
      const turn = Math.floor(dayNumber / every) % searchers;
      entries((t * 9 + turn) % DEVICE_POOL).push({ day, event: 'search_miss', term });
    });
    history.push({ day, now: noon.getTime(), block: Math.floor(dayNumber / BLOCK_DAYS), devices });
  }
  return history;
}

/** listingId → day → event → count: what the applier must store for these days. */
export function totalsOf(history) {
  const totals = new Map();
  for (const { day, devices } of history) {
    for (const list of devices.values()) {
      for (const { event, listingId } of list) {
        if (!listingId) continue;
        const perDay = totals.get(listingId) ?? totals.set(listingId, new Map()).get(listingId);
        const counts = perDay.get(day) ?? perDay.set(day, {}).get(day);
        counts[event] = (counts[event] ?? 0) + 1;
      }
    }
  }
  return totals;
}

/**
 * The days as devices send them: `[{ batch, now }]`, one device per batch, each holding that
 * device's days of one fixed BLOCK_DAYS-day block (a device online now and then sends several
 * days at once; it keeps the applier calls few), at most MAX_BATCH entries, `now` at noon of the
 * last day it holds. Ids name the device and the days, so the same days give the same ids.
 */
export function batchesOf(history) {
  const batches = [];
  for (const days of groupBy(history, (d) => d.block).values()) {
    const devices = [...new Set(days.flatMap((d) => [...d.devices.keys()]))].sort((a, b) => a - b);
    for (const n of devices) {
      const held = days.filter((d) => d.devices.has(n));
      const entries = held.flatMap((d) => d.devices.get(n));
      for (let i = 0; i < entries.length; i += MAX_BATCH) {
        const chunk = entries.slice(i, i + MAX_BATCH);
        const last = held.find((d) => d.day === chunk.at(-1).day);
        const batchId = `seed-usage-${chunk[0].day}-${last.day}-${n}-${i / MAX_BATCH}`;
        batches.push({ batch: { batchId, deviceId: deviceId(n), entries: chunk }, now: last.now, block: last.block });
      }
    }
  }
  return batches;
}

const APP_NAME = 'seed-usage-script';

/** The usage function's applier and the functions' own Admin SDK, on the local emulator. */
async function loadApplier() {
  const { ensureFunctionsBuilt } = await import('../setup.mjs');
  const { PORTS, PROJECT_ID, ROOT } = await import('./emulators.mjs');
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
  if (!/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(process.env.FIRESTORE_EMULATOR_HOST)) {
    throw new Error(`Refusing to seed usage outside the local emulator (FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST})`);
  }
  ensureFunctionsBuilt();
  const require = createRequire(join(ROOT, 'functions', 'package.json'));
  const { getApps, initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { applyUsageBatch } = require(join(ROOT, 'functions', 'lib', 'usage', 'apply.js'));
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT || PROJECT_ID }, APP_NAME);
  return { db: getFirestore(app), applyUsageBatch };
}

/** Where the seed notes the last day of history it applied (Admin SDK only, like all usage data). */
const MARKER = 'seedState/usageHistory';

/**
 * Applies the days of history not applied yet (all of them on a fresh emulator, none on a second run
 * the same day, the days since on a later one: a day's batches are grouped differently once
 * the window moves, so the marker, not only the replay guard, keeps a day from counting twice),
 * one batch at a time: the emulator's transactions lock what they read, and batches in flight
 * together only waited on each other (timed on a fresh emulator, 4 at once took twice as long as
 * one); then checks the demo owner's stored days against the generated ones.
 * Resolves to { days, batches, applied, duplicates, accepted, checked, ms }.
 */
export async function seedUsageHistory(data, { today = Date.now() } = {}) {
  const started = Date.now();
  const { db, applyUsageBatch } = await loadApplier();
  const history = buildUsageDays(data, { today });
  const marker = (await db.doc(MARKER).get()).data() ?? {};
  const through = marker.through ?? '';
  // The first day applied: a marker from a shorter history leaves the days before it to do.
  const from = marker.from ?? (through ? dayKey(new Date(new Date(`${through}T12:00:00`).getTime() - 89 * 86_400_000)) : '');
  const todo = history.filter((d) => d.day > through || d.day < from);
  const tally = { days: todo.length, batches: 0, applied: 0, duplicates: 0, accepted: 0 };
  for (const { batch, now } of batchesOf(todo)) {
    const reply = await applyUsageBatch(db, batch, now);
    if (!reply.ok) throw new Error(`[seed] the usage applier refused ${batch.batchId}: ${reply.message}`);
    const dropped = Object.entries(reply.dropped ?? {}).filter(([, n]) => n > 0);
    if (dropped.length) throw new Error(`[seed] the usage applier dropped entries of ${batch.batchId}: ${JSON.stringify(Object.fromEntries(dropped))}`);
    tally.batches++;
    tally[reply.duplicate ? 'duplicates' : 'applied']++;
    tally.accepted += reply.accepted;
  }
  if (todo.length) await db.doc(MARKER).set({ from: history[0].day, through: history.at(-1).day });
  const mine = data.listings.filter((l) => l.ownerId === 'demo-owner' && l.status === 'approved').map((l) => l.id);
  const checked = await checkStoredUsage(db, mine, totalsOf(history), today);
  return { ...tally, checked, ms: Date.now() - started };
}

/**
 * Self-check of the stored history: each listing has yesterday's figures, and every generated
 * day reads back exactly as generated. Throws on a difference; resolves to the days compared.
 */
export async function checkStoredUsage(db, listingIds, totals, today = Date.now()) {
  const { day: yesterday } = dayAgo(today, 1);
  const { day: oldest } = dayAgo(today, HISTORY_DAYS);
  let compared = 0;
  for (const id of listingIds) {
    const snap = await db.collection(`listingStats/${id}/days`).where('day', '>=', oldest).where('day', '<=', yesterday).get();
    const stored = new Map(snap.docs.map((d) => [d.id, d.data()]));
    const generated = totals.get(id) ?? new Map();
    if (!stored.has(yesterday)) throw new Error(`[seed] usage check: ${id} has no figures for ${yesterday}`);
    for (const day of new Set([...stored.keys(), ...generated.keys()])) {
      // The counts only (a stored day also names its day and listing).
      const got = Object.fromEntries(Object.entries(stored.get(day) ?? {}).filter(([, v]) => typeof v === 'number'));
      const want = generated.get(day) ?? {};
      const same = Object.keys({ ...got, ...want }).every((event) => (got[event] ?? 0) === (want[event] ?? 0));
      if (!same) throw new Error(`[seed] usage check: ${id} ${day} stored ${JSON.stringify(got)}, generated ${JSON.stringify(want)}`);
      compared++;
    }
  }
  return compared;
}
