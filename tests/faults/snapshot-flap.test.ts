// Fault: the network drops every few seconds while a new install loads the catalogue.
// A fresh browser context (a new install) opens /listings through the fault proxy. The snapshot
// download is slowed (support/net-slow-link.ts) so the first drop lands in the middle of its body; from
// then on the proxy cuts the functions and Firestore ports every few seconds (open requests
// dropped, new ones refused) until the device says it has synced or 45 s have passed. The proxy, not
// context.setOffline: a dropped Wi-Fi link leaves navigator.onLine true, so the app gets no
// `online` event to retry on and must recover by itself. Asserted: the device's catalogue
// (its IndexedDB) holds exactly the server's live catalogue ids, once each, and the page said
// it was still syncing at every moment before it had finished, and stopped saying so after.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page, Request } from 'playwright-core';
import { adminDb, BASE_URL, newPhone } from '../e2e/support/browser';
import { expectToHold } from '../support/holds';
import { startForwardProxy, type FaultProxy } from './support/fault-proxy';
import { launchThroughProxy, STACK_PORTS } from './support/stack';
import { deviceIds, recordSyncStatus, statusSamples, SYNCED_FLAG } from './support/net-device';
import { startSlowLink, type SlowLink } from './support/net-slow-link';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-forkful';
const SNAPSHOT_URL = `http://127.0.0.1:${STACK_PORTS.functions}/${PROJECT}/us-central1/catalogSnapshot`;
const DOWN_MS = 2000;
const UP_MS = 3000;
const PORTS = [STACK_PORTS.functions, STACK_PORTS.firestore];
const MAX_ENTRIES = 400;
const FLAP_MS = 45_000;

let proxy: FaultProxy;
let link: SlowLink;
let browser: Browser;
let stopFlap: (() => void) | undefined;
let entries = 0;

beforeAll(async () => {
  // A new install pulls every catalogue entry, tombstones too, in one answer when the snapshot
  // fails. For the drops to land in its load rather than before it, that answer must have a
  // chance to fit in the link's 3 s gaps: the demo catalogue and what the end-to-end suite
  // adds (under 200 entries) do; cases that add hundreds of places take them away again.
  entries = (await adminDb().collection('catalog').count().get()).data().count;
  expect(entries, `catalogue entries on the server (too many to load in the gaps of this link)`).toBeLessThan(MAX_ENTRIES);
  proxy = await startForwardProxy();
  // About 6 s for the snapshot's body on the slow link: the first drop, 1.5 s in, lands in it.
  link = await startSlowLink(proxy, { ports: [STACK_PORTS.functions], bytesPerSecond: Math.max(1000, Math.round((await snapshotBytes()) / 6)) });
  browser = await launchThroughProxy(link.port);
});
afterAll(async () => {
  stopFlap?.();
  await browser?.close();
  await link?.close();
  await proxy?.close();
});

async function liveCatalogIds(): Promise<string[]> {
  const snap = await adminDb().collection('catalog').where('_deleted', '==', false).get();
  return snap.docs.map((d) => d.id).sort();
}

/** The snapshot's size on the wire (gzip), asked straight from the endpoint, not through the proxy. */
async function snapshotBytes(): Promise<number> {
  const res = await fetch(SNAPSHOT_URL, { headers: { 'accept-encoding': 'gzip' } });
  const length = Number(res.headers.get('content-length'));
  const body = await res.arrayBuffer();
  return length > 0 ? length : body.byteLength / 4;
}

