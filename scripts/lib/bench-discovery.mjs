// The discovery part of `npm run bench`: bench/discovery.ts in a fresh page (no emulators needed),
// once per catalogue size. Search, open-now and the distance sort run on the page's main thread.
/* global window -- page.evaluate bodies */
import { log, openProfile, reportPageErrors } from './bench-runtime.mjs';

export async function runDiscovery(chromium, url, { n, reps }) {
  const { context, close } = await openProfile(chromium);
  try {
    const page = await context.newPage();
    reportPageErrors(page);
    await page.goto(url);
    await page.waitForFunction(() => !!window.bench?.discovery);
    log(`discovery: ${n} listings in memory, ${reps} rounds of queries`);
    return await page.evaluate((arg) => window.bench.discovery(arg), { n, reps });
  } finally {
    await close();
  }
}
