// npm run bench [-- --n 2000] [--reps 5] [--sync-reps 5]
// DESIGN.md §6: the plain Firestore SDK with its persistent cache (A) against Forkful's RxDB
// data layer (B), same data, same queries, same run, in headless Debian Chromium against the
// local Firestore emulator; then the real built app: first card on an offline reload of
// /listings with the catalogue cached, CPU throttled 4x. See docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, PROJECT_ID, PORTS, startEmulators, emulatorEnv, waitFor } from './lib/emulators.mjs';

const { values: opts } = parseArgs({
  options: { n: { type: 'string', default: '10000' }, reps: { type: 'string', default: '5' }, 'sync-reps': { type: 'string', default: '5' } },
});
const N = Number(opts.n);
const REPS = Number(opts.reps);
const SYNC_REPS = Number(opts['sync-reps']);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const FIRESTORE = `http://127.0.0.1:${PORTS.firestore}`;
const APP_PORT = 4174;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const OUT_DIR = join(ROOT, '.cache', 'bench');
const BUDGET = { firstCardMs: 1000, searchMs: 50 };
const CATEGORIES = ['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe', 'Fast Food'];

// Everything this run starts registers its stop here; it runs in reverse, even on failure.
const cleanups = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()().catch((e) => console.error('[bench] cleanup:', e.message));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

const log = (...a) => console.log('[bench]', ...a);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const killGroup = (child) => async () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

// ---------------------------------------------------------------- synthetic catalogue
const WORDS = {
  Restaurant: ['wood-fired pizza', 'handmade pasta', 'vegan brunch', 'smoked brisket', 'ramen', 'tacos al pastor'],
  'Coffee Shop': ['espresso', 'single-origin pour-over', 'cold brew', 'oat milk lattes', 'house-roasted beans'],
  Bakery: ['sourdough', 'croissants', 'cinnamon rolls', 'rye loaves', 'fruit tarts', 'baguettes'],
  Cafe: ['vegan brunch', 'espresso', 'avocado toast', 'matcha', 'quiche', 'sourdough sandwiches'],
  'Fast Food': ['smash burgers', 'fried chicken', 'loaded fries', 'milkshakes', 'veggie wraps'],
};
const CITIES = ['Portland', 'Austin', 'Denver', 'Chicago'];
const ADJ = ['Golden', 'Rustic', 'Little', 'Copper', 'Blue', 'Wild', 'Olive', 'Harbor', 'Maple', 'Lucky'];
const NOUN = ['Fork', 'Oak', 'Ember', 'Table', 'Spoon', 'Hearth', 'Kettle', 'Garden', 'Corner', 'Lantern'];
const EXTRA = ['a sunny patio', 'free wifi', 'late-night hours', 'a kids menu', 'live music on Fridays', 'dog-friendly seating'];

function makeListing(i, rnd) {
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const category = CATEGORIES[i % CATEGORIES.length];
  const slug = category.toLowerCase().replace(' ', '-');
  const city = pick(CITIES);
  const name = `${pick(ADJ)} ${pick(NOUN)}`;
  const [a, b] = [pick(WORDS[category]), pick(WORDS[category])];
  const created = Date.UTC(2026, 0, 1) + i * 60_000;
  const day = { open: '08:00', close: '21:30' };
  return {
    title: `${name} ${category} ${i}`,
    businessName: `${name} Hospitality LLC`,
    description: `${name} is a neighbourhood ${category.toLowerCase()} in ${city} known for ${a} and ${b}. Locals come back for ${pick(EXTRA)}, friendly staff and ${pick(EXTRA)}.`,
    address: `${100 + (i % 900)} ${pick(NOUN)} St`,
    city,
    category,
    location: { lat: 30 + rnd() * 15, lng: -122 + rnd() * 35 },
    telephone: `+1 555 ${String(1000000 + i).slice(-7)}`,
    email: `hello${i}@example.test`,
    website: `https://example.test/${i}`,
    whatsapp: '',
    openingHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: { open: '09:00', close: '23:00' }, sun: null },
    priceRange: pick(['$', '$$', '$$$', '$$$$']),
    socialMedia: { instagram: `https://instagram.com/forkful${i}` },
    images: [`/demo/${slug}-${1 + (i % 6)}.svg`],
    specialOffers: rnd() < 0.3 ? ['10% off weekday lunch'] : [],
    rating: Math.round((2.5 + rnd() * 2.5) * 10) / 10,
    reviewCount: Math.floor(rnd() * 400),
    ownerId: `bench-owner-${i % 50}`,
    ownerName: `Owner ${i % 50}`,
    createdAt: created,
    updatedAt: created,
  };
}

