// npm run bench [-- --n 10000,50000] [--reps 5] [--sync-reps 3] [--sync-timeout s] [--reloads 9] [--lighthouse-server hosting,cdn,cdn-client]
//   [--only render,ab,app,lighthouse,discovery,usage,ratings]
// Measures every speed budget, prints each with OK/OVER and writes .cache/bench/results.json:
// - render: the page renderer's time per page (cold start, then warm p50/p95; scripts/lib/bench-render.mjs);
// - Lighthouse (mobile preset, cold visit) of /, /listings and a listing page on the demo data;
// - for each catalogue size N: initial sync of a new install (plain Firestore SDK with its
//   persistent cache = A; Forkful's full pull = B; Forkful from the published snapshot = S) with
//   the Firestore reads each costs, offline queries A against B, and the real built app's first
//   card on an offline reload of /listings (CPU 4x), JS heap and IndexedDB size;
// - the gzipped JavaScript of the build;
// - discovery: search, the open-now filter and the distance sort over N listings in memory
//   (no emulators; `--only discovery` runs it alone);
// - usage: simulated devices posting usage batches to the usage function at once, with the
//   stored totals checked against the events sent (exit 1 when they differ);
// - ratings: billed reads per review write for the rating aggregation (read-all, aggregation
//   queries, incremental) and 100 writes at once on one listing (exit 1 when not exact). See docs/benchmarks.md.
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSetup } from './setup.mjs';
import { APP_URL, ROOT, PROJECT_ID, PORTS, startEmulators, emulatorEnv } from './lib/emulators.mjs';
import { seedCatalog } from './lib/bench-catalog.mjs';
import { report } from './lib/bench-report.mjs';
import { CHROMIUM, cleanup, log, onCleanup, serveStatic } from './lib/bench-runtime.mjs';
import { runAB } from './lib/bench-ab.mjs';
import { runDiscovery } from './lib/bench-discovery.mjs';
import { APP_DIR, buildApp, runApp } from './lib/bench-app.mjs';
import { serveLikeCdn, stackHostingConfig } from './lib/bench-cdn.mjs';
import { sizeReport } from './size-report.mjs';

const { values: opts } = parseArgs({
  options: {
    n: { type: 'string', default: '10000,50000' },
    reps: { type: 'string', default: '5' },
    'sync-reps': { type: 'string', default: '3' },
    // Seconds one initial sync may take before its comparison is reported as not finished (the
    // bench page's own limit is 300 s); a small value shows how such a run is reported.
    'sync-timeout': { type: 'string' },
    // The offline first card varies by ±150 ms from one reload to the next on these machines
    // (most of it before DOMContentLoaded): its median is of more samples than the others'.
    reloads: { type: 'string', default: '9' },
    only: { type: 'string' },
    // The usage load: devices posting at once, rounds of it, requests open at once (bench-usage.mjs).
    'usage-devices': { type: 'string', default: '200' },
    'usage-rounds': { type: 'string', default: '3' },
    'usage-in-flight': { type: 'string', default: '8' },
    // The rating aggregation: reviews on the listing per measurement, and before the 100 at once (bench-ratings.mjs).
    'ratings-sizes': { type: 'string', default: '10,1000,5000' },
    'ratings-base': { type: 'string', default: '100' },
    // Lighthouse's own guidance on variability: one run can land far off on a noisy machine (TBT
    // most of all); the median run by performance score of several is the figure to report.
    'lighthouse-runs': { type: 'string', default: '3' },
    // Where Lighthouse loads the app: the Hosting emulator (compresses each response on the fly,
    // on the cores the browser uses) and/or the build pre-compressed as the CDN serves it (bench-cdn.mjs).
    'lighthouse-server': { type: 'string', default: 'hosting,cdn,cdn-client' },
  },
});
const SIZES = opts.n.split(',').map(Number);
const REPS = Number(opts.reps);
const SYNC_REPS = Number(opts['sync-reps']);
const SYNC_TIMEOUT_MS = opts['sync-timeout'] === undefined ? undefined : Number(opts['sync-timeout']) * 1000;
const RELOADS = Number(opts.reloads);
const LIGHTHOUSE_SERVERS = opts['lighthouse-server'].split(',');
const SERVED_BY = {
  hosting: 'the Hosting emulator',
  cdn: 'a pre-compressed static server (as the CDN)',
  // The A/B of server rendering: the same server and pages, the page function answering with the
  // shell and its head only, so the app renders in the browser as it did before.
  'cdn-client': 'a pre-compressed static server (as the CDN), pages rendered in the browser only',
};
const ALL_PARTS = ['render', 'lighthouse', 'ab', 'app', 'discovery', 'usage', 'ratings'];
const PARTS = opts.only ? opts.only.split(',') : ALL_PARTS;
/** Discovery needs only the bench page and a browser: no emulators, no app build. */
const NEEDS_STACK = PARTS.some((p) => p !== 'discovery');
/** The usage load needs the emulators but not the app. */
const NEEDS_APP = PARTS.some((p) => ['render', 'lighthouse', 'ab', 'app'].includes(p));
const FIRESTORE = `http://127.0.0.1:${PORTS.firestore}`;
// FORKFUL_PORT_OFFSET (scripts/lib/emulators.mjs) shifts the emulator ports and the app's port,
// so a benchmark can run beside a test run; the builds below get it as well.
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

