// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on cold visits of the app's public pages
// in Debian Chromium, with the Step 7 budgets; also says which requests left the machine.
// CLI: node scripts/lib/bench-lighthouse.mjs <baseUrl> [listingId] [--runs 3] [--save dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
// Keep Chromium's own background traffic (component updates, sync, field trials) out of the
// recorded network: the "nothing leaves the machine" check must see only the page's requests.
CHROME_FLAGS.push('--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run');

export const BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 2000 },
  cls: { max: 0.02 },
  tbtMs: { max: 150 },
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Requests Lighthouse recorded that went anywhere but this machine (data:/blob: are local). */
function externalRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => {
      try {
        const { protocol, hostname } = new URL(url);
        if (protocol === 'data:' || protocol === 'blob:' || protocol === 'chrome-extension:') return false;
        return !LOCAL_HOSTS.has(hostname);
      } catch {
        return true;
      }
    });
}

/**
 * Audits of a category that count towards its score and did not pass, and those that errored:
 * Lighthouse then gives the whole category no score, which the table shows as 0.
 */
function failingAudits(lhr, categoryId) {
  const audits = lhr.categories[categoryId].auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]);
  const errored = audits.filter((audit) => audit.scoreDisplayMode === 'error').map((audit) => `${audit.id} errored (${String(audit.errorMessage ?? '').slice(0, 80)})`);
  const failed = audits
    .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return [...failed, ...errored];
}

/** The performance opportunities and diagnostics that cost something: what to fix next. */
function perfHints(lhr) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) => failingAudits(lhr, c)),
    external: externalRequests(lhr),
    hints: perfHints(lhr),
    runtimeError: lhr.runtimeError?.message,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold visit: a fresh Chromium (fresh profile), Lighthouse also clears the origin's storage. */
async function runOnce(url, chromePath, extraHeaders) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...(extraHeaders && { extraHeaders }) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse on each path of baseUrl, one cold run per path (runs: 3 takes the median run by
 * performance score, the way Lighthouse's own docs recommend). Returns
 * { [path]: { performance, accessibility, bestPractices, seo, lcpMs, cls, tbtMs, fcpMs,
 *   failing: [audit ids], external: [urls that left the machine], hints: [perf audits < 0.9] } }.
 * saveDir: where to write each run's full report as JSON (optional).
 */
export async function runLighthouse({ baseUrl, paths, chromePath = '/usr/bin/chromium', log = () => {}, runs = 1, saveDir, extraHeaders }) {
  const results = {};
  for (const path of paths) {
    const url = new URL(path, baseUrl).href;
    const samples = [];
    for (let run = 0; run < runs; run++) {
      let lhr = await runOnce(url, chromePath, extraHeaders);
      // A run Lighthouse could not finish (no paint seen: score 0, NaN timings) says nothing about
      // the page: it is run once more, and the error stays in the log.
      if (lhr.runtimeError) {
        log(`lighthouse ${path} run ${run + 1}/${runs}: ${lhr.runtimeError.code ?? 'runtime error'} (${lhr.runtimeError.message ?? ''}); running it again`);
        lhr = await runOnce(url, chromePath, extraHeaders);
      }
      const summary = summarize(lhr);
      samples.push(summary);
      log(
        `lighthouse ${path} run ${run + 1}/${runs}: perf ${summary.performance}, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}`,
      );
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(join(saveDir, name), JSON.stringify(lhr));
      }
    }
    const middle = median(samples.map((s) => s.performance));
    // Every run's TBT and LCP go along, so a report shows the spread the median hides.
    results[path] = {
      ...samples.find((s) => s.performance === middle),
      runs,
      runsTbtMs: samples.map((s) => s.tbtMs),
      runsLcpMs: samples.map((s) => s.lcpMs),
    };
  }
  return results;
}

/** OK/OVER per budget for one page's result. */
export function checkBudgets(result) {
  return Object.fromEntries(
    Object.entries(BUDGETS).map(([key, { min, max }]) => {
      const value = result[key];
      const ok = min !== undefined ? value >= min : value <= max;
      return [key, ok];
    }),
  );
}

function printTable(results) {
  const keys = Object.keys(BUDGETS);
  const rows = [['page', ...keys]];
  for (const [path, result] of Object.entries(results)) {
    const verdicts = checkBudgets(result);
    rows.push([path, ...keys.map((k) => `${result[k]} ${verdicts[k] ? 'OK' : 'OVER'}`)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
  for (const [path, result] of Object.entries(results)) {
    console.log(`\n${path}  FCP ${result.fcpMs} ms`);
    if (result.runtimeError) console.log(`  runtime error: ${result.runtimeError}`);
    if (result.failing.length) console.log(`  failing a11y/bp/seo audits: ${result.failing.join(', ')}`);
    if (result.hints.length) console.log(`  performance: ${result.hints.join('; ')}`);
    console.log(`  requests off this machine: ${result.external.length ? result.external.join(' ') : 'none'}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '1' }, save: { type: 'string' }, paths: { type: 'string' } },
  });
  const [baseUrl, listingId = 'seed-001'] = positionals;
  if (!baseUrl) {
    console.error('usage: node scripts/lib/bench-lighthouse.mjs <baseUrl> [listingId] [--runs 3] [--save dir] [--paths /,/listings]');
    process.exit(2);
  }
  const paths = values.paths ? values.paths.split(',') : ['/', '/listings', `/listing/${listingId}`];
  const results = await runLighthouse({
    baseUrl,
    paths,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    log: (line) => console.log(`[lighthouse] ${line}`),
    runs: Number(values.runs),
    saveDir: values.save,
  });
  printTable(results);
}
