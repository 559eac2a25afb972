// `npm run bench -- --only usage`: load on the usage function (recordUsage) in the functions
// emulator. Simulated devices post their batches at once, round after round, about a few hot
// listings (the same daily documents contended), with some batches sent again (a retry after a
// lost answer); then the stored totals are read back and must equal, event by event, what the
// batches held, counted here from the batches themselves (each batch id once).
import { DAILY_LIMITS, LISTING_EVENTS, MAX_BATCH_ENTRIES } from '../../functions/lib/common/usage.js';
import { FUNCTIONS_BASE, PROJECT_ID } from './emulators.mjs';
import { quantile } from './bench-report.mjs';
import { prng } from './prng.mjs';

const ENDPOINT = `${FUNCTIONS_BASE}/recordUsage`;
const REQUEST_TIMEOUT_MS = 30_000;
/** How often each event is among a device's facts: appearances and views most. */
const EVENT_WEIGHT = { appearance: 6, view: 4, view_near_me: 1.5, view_open_now: 1 };

const pad = (n, w = 3) => String(n).padStart(w, '0');

/**
 * Every batch of the run, per round: `rounds[r]` = [{ device, batch }], one batch per device per
 * round, 50 to MAX_BATCH_ENTRIES distinct facts of `day`, most about the `hot` first listings.
 * No device goes over a daily limit, so every entry must be accepted.
 */
export function makeUsageLoad({ devices, rounds, listings, hot, day, seed = 27 }) {
  const rnd = prng(seed);
  const ids = Array.from({ length: listings }, (_, i) => `usage-bench-${pad(i)}`);
  const facts = ids.flatMap((listingId, i) => LISTING_EVENTS.map((event) => ({ listingId, event, weight: (i < hot ? 10 : 1) * (EVENT_WEIGHT[event] ?? 0.5) })));
  const used = Array.from({ length: devices }, () => ({}));
  const plan = [];
  for (let r = 0; r < rounds; r++) {
    const round = [];
    for (let d = 0; d < devices; d++) {
      const size = 50 + Math.floor(rnd() * (MAX_BATCH_ENTRIES - 49));
      const entries = [];
      const order = facts.map((f) => ({ f, key: -Math.log(1 - rnd()) / f.weight })).sort((a, b) => a.key - b.key);
      for (const { f } of order) {
        if (entries.length === size) break;
        if ((used[d][f.event] ?? 0) >= DAILY_LIMITS[f.event]) continue;
        used[d][f.event] = (used[d][f.event] ?? 0) + 1;
        entries.push({ day, event: f.event, listingId: f.listingId });
      }
      round.push({ device: d, batch: { batchId: `usage-bench-${day}-r${r}-d${pad(d)}`, deviceId: `usage-bench-device-${pad(d)}`, entries } });
    }
    plan.push(round);
  }
  return { ids, plan };
}

/** listingId → event → count over the batches, each batch id once. */
export function expectedTotals(batches) {
  const seen = new Set();
  const totals = new Map();
  for (const { batchId, entries } of batches) {
    if (seen.has(batchId)) continue;
    seen.add(batchId);
    for (const { listingId, event } of entries) {
      const counts = totals.get(listingId) ?? totals.set(listingId, {}).get(listingId);
      counts[event] = (counts[event] ?? 0) + 1;
    }
  }
  return totals;
}

