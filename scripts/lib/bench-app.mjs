// The real app in `npm run bench`: a private production build (served by the Hosting emulator),
// and the first card on an offline reload of /listings with the CPU throttled 4x, plus the JS
// heap and IndexedDB size once the whole catalogue is on the device; then the map (bench-map.mjs).
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate bodies */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { log, openProfile, reportPageErrors } from './bench-runtime.mjs';
import { measureMap } from './bench-map.mjs';

/** dist/ is shared with other runs (tests rebuild it for other ports): build into .cache. */
export const APP_DIR = join(ROOT, '.cache', 'bench-app');

export function buildApp(outDir = APP_DIR) {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('vite build of the app failed');
  return outDir;
}


/** The console message the probe sends once the first card's frame has come. */
const FIRST_CARD = 'forkful-bench:first-card';

function firstCardProbe(message) {
  const found = () => {
    const card = document.querySelector('[data-testid="listing-card"]');
    if (!card || window.__firstCard || card.getBoundingClientRect().height === 0) return;
    window.__firstCard = { dom: performance.now() };
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstCard.frame = performance.now();
      console.debug(message);
    });
  };
  const observer = new MutationObserver(found);
  observer.observe(document, { childList: true, subtree: true });
}

/** All n listings on screen from the database (not the first-screen snapshot, which shows the total too). */
const shown = (n) => {
  const count = document.querySelector('[data-testid="results-count"][data-source="catalog"]');
  return Number.parseInt(count?.textContent ?? '0', 10) >= n;
};

/** Heap after a forced GC, and what IndexedDB holds for the origin (bytes). */
async function footprint(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const idb = await page.evaluate(async () => (await navigator.storage.estimate()).usageDetails?.indexedDB ?? NaN);
  return { heapBytes: usedSize, indexedDbBytes: idb };
}

export async function runApp(chromium, appUrl, { n, reps }) {
  const { context, close } = await openProfile(chromium);
  try {
    await context.addInitScript(firstCardProbe, FIRST_CARD);
    const page = await context.newPage();
    reportPageErrors(page);
    const t0 = Date.now();
    await page.goto(`${appUrl}/listings`);
    await page.waitForFunction(shown, n, { timeout: 600_000, polling: 250 });
    const onlineFirstVisitMs = Date.now() - t0;
    log(`app: ${n} listings shown online after ${onlineFirstVisitMs} ms (a new install)`);
    const controlled = async () => !!(await navigator.serviceWorker?.ready) && !!navigator.serviceWorker.controller;
    await page.waitForFunction(controlled, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {}); // Firestore keeps a stream open
    const cdp = await context.newCDPSession(page);
    const loaded = await footprint(page, cdp);
    log(`app: JS heap ${(loaded.heapBytes / 2 ** 20).toFixed(1)} MiB, IndexedDB ${(loaded.indexedDbBytes / 2 ** 20).toFixed(1)} MiB`);
    await context.setOffline(true);
    const firstCardMs = [];
    const domContentLoadedMs = [];
    for (let i = 0; i < reps; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Told by a console message, not polled: page.waitForFunction first installs Playwright's
      // own script in the new page, 40–80 ms of the main thread at 4x in the middle of the
      // measured start (seen in traces).
      const painted = page.waitForEvent('console', { predicate: (m) => m.text() === FIRST_CARD, timeout: 60_000 });
      await page.reload({ waitUntil: 'commit' });
      await painted;
      // performance.now() counts from the navigation start of the reloaded document.
      const t = await page.evaluate(() => ({
        ...window.__firstCard,
        dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
      }));
      firstCardMs.push(Math.round(t.frame));
      domContentLoadedMs.push(Math.round(t.dcl));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForFunction(shown, n, { timeout: 120_000 }); // the whole catalogue is back, offline
      log(`app: offline reload ${i + 1}/${reps}: first card at ${firstCardMs.at(-1)} ms (DOMContentLoaded ${domContentLoadedMs.at(-1)} ms)`);
    }
    // A map that cannot be measured is reported NOT MEASURED; the other figures stand.
    const map = await measureMap(page, cdp, { reps }).catch((error) => {
      log(`app: map not measured: ${error.message.split('\n')[0]}`);
      return { error: error.message.split('\n')[0], firstMarkersMs: [], panMaxTaskMs: [] };
    });
    return { onlineFirstVisitMs, firstCardMs, domContentLoadedMs, map, ...loaded };
  } finally {
    await close();
  }
}
