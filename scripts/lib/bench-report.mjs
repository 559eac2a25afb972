// Table, budgets and JSON for `npm run bench` (scripts/bench.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';

export const BUDGET = { firstCardMs: 1000, searchMs: 50 };

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const fmt = (x) => (Number.isFinite(x) ? `${x < 10 ? x.toFixed(1) : Math.round(x)} ms` : '-');
const times = (samples) => (samples ?? []).map((s) => (typeof s === 'number' ? s : s.ms));
const verdict = (v, budget) => (!Number.isFinite(v) ? 'NOT MEASURED' : v < budget ? 'OK' : 'OVER');

/** Prints the comparison and the budgets; writes every sample to `file`. */
export function report({ n, reps, syncReps, docBytes, loadAverage, ab, app, file }) {
  const rows = ab
    ? [
        [`initial sync (${n})`, ab.A.sync, ab.B.sync],
        ['offline reopen + first 20 of a category', times(ab.A.reopen), times(ab.B.reopen)],
        ['top 20 by rating in a category', times(ab.A.top20), times(ab.B.top20)],
        ['text search', times(ab.A.search), times(ab.B.search)],
        ['count in a category', times(ab.A.count), times(ab.B.count)],
        ['B only: load all + build search index', [], times([ab.B.indexBuild])],
      ].map(([op, a, b]) => ({ op, medianA: median(a), medianB: median(b), samplesA: a, samplesB: b }))
    : [];
  if (rows.length) {
    console.log(`\n${'operation'.padEnd(42)}${'Firestore cache'.padStart(16)}${'RxDB (Forkful)'.padStart(16)}${'ratio'.padStart(8)}`);
    for (const r of rows) {
      const ratio = Number.isFinite(r.medianA) && r.medianB > 0 ? `${(r.medianA / r.medianB).toFixed(1)}x` : '';
      console.log(`${r.op.padEnd(42)}${fmt(r.medianA).padStart(16)}${fmt(r.medianB).padStart(16)}${ratio.padStart(8)}`);
    }
  }
  // Same answers or it is not the same query: top-20 rating sequences, search and count sizes.
  const differ = ab
    ? ['reopen', 'top20', 'search', 'count'].filter(
        (k) => JSON.stringify(ab.A[k].map((s) => s.result)) !== JSON.stringify(ab.B[k].map((s) => s.result)),
      )
    : [];
  const firstCard = app ? median(app.firstCardMs) : NaN;
  const search = rows[3]?.medianB ?? NaN;
  console.log(
    `\nN = ${n}, ~${docBytes} B per document; medians of ${reps} (initial sync: ${syncReps}); ratio = A / B` +
      (ab ? `; A and B results ${differ.length ? `DIFFER in: ${differ.join(', ')}` : 'identical'}` : '') +
      `; load average ${loadAverage.before} before, ${loadAverage.after} after`,
  );
  console.log(
    `first card, offline reload /listings (4x CPU): ${fmt(firstCard)}  (budget ${BUDGET.firstCardMs} ms) ${verdict(firstCard, BUDGET.firstCardMs)}`,
  );
  console.log(
    `text search median (RxDB + in-memory index):   ${fmt(search)}  (budget ${BUDGET.searchMs} ms) ${verdict(search, BUDGET.searchMs)}`,
  );
  if (app) {
    console.log(`  first card samples: ${app.firstCardMs.join(', ')} ms; DOMContentLoaded: ${app.domContentLoadedMs.join(', ')} ms`);
    console.log(`  first online visit until ${n} listings shown: ${app.onlineFirstVisitMs} ms`);
  }
  mkdirSync(dirname(file), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    n,
    reps,
    syncReps,
    avgDocBytes: docBytes,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage },
    rows,
    raw: ab,
    app: app && { ...app, medianFirstCardMs: firstCard, cpuThrottlingRate: 4 },
    budgets: { ...BUDGET, firstCard: verdict(firstCard, BUDGET.firstCardMs), search: verdict(search, BUDGET.searchMs) },
    resultsDiffer: differ,
  };
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`[bench] results written to ${file}`);
}