/**
 * Empties the Firestore emulator. Not with fetch: its answer waits until every document is gone,
 * and after 50,000 listings on a loaded machine that passed fetch's fixed 300 s wait for headers
 * (the bench then stopped with "fetch failed"); here the wait is the bench's own, 20 minutes.
 */
function wipeOnce() {
  const url = `${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const t = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'DELETE', timeout: 20 * 60_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`could not clear the emulator: HTTP ${res.statusCode}`));
        if (Date.now() - t > 10_000) log(`emulator cleared in ${Math.round((Date.now() - t) / 1000)} s`);
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('the emulator did not clear its documents within 20 minutes')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * wipeOnce, again while the emulator answers 409: it refuses to clear while transactions of an
 * abandoned burst (the ratings phase's, on a loaded machine) are still open, until they expire.
 */
async function wipeFirestore({ tries = 30, pauseMs = 5_000 } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await wipeOnce();
    } catch (error) {
      if (attempt >= tries || !String(error?.message).includes('HTTP 409')) throw error;
      if (attempt === 1) log('the emulator is still busy with open transactions: clearing again every 5 s');
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/** The published catalogue snapshot, when this checkout has the script helper that builds it. */
async function publishSnapshot() {
  const helper = join(ROOT, 'scripts', 'lib', 'catalog-snapshot.mjs');
  if (!existsSync(helper)) return false;
  const { buildCatalogSnapshotNow } = await import(helper);
  const t = Date.now();
  const built = await buildCatalogSnapshotNow();
  log(`catalogue snapshot published in ${Date.now() - t} ms`, built ? JSON.stringify(built).slice(0, 160) : '');
  return true;
}

let benchPage;
/** The bench page (bench/), built once per run and served statically. */
function buildBenchPage() {
  benchPage ??= buildBenchPageNow();
  return benchPage;
}

async function buildBenchPageNow() {
  const { build } = await import('vite');
  const outDir = join(ROOT, '.cache', 'bench-dist');
  await build({
    root: join(ROOT, 'bench'),
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    resolve: { alias: { '@': join(ROOT, 'src'), '@shared': join(ROOT, 'functions', 'src', 'common') } },
    configFile: false,
    logLevel: 'warn',
  });
  return `${await serveStatic(outDir)}/`;
}

async function lighthousePhase(appUrl) {
  const { runLighthouse } = await import('./lib/bench-lighthouse.mjs');
  await wipeFirestore();
  const { seed } = await import('./seed.mjs');
  const data = await seed({ quiet: true });
  await publishSnapshot();
  const listing = data.listings.find((l) => l.status === 'approved');
  // And the fullest page there is: a Gold listing with a gallery, video, menu, FAQ and events.
  const full = data.listings.find((l) => l.status === 'approved' && l.menu?.length && l.events?.length && l.videoUrl);
  const paths = ['/', '/listings', `/listing/${listing.id}`, ...(full ? [`/listing/${full.id}`] : [])];
  const results = {};
  for (const server of LIGHTHOUSE_SERVERS) {
    const baseUrl = server.startsWith('cdn') ? await serveLikeCdn(APP_DIR, stackHostingConfig(OFFSET)) : appUrl;
    const extraHeaders = server === 'cdn-client' ? { 'X-Forkful-Render': 'client' } : undefined;
    log(`Lighthouse on ${paths.join(', ')} (demo data), served by ${SERVED_BY[server]} at ${baseUrl}`);
    results[server] = await runLighthouse({ baseUrl, paths, chromePath: CHROMIUM, log, runs: Number(opts['lighthouse-runs']), extraHeaders });
  }
  return results;
}

async function renderPhase(appUrl) {
  const { runRenderBench, renderLines } = await import('./lib/bench-render.mjs');
  const { seed } = await import('./seed.mjs');
  const data = await seed({ quiet: true });
  const listing = data.listings.find((l) => l.status === 'approved');
  const paths = [`/listing/${listing.id}`, '/', '/listings?category=Bakery'];
  log(`render: ${paths.join(', ')} through Hosting, one at a time`);
  const result = await runRenderBench({ baseUrl: appUrl, paths, n: 50, log });
  return { ...result, lines: renderLines(result) };
}

async function sizePhase(chromium, url, appUrl, n) {
  await wipeFirestore();
  const t = Date.now();
  const docBytes = await seedCatalog(n);
  log(`seeded catalog/ with ${n} listings (~${docBytes} B each) in ${Date.now() - t} ms`);
  const snapshot = await publishSnapshot();
  const ab = PARTS.includes('ab') ? await runAB(chromium, url, { n, reps: REPS, syncReps: SYNC_REPS, snapshot, syncTimeoutMs: SYNC_TIMEOUT_MS }) : undefined;
  const app = PARTS.includes('app') ? await runApp(chromium, appUrl, { n, reps: RELOADS }) : undefined;
  return { n, docBytes, ab, app };
}

/** The parts that need the emulators and the built app (Lighthouse, A/B, the app's first card). */
async function benchStack(chromium) {
  const busy = await fetch(FIRESTORE, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (busy) {
    log(`skipped: a Firestore emulator that this script did not start is running on port ${PORTS.firestore}.`);
    log('The bench wipes and reseeds the catalogue, and never touches the data of an emulator it did not start.');
    log('Stop those emulators (e.g. let `npm start` / `npm test` finish) or set FORKFUL_PORT_OFFSET, and run again.');
    return null;
  }
  process.env.VITE_EMULATOR_PORT_OFFSET = String(OFFSET);
  // No probe of the GCE metadata server (169.254.169.254) from Google's Node libraries here.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  // The app signs nobody in here, but it starts Auth like every visit does; the demo seed (for
  // Lighthouse and the renderer) makes its accounts there; the snapshot and the seed need functions.
  const only = PARTS.some((p) => ['lighthouse', 'render'].includes(p)) ? ['auth', 'firestore', 'functions'] : ['firestore', 'functions'];
  log(`${NEEDS_APP ? `N = ${SIZES.join(', ')}; ` : ''}starting the ${only.join(', ')} emulators`);
  // The app is served as production serves it: the Hosting emulator with firebase.json's
  // headers and compression (it serves the folder as it is on disk, built below).
  const emulators = await startEmulators({ only, quiet: true, log: 'pipe', hosting: NEEDS_APP ? APP_DIR : undefined });
  onCleanup(emulators.stop);
  Object.assign(process.env, emulatorEnv());

  const appDir = NEEDS_APP ? buildApp() : undefined;
  const bundle = appDir && sizeReport(appDir);
  const appUrl = APP_URL;
  // First: its cold start is the functions emulator's first request for a page.
  const render = PARTS.includes('render') ? await notFatal('render', () => renderPhase(appUrl)) : undefined;
  const lighthouse = PARTS.includes('lighthouse') ? await lighthousePhase(appUrl) : undefined;
  // Usage and ratings before the catalogue sizes: after 50,000 listings are wiped, the Firestore
  // emulator answered writes only after more than a minute, and every rating seed write timed out.
  const usage = PARTS.includes('usage') ? await notFatal('usage', usagePhase) : undefined;
  const ratings = PARTS.includes('ratings') ? await notFatal('ratings', ratingsPhase) : undefined;
  const url = PARTS.includes('ab') ? await buildBenchPage() : undefined;
  const runs = [];
  for (const n of SIZES) if (PARTS.includes('ab') || PARTS.includes('app')) runs.push(await sizePhase(chromium, url, appUrl, n));
  return { render, lighthouse, bundle, runs, usage, ratings };
}

/**
 * A phase that cannot finish (an emulator that times out under load, say) is reported NOT
 * MEASURED with its reason, and the figures of every other phase are still printed.
 */
async function notFatal(name, phase) {
  try {
    return await phase();
  } catch (error) {
    const reason = String(error instanceof Error ? error.message : error).split('\n')[0].slice(0, 160);
    log(`${name}: did not finish: ${reason}`);
    return { error: reason, lines: [`${name}: did not finish (${reason}) NOT MEASURED`] };
  }
}

async function usagePhase() {
  await wipeFirestore();
  const { runUsageBench, usageLines } = await import('./lib/bench-usage.mjs');
  const devices = Number(opts['usage-devices']);
  log(`usage: ${devices} devices posting at once to recordUsage`);
  const result = await runUsageBench({ devices, rounds: Number(opts['usage-rounds']), inFlight: Number(opts['usage-in-flight']), log });
  return { ...result, lines: usageLines(result) };
}

async function ratingsPhase() {
  const { runRatingsBench, ratingsLines } = await import('./lib/bench-ratings.mjs');
  const sizes = opts['ratings-sizes'].split(',').map(Number);
  log(`ratings: reads per review write on listings of ${sizes.join(', ')} reviews; 100 writes at once`);
  const result = await runRatingsBench({ sizes, base: Number(opts['ratings-base']), wipe: wipeFirestore, log });
  return { ...result, lines: ratingsLines(result) };
}

async function main() {
  if (SIZES.some((n) => !Number.isInteger(n) || n < 100)) throw new Error(`--n takes integers >= 100, comma-separated (got ${opts.n})`);
  if (SYNC_TIMEOUT_MS !== undefined && !(SYNC_TIMEOUT_MS > 0)) throw new Error(`--sync-timeout takes seconds > 0 (got ${opts['sync-timeout']})`);
  if (LIGHTHOUSE_SERVERS.some((x) => !SERVED_BY[x])) throw new Error(`--lighthouse-server takes hosting, cdn and/or cdn-client (got ${opts['lighthouse-server']})`);
  if (!(Number(opts['lighthouse-runs']) >= 1)) throw new Error(`--lighthouse-runs takes an integer >= 1 (got ${opts['lighthouse-runs']})`);
  if (PARTS.some((p) => !ALL_PARTS.includes(p))) throw new Error(`--only takes ${ALL_PARTS.join(', ')} (comma-separated)`);
  // A fresh clone: dependencies, compiled functions, Java, the Firestore launcher, Chromium.
  ensureSetup({ browser: true });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (never a downloaded browser)`);
  const started = Date.now();
  const load = loadavg()[0].toFixed(1);
  if (Number(load) > 1) log(`warning: load average ${load} before starting: other work on this machine will slow every number down`);
  const { chromium } = await import('playwright-core');
  let lighthouse;
  let bundle;
  let usage;
  let ratings;
  let render;
  const runs = [];
  if (NEEDS_STACK) {
    const stack = await benchStack(chromium);
    if (!stack) return;
    ({ render, lighthouse, bundle, usage, ratings } = stack);
    runs.push(...stack.runs);
  }
  const discovery = [];
  if (PARTS.includes('discovery')) {
    const url = await buildBenchPage();
    for (const n of SIZES) discovery.push(await runDiscovery(chromium, url, { n, reps: REPS }));
  }
  const loadAverage = { before: Number(load), after: Number(loadavg()[0].toFixed(1)) };
  report({ runs, render, lighthouse, bundle, discovery, usage, ratings, reps: REPS, syncReps: SYNC_REPS, reloads: RELOADS, loadAverage, file: join(ROOT, '.cache', 'bench', 'results.json') });
  log(`total ${Math.round((Date.now() - started) / 1000)} s`);
  // Totals that differ from the events sent are a bug, not a slow figure: fail the run.
  if (usage && !usage.error && !usage.exact) throw new Error('usage: the stored totals differ from the events sent');
  if (ratings && !ratings.error && !ratings.exact) throw new Error('ratings: the stored numbers differ from a recount');
}

try {
  await main();
} catch (error) {
  console.error('[bench] failed:', error?.stack ?? error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit(process.exitCode ?? 0);