/** Runs `tasks` (functions) with at most `limit` running at a time. */
function limiter(limit) {
  let running = 0;
  const waiting = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= limit) await new Promise((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * Posts a batch as a device does: a 5xx or a network error is retried (the same batch id) after
 * a pause, so a batch is counted once whatever happened to the first answer.
 */
async function send(batch, slot, stats) {
  const queued = performance.now();
  for (let attempt = 1; ; attempt++) {
    const reply = await slot(async () => {
      const t = performance.now();
      const res = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        // A device gives up on an answer that does not come, and sends the batch again later.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch((error) => ({ status: 0, error }));
      const body = res.status ? await res.json().catch(() => null) : null;
      stats.wire.push(performance.now() - t);
      return { status: res.status, body };
    });
    if (reply.status === 200 && reply.body?.ok) {
      stats.device.push(performance.now() - queued);
      return reply.body;
    }
    if (reply.status && reply.status < 500) throw new Error(`recordUsage refused ${batch.batchId}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
    stats.retries++;
    if (attempt >= 8) throw new Error(`recordUsage kept failing for ${batch.batchId} (HTTP ${reply.status})`);
    await new Promise((r) => setTimeout(r, 200 * attempt));
  }
}

/**
 * Writes the catalogue, sends the load and checks the totals. `inFlight` caps the requests
 * open at once: the functions emulator starts one worker process per concurrent request,
 * which on a small machine would be hundreds of Node processes (production serves 80 at a
 * time per instance, and scales out).
 */
export async function runUsageBench({ devices = 200, rounds = 3, listings = 40, hot = 8, replayShare = 0.05, inFlight = 8, log }) {
  const [{ initializeApp, deleteApp }, { getFirestore, FieldValue }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/firestore')]);
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-usage-${Date.now()}`);
  const db = getFirestore(app);
  try {
    const day = new Date().toISOString().slice(0, 10);
    const { ids, plan } = makeUsageLoad({ devices, rounds, listings, hot, day });
    const catalog = db.batch();
    ids.forEach((id, i) => catalog.set(db.doc(`catalog/${id}`), { title: `Usage bench ${i}`, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() }));
    await catalog.commit();

    const slot = limiter(inFlight);
    // Warm workers first, one cold start at a time (1, then 2 at once, ... up to inFlight):
    // the emulator starts a process for a request that finds none idle, and many starting at
    // once on a small machine can leave requests unanswered. Cold starts are not the function's latency.
    for (let k = 1; k <= inFlight; k++) {
      await Promise.all(Array.from({ length: k }, () => fetch(ENDPOINT, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then((r) => r.arrayBuffer(), () => undefined)));
    }
    const stats = { wire: [], device: [], retries: 0 };
    const sent = [];
    const replies = [];
    const rnd = prng(2027);
    const started = performance.now();
    for (const [r, round] of plan.entries()) {
      // Alongside this round: batches of earlier rounds again, and a few of this round twice at once.
      const again = [...sent.filter(() => rnd() < replayShare), ...(r === 0 ? round.slice(0, Math.ceil(devices * replayShare)).map((x) => x.batch) : [])];
      const t = performance.now();
      const batches = [...round.map((x) => x.batch), ...again];
      replies.push(...(await Promise.all(batches.map((b) => send(b, slot, stats)))).map((reply, i) => ({ reply, replay: i >= round.length })));
      sent.push(...round.map((x) => x.batch));
      log(`usage round ${r + 1}/${rounds}: ${round.length} devices + ${again.length} replays in ${Math.round(performance.now() - t)} ms`);
    }
    const seconds = (performance.now() - started) / 1000;

    const expected = expectedTotals(sent);
    const stored = new Map();
    for (const id of ids) stored.set(id, (await db.doc(`listingStats/${id}/days/${day}`).get()).data() ?? {});
    const differences = [];
    for (const id of ids) {
      for (const event of LISTING_EVENTS) {
        const want = expected.get(id)?.[event] ?? 0;
        const got = stored.get(id)[event] ?? 0;
        if (got !== want) differences.push(`${id} ${event}: stored ${got}, sent ${want}`);
      }
    }
    const eventsSent = [...expected.values()].reduce((a, c) => a + Object.values(c).reduce((x, y) => x + y, 0), 0);
    const accepted = replies.reduce((a, { reply }) => a + reply.accepted, 0);
    const duplicates = replies.filter(({ reply }) => reply.duplicate).length;
    const replays = replies.filter(({ replay }) => replay).length;
    const dropped = replies.reduce((a, { reply }) => a + Object.values(reply.dropped).reduce((x, y) => x + y, 0), 0);
    return {
      devices,
      rounds,
      listings,
      hot,
      inFlight,
      requests: stats.wire.length,
      batches: sent.length,
      replays,
      duplicates,
      retries: stats.retries,
      eventsSent,
      accepted,
      dropped,
      seconds: Number(seconds.toFixed(2)),
      eventsPerSecond: Math.round(accepted / seconds),
      wire: { p50: quantile(stats.wire, 0.5), p95: quantile(stats.wire, 0.95), max: Math.max(...stats.wire) },
      device: { p50: quantile(stats.device, 0.5), p95: quantile(stats.device, 0.95), max: Math.max(...stats.device) },
      exact: differences.length === 0 && accepted === eventsSent && duplicates === replays && dropped === 0,
      differences: differences.slice(0, 20),
    };
  } finally {
    await deleteApp(app);
  }
}

const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`;

/** The summary lines of a run (scripts/lib/bench-report.mjs prints them). */
export function usageLines(u) {
  return [
    `usage: ${u.devices} devices x ${u.rounds} rounds (${u.batches} batches, ${u.eventsSent.toLocaleString('en-US')} events on ${u.hot} hot of ${u.listings} listings), ${u.inFlight} requests in flight`,
    `usage accepted events/s: ${u.eventsPerSecond.toLocaleString('en-US')} (${u.accepted.toLocaleString('en-US')} in ${u.seconds} s)`,
    `usage request latency p50 ${ms(u.wire.p50)}, p95 ${ms(u.wire.p95)}, max ${ms(u.wire.max)}; as a device waits (queue + retries) p50 ${ms(u.device.p50)}, p95 ${ms(u.device.p95)}`,
    `usage replays ignored: ${u.duplicates} of ${u.replays}; retries after 5xx: ${u.retries}; entries dropped: ${u.dropped}`,
    // OVER marks it failed in the summary (bench-report.mjs); the run then exits 1.
    `usage stored totals = events sent exactly: ${u.exact ? 'OK' : `no (${u.differences.slice(0, 3).join('; ') || 'see replies'}) OVER`}`,
  ];
}
