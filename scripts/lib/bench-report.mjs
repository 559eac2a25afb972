// Tables, budgets (OK/OVER) and the JSON file of `npm run bench` (scripts/bench.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';

export const BUDGET = {
  firstCardMs: 500,
  searchMs: 50,
  /** Firestore cache time / new-install time with the snapshot. */
  syncSpeedup: 4,
  readsPer100Docs: 1,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, cls: 0.02, tbtMs: 150 },
  firstRenderKiB: 200,
  publicKiB: 350,
  /** Discovery over the whole catalogue in memory (bench/discovery.ts), at every N. */
  discovery: { searchP50Ms: 10, searchP95Ms: 30, openNowMs: 30, nearestMs: 30 },
  /** The results map with the whole catalogue, offline, 4x CPU (scripts/lib/bench-map.mjs). */
  map: { firstMarkersMs: 1000, panMaxTaskMs: 200 },
};

/** The p-quantile (0..1) by nearest rank. */
export const quantile = (xs, p) => {
  const s = [...(xs ?? [])].filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] : NaN;
};

export const median = (xs) => {
  const s = [...(xs ?? [])].filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const fmt = (x) => (Number.isFinite(x) ? `${x < 10 ? x.toFixed(1) : Math.round(x).toLocaleString('en-US')} ms` : '-');
const mib = (b) => (Number.isFinite(b) ? `${(b / 2 ** 20).toFixed(1)} MiB` : '-');
// A side that did not finish its sync has no samples of the later operations.
const times = (samples) => (samples ?? []).filter((s) => s !== undefined).map((s) => (typeof s === 'number' ? s : s.ms));
/** OK when `value` is on the right side of `budget`; `atMost` false means "at least". */
const verdict = (value, budget, atMost = true) =>
  !Number.isFinite(value) ? 'NOT MEASURED' : (atMost ? value <= budget : value >= budget) ? 'OK' : 'OVER';

/** The sides whose initial sync did not finish, with the reason each gives. */
const unfinished = (ab) => ['A', 'B', 'S'].filter((k) => ab?.[k]?.didNotFinish).map((k) => `${k}: ${ab[k].didNotFinish}`);

function abTable(ab) {
  const rows = [
    ['initial sync (new install)', ab.A.sync, ab.B.sync],
    ['offline reopen + first 20 of a category', times(ab.A.reopen), times(ab.B.reopen)],
    ['top 20 by rating in a category', times(ab.A.top20), times(ab.B.top20)],
    ['text search', times(ab.A.search), times(ab.B.search)],
    ['count in a category', times(ab.A.count), times(ab.B.count)],
    ['B only: load all + build search index', [], times([ab.B.indexBuild])],
  ].map(([op, a, b]) => ({ op, medianA: median(a), medianB: median(b), samplesA: a, samplesB: b }));
  console.log(`${'operation'.padEnd(42)}${'Firestore cache'.padStart(16)}${'RxDB (Forkful)'.padStart(16)}${'ratio'.padStart(8)}`);
  const cell = (value, side) => (side && ab[side].didNotFinish && !Number.isFinite(value) ? 'did not finish' : fmt(value));
  for (const r of rows) {
    const ratio = Number.isFinite(r.medianA) && r.medianB > 0 ? `${(r.medianA / r.medianB).toFixed(1)}x` : '';
    console.log(`${r.op.padEnd(42)}${cell(r.medianA, r.op.startsWith('B only') ? undefined : 'A').padStart(16)}${cell(r.medianB, 'B').padStart(16)}${ratio.padStart(8)}`);
  }
  for (const line of unfinished(ab)) console.log(`did not finish, ${line}`);
  // Same answers or it is not the same query: top-20 rating sequences, search and count sizes.
  // A side that did not finish its sync has no offline answers to compare.
  const compared = !ab.A.didNotFinish && !ab.B.didNotFinish;
  const differ = compared
    ? ['reopen', 'top20', 'search', 'count'].filter((k) => JSON.stringify(ab.A[k].map((s) => s.result)) !== JSON.stringify(ab.B[k].map((s) => s.result)))
    : [];
  console.log(`A and B results ${!compared ? 'not compared (a sync did not finish)' : differ.length ? `DIFFER in: ${differ.join(', ')}` : 'identical'}`);
  return { rows, differ };
}

/** One catalogue size: the comparison table and the figures with their budgets. */
function reportRun({ n, docBytes, ab, app }, lines) {
  console.log(`\n== N = ${n.toLocaleString('en-US')} listings (~${docBytes} B each) ==`);
  const table = ab ? abTable(ab) : { rows: [], differ: [] };
  const syncA = median(ab?.A.sync);
  const syncS = median(ab?.S?.sync);
  const speedup = syncA / syncS;
  const reads = median(ab?.S?.reads);
  const readsPer100 = (reads / n) * 100;
  const figures = {
    syncFirestoreMs: syncA,
    syncFullPullMs: median(ab?.B.sync),
    syncSnapshotMs: syncS,
    syncDidNotFinish: unfinished(ab),
    syncSpeedup: speedup,
    readsNewInstall: reads,
    readsNewInstallWithoutSnapshot: median(ab?.B.reads),
    readsPer100Docs: readsPer100,
    firstCardMs: median(app?.firstCardMs),
    searchP50Ms: table.rows[3]?.medianB ?? NaN,
    heapBytes: app?.heapBytes,
    indexedDbBytes: app?.indexedDbBytes,
    onlineFirstVisitMs: app?.onlineFirstVisitMs,
    mapFirstMarkersMs: median(app?.map?.firstMarkersMs),
    mapPanMaxTaskMs: Math.max(...(app?.map?.panMaxTaskMs ?? [NaN])),
  };
  const row = (label, value, budget, ok) => {
    const line = `${label.padEnd(58)} ${value.padStart(12)}  (budget ${budget}) ${ok}`;
    console.log(line);
    lines.push(`N=${n}: ${line.replace(/\s+/g, ' ')}`);
  };
  console.log('');
  // A comparison that did not finish is not a figure: OVER, with its reason on the line.
  const notFinished = unfinished(ab).filter((l) => /^[AS]:/.test(l));
  row(
    `initial sync with snapshot vs Firestore cache (${notFinished.length ? `did not finish, ${notFinished.join('; ')}` : `${fmt(syncS)} vs ${fmt(syncA)}`})`,
    notFinished.length ? 'DNF' : Number.isFinite(speedup) ? `${speedup.toFixed(1)}x` : '-',
    `≥ ${BUDGET.syncSpeedup}x`,
    notFinished.length ? 'OVER' : verdict(speedup, BUDGET.syncSpeedup, false),
  );
  row(
    `Firestore reads per 100 docs, new install (${reads} reads; full pull ${figures.readsNewInstallWithoutSnapshot})`,
    Number.isFinite(readsPer100) ? readsPer100.toFixed(2) : '-',
    `≤ ${BUDGET.readsPer100Docs}`,
    verdict(readsPer100, BUDGET.readsPer100Docs),
  );
  row(
    'first card, offline reload of /listings, 4x CPU (median)',
    fmt(figures.firstCardMs),
    `≤ ${BUDGET.firstCardMs} ms`,
    verdict(figures.firstCardMs, BUDGET.firstCardMs),
  );
  row('text search p50 (in-memory index)', fmt(figures.searchP50Ms), `≤ ${BUDGET.searchMs} ms`, verdict(figures.searchP50Ms, BUDGET.searchMs));
  row(
    'map: tap on Map to the first pins, offline, 4x CPU (median)',
    fmt(figures.mapFirstMarkersMs),
    `≤ ${BUDGET.map.firstMarkersMs} ms`,
    verdict(figures.mapFirstMarkersMs, BUDGET.map.firstMarkersMs),
  );
  row('map: longest main-thread task while panning, 4x CPU (worst)', fmt(figures.mapPanMaxTaskMs), `≤ ${BUDGET.map.panMaxTaskMs} ms`, verdict(figures.mapPanMaxTaskMs, BUDGET.map.panMaxTaskMs));
  console.log(`JS heap after load ${mib(figures.heapBytes)}; IndexedDB ${mib(figures.indexedDbBytes)}; full pull ${fmt(figures.syncFullPullMs)}`);
  if (app) {
    console.log(`  first card samples: ${app.firstCardMs.join(', ')} ms; DOMContentLoaded: ${app.domContentLoadedMs.join(', ')} ms`);
    console.log(`  app, new install online until all ${n} listings show: ${fmt(app.onlineFirstVisitMs)}`);
    if (app.map) console.log(`  map samples: first pins ${app.map.firstMarkersMs.join(', ')} ms; longest pan task ${app.map.panMaxTaskMs.join(', ')} ms`);
  }
  return { n, docBytes, figures, rows: table.rows, resultsDiffer: table.differ, raw: ab, app };
}

const SERVERS = {
  hosting: 'served by the Hosting emulator (compressed on the fly)',
  cdn: 'served pre-compressed, as the CDN serves it',
  'cdn-client': 'served pre-compressed, as the CDN serves it, pages rendered in the browser only (A/B)',
};

function reportLighthouse(byServer, lines) {
  for (const [server, results] of Object.entries(byServer)) reportLighthouseRuns(server, results, lines);
}

function reportLighthouseRuns(server, lighthouse, lines) {
  const b = BUDGET.lighthouse;
  console.log(`\n== Lighthouse 13, mobile preset (simulated slow 4G, 4x CPU), cold visit, demo data, ${SERVERS[server] ?? server} ==`);
  console.log(
    `${'page'.padEnd(28)}${'perf'.padStart(6)}${'LCP'.padStart(9)}${'CLS'.padStart(7)}${'TBT'.padStart(8)}${'a11y'.padStart(6)}${'BP'.padStart(5)}${'SEO'.padStart(5)}  verdict`,
  );
  for (const [path, r] of Object.entries(lighthouse)) {
    const checks = [
      r.performance >= b.performance,
      r.lcpMs <= b.lcpMs,
      r.cls <= b.cls,
      r.tbtMs <= b.tbtMs,
      r.accessibility >= b.accessibility,
      r.bestPractices >= b.bestPractices,
      r.seo >= b.seo,
    ];
    const ok = checks.every(Boolean) ? 'OK' : 'OVER';
    const line = `${path.padEnd(28)}${String(r.performance).padStart(6)}${`${(r.lcpMs / 1000).toFixed(1)} s`.padStart(9)}${r.cls.toFixed(3).padStart(7)}${`${Math.round(r.tbtMs)} ms`.padStart(8)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(5)}${String(r.seo).padStart(5)}  ${ok}`;
    console.log(line);
    if (r.runs > 1)
      console.log(
        `${''.padEnd(28)}median of ${r.runs} runs by performance; every run: LCP ${r.runsLcpMs.map((v) => `${(v / 1000).toFixed(2)} s`).join(', ')}; TBT ${r.runsTbtMs.map((v) => `${Math.round(v)} ms`).join(', ')}`,
      );
    if (r.failing?.length) console.log(`${''.padEnd(28)}failing audits: ${r.failing.join(', ')}`);
    if (r.external?.length) console.log(`${''.padEnd(28)}REQUESTS LEFT THE MACHINE: ${r.external.join(', ')}`);
    if (r.runtimeError) console.log(`${''.padEnd(28)}Lighthouse error: ${r.runtimeError}`);
    lines.push(`Lighthouse (${server}) ${line.replace(/\s+/g, ' ')}`);
  }
  console.log(`budgets: perf ≥ ${b.performance}, LCP ≤ ${b.lcpMs / 1000} s, CLS ≤ ${b.cls}, TBT ≤ ${b.tbtMs} ms, a11y/BP/SEO ${b.seo}`);
}

function reportBundle(bundle, lines) {
  console.log('\n== Bundle (gzipped JavaScript of the production build) ==');
  for (const [route, kib] of bundle.perRoute) {
    const line = `first render of ${route.padEnd(10)} ${kib.toFixed(1).padStart(7)} KiB  (budget ≤ ${BUDGET.firstRenderKiB} KiB) ${verdict(kib, BUDGET.firstRenderKiB)}`;
    console.log(line);
    lines.push(line.replace(/\s+/g, ' '));
  }
  const line = `all public JavaScript      ${bundle.pub.toFixed(1).padStart(7)} KiB  (budget ≤ ${BUDGET.publicKiB} KiB) ${verdict(bundle.pub, BUDGET.publicKiB)}`;
  console.log(line);
  lines.push(line.replace(/\s+/g, ' '));
  if (bundle.map) console.log(`  of which the map engine (MapLibre and its worker, loaded when a map opens): ${bundle.map.toFixed(1)} KiB`);
}

function reportDiscovery(d, lines) {
  const b = BUDGET.discovery;
  const search = d.search.map((s) => s.ms);
  const figures = {
    buildMs: d.buildMs,
    updateMs: d.update.ms,
    searchP50Ms: quantile(search, 0.5),
    searchP95Ms: quantile(search, 0.95),
    openNowMs: median(d.openNow.map((s) => s.ms)),
    openNowMaxMs: Math.max(...d.openNow.map((s) => s.ms)),
    nearestMs: median(d.nearest.map((s) => s.ms)),
    nearestMaxMs: Math.max(...d.nearest.map((s) => s.ms)),
    openNowPageMs: median(d.openNow.map((s) => s.pageMs)),
    openNowPageMaxMs: Math.max(...d.openNow.map((s) => s.pageMs)),
  };
  console.log(`\n== Discovery, N = ${d.n.toLocaleString('en-US')} listings in memory (main thread, no CPU throttling) ==`);
  const row = (label, value, budget) => {
    const line = `${label.padEnd(58)} ${fmt(value).padStart(12)}  (budget ≤ ${budget} ms) ${verdict(value, budget)}`;
    console.log(line);
    lines.push(`discovery N=${d.n}: ${line.replace(/\s+/g, ' ')}`);
  };
  console.log(`search index build ${fmt(figures.buildMs)}; update after ${d.update.changed} changed listings ${fmt(figures.updateMs)} (no budget)`);
  row(`search p50 (${d.search.length} queries with typos and prefixes)`, figures.searchP50Ms, b.searchP50Ms);
  row('search p95', figures.searchP95Ms, b.searchP95Ms);
  row(`open-now filter, whole catalogue (median; max ${fmt(figures.openNowMaxMs)})`, figures.openNowMs, b.openNowMs);
  row(`/listings with Open now, whole pipeline (median; max ${fmt(figures.openNowPageMaxMs)})`, figures.openNowPageMs, b.openNowMs);
  row(`/listings Nearest first, whole catalogue (median; max ${fmt(figures.nearestMaxMs)})`, figures.nearestMs, b.nearestMs);
  const byQuery = new Map();
  for (const s of d.search) byQuery.set(s.q, { hits: s.hits, ms: [...(byQuery.get(s.q)?.ms ?? []), s.ms] });
  console.log(`  per query (median ms, hits): ${[...byQuery].map(([q, v]) => `"${q}" ${median(v.ms).toFixed(1)}/${v.hits}`).join(', ')}`);
  console.log(`  open at the sampled hours: ${d.openNow.map((s) => s.open).join(', ')}`);
  return { n: d.n, figures, raw: d };
}

/** Prints everything measured with its budget, then one summary; writes every sample to `file`. */
export function report({ runs, render, lighthouse, bundle, discovery = [], usage, ratings, reps, syncReps, reloads, loadAverage, file }) {
  const lines = [];
  const results = runs.map((run) => reportRun(run, lines));
  if (render) lines.push(...render.lines);
  if (lighthouse) reportLighthouse(lighthouse, lines);
  if (bundle) reportBundle(bundle, lines);
  const discoveryResults = discovery.map((d) => reportDiscovery(d, lines));
  if (usage) lines.push(...usage.lines);
  if (ratings) lines.push(...ratings.lines);
  console.log(
    `\n== Summary (medians of ${reps}, initial syncs of ${syncReps}, offline reloads of ${reloads}; load average ${loadAverage.before} before, ${loadAverage.after} after) ==`,
  );
  for (const line of lines) console.log(`  ${line}`);
  const over = lines.filter((l) => / (OVER|NOT MEASURED)$/.test(l)).length;
  console.log(over ? `  ${over} figure(s) OVER budget or not measured` : '  every figure within budget');
  mkdirSync(dirname(file), { recursive: true });
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage };
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), reps, syncReps, reloads, machine, budgets: BUDGET, runs: results, render, lighthouse, bundle, discovery: discoveryResults, usage, ratings, summary: lines },
      null,
      2,
    ),
  );
  console.log(`[bench] results written to ${file}`);
}
