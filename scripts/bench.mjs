// npm run bench [-- --n 2000] [--reps 5] [--sync-reps 5] [--only ab|app]
// The plain Firestore SDK with its persistent cache (A) against Forkful's RxDB
// data layer (B), same data, same queries, same run, in headless Debian Chromium against the
// local Firestore emulator; then the real built app: first card on an offline reload of
// /listings with the catalogue cached and the CPU throttled 4x. See docs/benchmarks.md.
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate bodies */
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, PROJECT_ID, PORTS, startEmulators, emulatorEnv, waitFor } from './lib/emulators.mjs';
import { seedCatalog } from './lib/bench-catalog.mjs';
import { report } from './lib/bench-report.mjs';

const { values: opts } = parseArgs({
  options: {
    n: { type: 'string', default: '10000' },
    reps: { type: 'string', default: '5' },
    'sync-reps': { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const N = Number(opts.n);
const REPS = Number(opts.reps);
const SYNC_REPS = Number(opts['sync-reps']);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
CHROME_ARGS.push('--disable-component-update', '--disable-sync', '--no-first-run');
const FIRESTORE = `http://127.0.0.1:${PORTS.firestore}`;
// FORKFUL_PORT_OFFSET (scripts/lib/emulators.mjs) shifts the emulator ports and this preview
// port, so a benchmark can run beside a test run; the builds below get it as well.
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const APP_PORT = 4174 + OFFSET;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;

// Everything this run starts registers its stop here; they run in reverse, even on failure.
const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error('[bench] cleanup:', e.message));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));
const log = (...a) => console.log('[bench]', ...a);

// ---------------------------------------------------------------- servers and browser
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
async function serveStatic(dir) {
  const server = createServer((req, res) => {
    let file = join(dir, normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${server.address().port}/`;
}

function spawnGroup(cmd, args) {
  const child = spawn(cmd, args, { cwd: ROOT, detached: true, stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => (exited = true));
  cleanups.push(async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
  });
  return child;
}

/** A fresh on-disk profile (fresh IndexedDB on a real disk, as on a phone), deleted on close. */
async function openProfile(chromium) {
  const dir = mkdtempSync(join(tmpdir(), 'forkful-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROME_ARGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await context.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.push(close);
  return { context, close };
}

const seenErrors = new Set();
function reportPageErrors(page) {
  const show = (text) => !seenErrors.has(text) && seenErrors.add(text) && console.log('  [page]', text.split('\n')[0].slice(0, 240));
  page.on('pageerror', (e) => show(e.message));
  page.on('console', (m) => m.type() === 'error' && show(m.text()));
}

// ---------------------------------------------------------------- A/B micro-benchmarks
async function openBench(context, url, offline) {
  await context.setOffline(false);
  const page = await context.newPage();
  reportPageErrors(page);
  await page.goto(url);
  await page.waitForFunction(() => !!window.bench);
  if (offline) await context.setOffline(true);
  return page;
}
const call = (page, fn, arg) => page.evaluate(([f, a]) => window.bench[f](a), [fn, arg]);

async function runAB(chromium, url) {
  const res = { A: { sync: [], reopen: [] }, B: { sync: [], reopen: [] } };
  for (let r = 0; r < SYNC_REPS; r++) {
    // A and B alternate so that background noise on the machine hits both alike.
    for (const key of ['A', 'B']) {
      const { context, close } = await openProfile(chromium);
      try {
        let page = await openBench(context, url, false);
        const sync = await call(page, `sync${key}`);
        if (sync.docs !== N) throw new Error(`${key} synced ${sync.docs} of ${N} documents`);
        res[key].sync.push(sync.ms);
        log(`${key} initial sync ${r + 1}/${SYNC_REPS}: ${Math.round(sync.ms)} ms`);
        await page.close();
        if (r < SYNC_REPS - 1) continue;
        // Offline reopen: a new page on the same profile (the IndexedDB persists), network off.
        for (let i = 0; i < REPS; i++) {
          page = await openBench(context, url, true);
          res[key].reopen.push(await call(page, `reopen${key}`, 'Restaurant'));
          await page.close();
        }
        page = await openBench(context, url, true);
        Object.assign(res[key], await call(page, `ops${key}`));
        await page.close();
        log(`${key} offline operations done`);
      } finally {
        await close();
      }
    }
  }
  return res;
}

// ---------------------------------------------------------------- the real app
function firstCardProbe() {
  const found = () => {
    const card = document.querySelector('[data-testid="listing-card"]');
    if (!card || window.__firstCard || card.getBoundingClientRect().height === 0) return;
    window.__firstCard = { dom: performance.now() };
    observer.disconnect();
    requestAnimationFrame(() => (window.__firstCard.frame = performance.now()));
  };
  const observer = new MutationObserver(found);
  observer.observe(document, { childList: true, subtree: true });
}

async function runApp(chromium) {
  // A private build of the current sources: dist/ is shared with other runs, which rebuild it
  // at any moment and possibly for other emulator ports (FORKFUL_PORT_OFFSET).
  const outDir = join(ROOT, '.cache', 'bench-app');
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build of the app failed');
  spawnGroup(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(APP_PORT), '--strictPort']);
  await waitFor(async () => (await fetch(APP_URL)).ok, { timeoutMs: 60_000, what: `vite preview on port ${APP_PORT}` });
  const { context, close } = await openProfile(chromium);
  try {
    await context.addInitScript(firstCardProbe);
    const page = await context.newPage();
    reportPageErrors(page);
    const t0 = Date.now();
    await page.goto(`${APP_URL}/listings`);
    const shown = (n) => Number.parseInt(document.querySelector('[data-testid="results-count"]')?.textContent ?? '0', 10) >= n;
    await page.waitForFunction(shown, N, { timeout: 300_000, polling: 250 });
    const onlineFirstVisitMs = Date.now() - t0;
    log(`app: ${N} listings shown online after ${onlineFirstVisitMs} ms`);
    const controlled = async () => !!(await navigator.serviceWorker?.ready) && !!navigator.serviceWorker.controller;
    await page.waitForFunction(controlled, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {}); // Firestore keeps a stream open
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const firstCardMs = [];
    const domContentLoadedMs = [];
    for (let i = 0; i < REPS; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload({ waitUntil: 'commit' });
      // performance.now() counts from the navigation start of the reloaded document.
      await page.waitForFunction(() => window.__firstCard?.frame, null, { timeout: 60_000 });
      const t = await page.evaluate(() => ({
        ...window.__firstCard,
        dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
      }));
      firstCardMs.push(Math.round(t.frame));
      domContentLoadedMs.push(Math.round(t.dcl));
      await page.waitForFunction(shown, N, { timeout: 60_000 }); // the whole catalogue is back, offline
      log(
        `app: offline reload ${i + 1}/${REPS}: first card at ${firstCardMs.at(-1)} ms (DOMContentLoaded ${domContentLoadedMs.at(-1)} ms)`,
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { onlineFirstVisitMs, firstCardMs, domContentLoadedMs };
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------- main
async function buildBenchPage() {
  const { build } = await import('vite');
  const outDir = join(ROOT, '.cache', 'bench-dist');
  await build({
    root: join(ROOT, 'bench'),
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    resolve: { alias: { '@': join(ROOT, 'src'), '@shared': join(ROOT, 'functions', 'src', 'common') } },
    configFile: false,
    logLevel: 'warn',
  });
  return serveStatic(outDir);
}

async function main() {
  if (!Number.isInteger(N) || N < 100) throw new Error(`--n must be an integer >= 100 (got ${opts.n})`);
  if (opts.only && !['ab', 'app'].includes(opts.only)) throw new Error('--only takes ab or app');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (never a downloaded browser)`);
  const busy = await fetch(FIRESTORE, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (busy) {
    log(`skipped: a Firestore emulator that this script did not start is running on port ${PORTS.firestore}.`);
    log('The bench wipes and reseeds the catalogue, and never touches the data of an emulator it did not start.');
    log('Stop those emulators (e.g. let `npm start` / `npm test` finish) and run `npm run bench` again.');
    return;
  }
  const started = Date.now();
  const load = loadavg()[0].toFixed(1);
  if (Number(load) > 1) log(`warning: load average ${load} before starting: other work on this machine will slow every number down`);
  process.env.VITE_EMULATOR_PORT_OFFSET = String(OFFSET);
  // No probe of the GCE metadata server (169.254.169.254) from Google's Node libraries here.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  log(`N = ${N}; starting the Firestore emulator on port ${PORTS.firestore}`);
  const emulators = await startEmulators({ only: ['firestore'], quiet: true, log: 'pipe' });
  cleanups.push(emulators.stop);
  Object.assign(process.env, emulatorEnv());
  const wiped = await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  if (!wiped.ok) throw new Error(`could not clear the emulator: HTTP ${wiped.status}`);
  let t = Date.now();
  const docBytes = await seedCatalog(N);
  log(`seeded catalog/ with ${N} listings (~${docBytes} B each) in ${Date.now() - t} ms`);

  const { chromium } = await import('playwright-core');
  let ab;
  if (opts.only !== 'app') {
    t = Date.now();
    const url = await buildBenchPage();
    log(`bench page built in ${Date.now() - t} ms, served at ${url}`);
    ab = await runAB(chromium, url);
  }
  const app = opts.only === 'ab' ? undefined : await runApp(chromium);
  const loadAverage = { before: Number(load), after: Number(loadavg()[0].toFixed(1)) };
  report({ n: N, reps: REPS, syncReps: SYNC_REPS, docBytes, loadAverage, ab, app, file: join(ROOT, '.cache', 'bench', 'results.json') });
  log(`total ${Math.round((Date.now() - started) / 1000)} s`);
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