async function seedCatalog(n) {
  const [{ initializeApp, deleteApp }, { getFirestore, FieldValue }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ]);
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
  const db = getFirestore(app);
  let seed = 42; // mulberry32: the same catalogue on every run
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let bytes = 0;
  for (let i = 0; i < n; i += 500) {
    const batch = db.batch();
    for (let j = i; j < Math.min(n, i + 500); j++) {
      const doc = makeListing(j, rnd);
      bytes += JSON.stringify(doc).length;
      // Every synced write carries _deleted and the server timestamp (DESIGN.md §4 item 1).
      batch.set(db.doc(`catalog/bench-${String(j).padStart(6, '0')}`), { ...doc, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
    }
    await batch.commit();
  }
  await deleteApp(app);
  return Math.round(bytes / n);
}

// ---------------------------------------------------------------- servers and browser
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };
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

/** A fresh on-disk profile (fresh IndexedDB, real disk like a phone), removed on close. */
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
  const show = (text) => !seenErrors.has(text) && seenErrors.add(text) && console.log('  [page]', text.slice(0, 300));
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
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    log('dist/index.html missing: npx vite build');
    if (spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('vite build failed');
  }
  const builtAt = statSync(join(ROOT, 'dist', 'index.html')).mtime.toISOString();
  const preview = spawn('npx', ['vite', 'preview', '--port', String(APP_PORT), '--strictPort'], { cwd: ROOT, detached: true, stdio: 'ignore' });
  cleanups.push(killGroup(preview));
  await waitFor(async () => (await fetch(APP_URL)).ok, { timeoutMs: 60_000, what: `vite preview on ${APP_PORT}` });
  const { context, close } = await openProfile(chromium);
  try {
    await context.addInitScript(firstCardProbe);
    const page = await context.newPage();
    reportPageErrors(page);
    const t0 = Date.now();
    await page.goto(`${APP_URL}/listings`);
    const shown = (n) => Number.parseInt(document.querySelector('[data-testid="results-count"]')?.textContent ?? '0', 10) >= n;
    await page.waitForFunction(shown, N, { timeout: 300_000, polling: 250 });
    const onlineMs = Date.now() - t0;
    log(`app: ${N} listings shown online after ${onlineMs} ms`);
    await page.waitForFunction(async () => !!(await navigator.serviceWorker?.ready) && !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch(() => {});
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const samples = [];
    for (let i = 0; i < REPS; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload({ waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => window.__firstCard?.frame, null, { timeout: 60_000 });
      samples.push(Math.round(await handle.jsonValue()));
      await page.waitForFunction(shown, N, { timeout: 60_000 }); // the whole catalogue came back offline
      log(`app: offline reload ${i + 1}/${REPS}: first card at ${samples.at(-1)} ms`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { onlineFirstVisitMs: onlineMs, firstCardMs: samples, distBuiltAt: builtAt };
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------- report
function report(ab, app, docBytes) {
  const ms = (x) => (Number.isFinite(x) ? `${x < 10 ? x.toFixed(1) : Math.round(x)} ms` : '-');
  const times = (samples) => (samples ?? []).map((s) => (typeof s === 'number' ? s : s.ms));
  const rows = [
    [`initial sync (${N})`, ab.A.sync, ab.B.sync],
    ['offline reopen + first 20 of a category', times(ab.A.reopen), times(ab.B.reopen)],
    ['top 20 by rating in a category', times(ab.A.top20), times(ab.B.top20)],
    ['text search', times(ab.A.search), times(ab.B.search)],
    ['count in a category', times(ab.A.count), times(ab.B.count)],
    ['B only: load all + build search index', [], [ab.B.indexBuild.ms]],
  ].map(([op, a, b]) => ({ op, a: median(a), b: median(b), samplesA: a, samplesB: b }));
  console.log(`\n${'operation'.padEnd(42)}${'Firestore cache'.padStart(16)}${'RxDB (Forkful)'.padStart(16)}${'ratio'.padStart(8)}`);
  for (const r of rows) {
    const ratio = Number.isFinite(r.a) && r.b > 0 ? `${(r.a / r.b).toFixed(1)}x` : '';
    console.log(`${r.op.padEnd(42)}${ms(r.a).padStart(16)}${ms(r.b).padStart(16)}${ratio.padStart(8)}`);
  }
  const agree = ['reopen', 'top20', 'search', 'count'].filter(
    (k) => JSON.stringify(ab.A[k].map((s) => s.result)) !== JSON.stringify(ab.B[k].map((s) => s.result)),
  );
  const firstCard = median(app.firstCardMs);
  const search = rows[3].b;
  const verdict = (v, budget) => (v < budget ? 'OK' : 'OVER');
  console.log(`\nmedians of ${REPS} (sync: ${SYNC_REPS}); ratio = A / B; ~${docBytes} B per document; results ${agree.length ? `DIFFER in: ${agree.join(', ')}` : 'identical in A and B'}`);
  console.log(`first card, offline reload /listings (4x CPU): ${ms(firstCard)}  (budget ${BUDGET.firstCardMs} ms) ${verdict(firstCard, BUDGET.firstCardMs)}`);
  console.log(`text search median (RxDB + index):            ${ms(search)}  (budget ${BUDGET.searchMs} ms) ${verdict(search, BUDGET.searchMs)}`);
  console.log(`(app first online visit until ${N} listings shown: ${app.onlineFirstVisitMs} ms; dist built ${app.distBuiltAt})`);
  mkdirSync(OUT_DIR, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    n: N,
    reps: REPS,
    syncReps: SYNC_REPS,
    avgDocBytes: docBytes,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    rows: rows.map(({ op, a, b, samplesA, samplesB }) => ({ op, medianA: a, medianB: b, samplesA, samplesB })),
    raw: ab,
    app: { ...app, medianFirstCardMs: firstCard, cpuThrottling: 4 },
    budgets: { ...BUDGET, firstCardOk: firstCard < BUDGET.firstCardMs, searchOk: search < BUDGET.searchMs },
    resultsDiffer: agree,
  };
  writeFileSync(join(OUT_DIR, 'results.json'), JSON.stringify(results, null, 2));
  log(`results written to ${join(OUT_DIR, 'results.json')}`);
}

// ---------------------------------------------------------------- main
async function main() {
  if (!Number.isInteger(N) || N < 100) throw new Error(`--n must be an integer >= 100 (got ${opts.n})`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (never a downloaded browser)`);
  const running = await fetch(FIRESTORE, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);
  if (running) {
    log(`skipped: a Firestore emulator someone else started is running on port ${PORTS.firestore}.`);
    log('The bench must wipe and reseed the catalogue, and never touches data of an emulator it did not start.');
    log('Stop those emulators and run `npm run bench` again.');
    return;
  }
  const started = Date.now();
  log(`N = ${N}; starting the Firestore emulator`);
  const emulators = await startEmulators({ only: ['firestore'], quiet: true, log: 'pipe' });
  cleanups.push(emulators.stop);
  Object.assign(process.env, emulatorEnv());
  const wiped = await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  if (!wiped.ok) throw new Error(`could not clear the emulator: HTTP ${wiped.status}`);
  let t = Date.now();
  const docBytes = await seedCatalog(N);
  log(`seeded catalog/ with ${N} listings (~${docBytes} B each) in ${Date.now() - t} ms`);

  t = Date.now();
  const { build } = await import('vite');
  const outDir = join(ROOT, '.cache', 'bench-dist');
  await build({
    root: join(ROOT, 'bench'),
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    resolve: { alias: { '@': join(ROOT, 'src') } },
    configFile: false,
    logLevel: 'warn',
  });
  const benchUrl = await serveStatic(outDir);
  log(`bench page built in ${Date.now() - t} ms, served at ${benchUrl}`);

  const { chromium } = await import('playwright-core');
  const ab = await runAB(chromium, benchUrl);
  const app = await runApp(chromium);
  report(ab, app, docBytes);
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
