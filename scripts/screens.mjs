// Screenshots of every page, phone and desktop, against a running `npm start`, compared with a
// recorded set: the check that a restyle or a restructuring changed nothing on screen.
//   npm run screens -- --record          record the reference set (.cache/screens/reference)
//   npm run screens                      take the set again and compare (.cache/screens/latest)
//   npm run screens -- --scheme dark     the same in the dark colour scheme (its own reference)
// A page differs when more than --fuzz (2%) of its pixels differ; the diff images are kept.
/* global document, window, MutationObserver -- page.evaluate bodies */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_URL, ROOT } from './lib/emulators.mjs';
import { CHROMIUM } from './lib/bench-runtime.mjs';
import { comparePng } from './lib/screens-diff.mjs';
import { SCREEN_PAGES, VIEWPORTS } from './lib/screens-pages.mjs';

const { values: args } = parseArgs({
  options: {
    record: { type: 'boolean', default: false },
    scheme: { type: 'string', default: 'light' },
    fuzz: { type: 'string', default: '0.02' },
    only: { type: 'string' },
    url: { type: 'string', default: APP_URL },
  },
});
const scheme = args.scheme === 'dark' ? 'dark' : 'light';
const base = join(ROOT, '.cache', 'screens', scheme);
const outDir = join(base, args.record ? 'reference' : 'latest');
const diffDir = join(base, 'diff');
const manifestFile = join(base, 'reference', 'manifest.json');

/** Every run shows the same instant (opening hours, "3 days ago"): the reference's. */
function frozenClock() {
  if (args.record) return new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000).toISOString();
  if (!existsSync(manifestFile)) throw new Error(`No reference set for ${scheme}: run with --record first.`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')).clock;
}

async function signIn(page, who) {
  await page.goto(`${args.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
}

/** Settled: fonts in, no skeleton or busy region, images done, and the DOM still for a moment. */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  const idle = () =>
    !document.querySelector('[aria-busy="true"], [data-skeleton], [data-testid$="skeleton"]') &&
    !!document.querySelector('main') &&
    !!document.querySelector('footer');
  await page.waitForFunction(idle, null, { timeout: 20_000, polling: 100 }).catch(() => {});
  // Not "network idle": Firestore keeps a channel open. Every image that has started, done.
  const imagesIn = () => [...document.images].every((img) => img.complete || img.loading === 'lazy');
  await page.waitForFunction(imagesIn, null, { timeout: 10_000, polling: 100 }).catch(() => {});
  // Lazy parts (the footer's, a section's data) land after the first screen: wait for a quiet DOM.
  await page.evaluate(
    (quietMs) =>
      new Promise((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        const limit = setTimeout(done, 10_000);
        function done() {
          observer.disconnect();
          clearTimeout(limit);
          window.requestAnimationFrame(() => window.requestAnimationFrame(resolve));
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    800,
  );
}

async function resolvePath(page, path) {
  if (!path.includes(':edit')) return path;
  const [list] = path.split(':edit');
  await page.goto(`${args.url}${list}`);
  const href = await page
    .locator('a[href$="/edit"]')
    .first()
    .getAttribute('href', { timeout: 20_000 });
  return href;
}

async function shoot(browser, clock, filter) {
  mkdirSync(outDir, { recursive: true });
  const taken = [];
  for (const viewport of VIEWPORTS) {
    for (const group of SCREEN_PAGES) {
      const pages = group.paths.filter((p) => !filter || `${group.who.name}${p}`.includes(filter));
      if (pages.length === 0) continue;
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
        colorScheme: scheme,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(clock));
      if (group.who.email) await signIn(page, group.who);
      for (const wanted of pages) {
        const path = await resolvePath(page, wanted);
        await page.goto(`${args.url}${path}`);
        await settle(page);
        const name = `${viewport.name}-${group.who.name}${wanted.replaceAll(/[/:?=&]+/g, '_')}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true, animations: 'disabled', caret: 'hide' });
        taken.push(name);
        console.log(`  ${name}`);
      }
      await context.close();
    }
  }
  return taken;
}

function compare(taken, fuzz) {
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(diffDir, { recursive: true });
  const differing = [];
  let worst = { ratio: 0, name: '' };
  for (const name of taken) {
    const reference = join(base, 'reference', name);
    if (!existsSync(reference)) {
      differing.push(`${name}: not in the reference set`);
      continue;
    }
    const result = comparePng(readFileSync(reference), readFileSync(join(outDir, name)));
    if (result.ratio > worst.ratio) worst = { ratio: result.ratio, name };
    if (result.ratio > fuzz) {
      writeFileSync(join(diffDir, name), result.diffPng);
      differing.push(`${name}: ${(result.ratio * 100).toFixed(2)}% of pixels differ (${result.reason})`);
    }
  }
  if (worst.name) console.log(`most changed: ${worst.name} (${(worst.ratio * 100).toFixed(2)}%)`);
  return differing;
}

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
try {
  const clock = frozenClock();
  if (args.record) rmSync(outDir, { recursive: true, force: true });
  console.log(`screens (${scheme}) of ${args.url} at ${clock} → ${outDir}`);
  const taken = await shoot(browser, clock, args.only);
  if (args.record) {
    writeFileSync(manifestFile, JSON.stringify({ clock, taken }, null, 2));
    console.log(`recorded ${taken.length} screenshots`);
  } else {
    const differing = compare(taken, Number(args.fuzz));
    for (const line of differing) console.log(`DIFFERS ${line}`);
    console.log(`${taken.length - differing.length} of ${taken.length} screenshots match at ${Number(args.fuzz) * 100}% fuzz`);
    if (differing.length) console.log(`diff images: ${diffDir}`);
    process.exitCode = differing.length ? 1 : 0;
  }
} finally {
  await browser.close();
}
