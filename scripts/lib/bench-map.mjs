// The map in `npm run bench` (inside the app phase, offline, CPU throttled 4x): how long from the
// tap on "Map" until the first pins or clusters show, and the longest main-thread task while the
// diner pans and zooms the map (each move asks the clustering worker and redraws the markers).
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate bodies */
import { log } from './bench-runtime.mjs';

const MARKERS = '[data-testid="map-cluster"], [data-testid="map-place"]';

/** In the page: tap Map, resolve with the ms until the frame that shows the first marker. */
function switchToMap(selector) {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button[aria-pressed]')].find((b) => b.textContent?.trim() === 'Map');
    if (!button) return reject(new Error('no Map button'));
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document, { childList: true, subtree: true });
    button.click();
  });
}

/** In the page: start collecting long tasks (> 50 ms) into window.__mapTasks. */
function watchLongTasks() {
  window.__mapTasks = [];
  new PerformanceObserver((list) => window.__mapTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: false });
}

/** Drags across the map and zooms with the wheel, as a diner scanning an area. */
async function panAround(page) {
  const box = await page.locator('[data-testid="map-pane"] canvas').boundingBox();
  if (!box) throw new Error('map canvas not found');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [[120, 60], [-200, -40], [80, -100], [0, 120]]) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dy, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(400);
  }
  for (const delta of [-300, -300, 300]) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(600);
  }
}

/** `page` shows /listings with the whole catalogue (offline); `cdp` throttles its CPU. */
export async function measureMap(page, cdp, { reps }) {
  const firstMarkersMs = [];
  const panMaxTaskMs = [];
  for (let i = 0; i < reps; i++) {
    await page.evaluate(watchLongTasks);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    firstMarkersMs.push(Math.round(await page.evaluate(switchToMap, MARKERS)));
    await page.locator('[data-map-state="ready"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.evaluate(() => (window.__mapTasks.length = 0));
    await panAround(page);
    const tasks = await page.evaluate(() => window.__mapTasks);
    panMaxTaskMs.push(Math.round(Math.max(0, ...tasks)));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    log(`app: map ${i + 1}/${reps}: first markers after ${firstMarkersMs.at(-1)} ms; longest task while panning ${panMaxTaskMs.at(-1)} ms (${tasks.length} over 50 ms)`);
    // Back to the list for the next tap on Map.
    await page.getByRole('button', { name: 'List' }).click();
    await page.locator('[data-testid="map-pane"]').waitFor({ state: 'detached' });
  }
  return { firstMarkersMs, panMaxTaskMs };
}