describe('network flapping during a new install’s snapshot load', () => {
  it('ends with the whole catalogue, no duplicates, and says it is still syncing meanwhile', async () => {
    const server = await liveCatalogIds();
    expect(server.length).toBeGreaterThan(50);
    const bytes = await snapshotBytes();
    const context = await newPhone(browser);
    await recordSyncStatus(context);
    const page: Page = await context.newPage();

    // How the snapshot's download ended: cut mid-body, or (the slow link failing) finished.
    const snapshotEnded = new Promise<string>((resolve) => {
      page.on('requestfailed', (r) => r.url().startsWith(SNAPSHOT_URL) && resolve(`cut: ${r.failure()?.errorText ?? 'failed'}`));
      page.on('requestfinished', (r) => r.url().startsWith(SNAPSHOT_URL) && resolve('finished'));
    });
    const snapshotStarted = page.waitForRequest((r) => r.url().startsWith(SNAPSHOT_URL), { timeout: 60_000 });
    const started = Date.now();
    // What the page sent and how it ended, reported if the sync never finishes.
    const traffic: string[] = [];
    const note = (what: string) => (r: Request) =>
      PORTS.some((p) => r.url().includes(`:${p}/`)) && traffic.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what} ${r.url().split('?')[0]}${what === 'failed' ? ` (${r.failure()?.errorText})` : ''}`);
    page.on('request', note('sent'));
    page.on('requestfinished', note('done'));
    page.on('requestfailed', note('failed'));
    await page.goto(BASE_URL + '/listings');
    await snapshotStarted;
    // The first drop lands in the snapshot's body: once a quarter of it has come down the link.
    await expect.poll(() => link.delivered(STACK_PORTS.functions), { timeout: 60_000 }).toBeGreaterThanOrEqual(bytes / 4);
    // Drop now, and stay down until the device has tried Firestore too (its fallback pull), so
    // the drops land in both; then every few seconds: up UP_MS, down DOWN_MS.
    proxy.cut(...PORTS);
    const firstDropEnds = Date.now() + DOWN_MS;
    await expect.poll(() => proxy.dropped.get(STACK_PORTS.firestore) ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
    stopFlap = proxy.flap({ ports: PORTS, downMs: DOWN_MS, upMs: UP_MS, firstUpAt: firstDropEnds });
    // The link flaps for FLAP_MS (or until the device has synced), then holds: the Firestore SDK
    // backs off between reconnects (growing to a minute), so under endless flapping the end
    // would be luck; after the flapping it must come back by itself, whatever state it is in.
    let steadyAt: number | undefined;
    const steady = setTimeout(() => {
      stopFlap?.();
      stopFlap = undefined;
      steadyAt = Date.now() - started;
    }, FLAP_MS);
    const snapshot = await snapshotEnded;

    await page.waitForFunction((flag) => localStorage.getItem(flag) === '1', SYNCED_FLAG, { timeout: 180_000, polling: 200 }).catch(async (error: unknown) => {
      const sync = await page.evaluate(() => (window as unknown as { __forkfulSync?: unknown }).__forkfulSync).catch(() => null);
      console.log(`[faults] the catalogue never synced; sync: ${JSON.stringify(sync)}; last requests:\n${traffic.slice(-30).join('\n')}`);
      throw error;
    });
    const loadMs = Date.now() - started;
    clearTimeout(steady);
    stopFlap?.();
    stopFlap = undefined;
    const dropped = PORTS.map((p) => proxy.dropped.get(p) ?? 0);
    const diagnostics = await page.evaluate(() => (window as unknown as { __forkfulSync?: Record<string, unknown> }).__forkfulSync?.catalog);
    console.log(`[faults] catalogue synced in ${loadMs} ms (${steadyAt ? `the link steady from ${steadyAt} ms` : 'while the link flapped'}; ${entries} catalogue entries, snapshot ${bytes} B, its download ${snapshot}); ` +
      `dropped/refused: functions ${dropped[0]}, firestore ${dropped[1]}; sync: ${JSON.stringify(diagnostics)}`);
    // The drops landed in the load: the snapshot's download was cut mid-body (the slow link drops
    // what it holds), and Firestore requests were dropped or refused too.
    expect(snapshot).toMatch(/^cut/);
    expect(dropped[1]).toBeGreaterThan(0);

    // The device: the whole live catalogue, once each, nothing else.
    const onDevice = await deviceIds(page, 'catalog');
    expect(new Set(onDevice).size).toBe(onDevice.length);
    expect([...onDevice].sort()).toEqual(await liveCatalogIds());

    // The screen: "still syncing" at every moment before the first sync ended, and gone after.
    await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: 10_000 });
    const samples = await statusSamples(page);
    const loading = samples.filter((s) => s.shell && !s.synced);
    expect(loading.length).toBeGreaterThan(20); // more than 2 s of loading on screen
    expect(loading.filter((s) => !s.status)).toEqual([]);
    expect(loading[0].text).toBe('Saving places to this device for offline use…');
    expect(samples.at(-1)).toMatchObject({ synced: true, status: false });

    // And it stays whole once the network is steady.
    const live = JSON.stringify(await liveCatalogIds());
    await expectToHold('the device holds the live catalogue', async () => JSON.stringify([...(await deviceIds(page, 'catalog'))].sort()), (ids) => ids === live, 3000);
    await context.close();
  });
});
