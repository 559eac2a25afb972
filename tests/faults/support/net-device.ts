// What a new install's page holds and shows, read from inside it (for
// tests/faults/snapshot-flap.test.ts): its catalogue in IndexedDB, a timeline of the sync
// status strip against the "synced once" flag.
import type { BrowserContext, Page } from 'playwright-core';

export const SYNCED_FLAG = 'forkful:synced:catalog';

export interface StatusSample {
  /** The shell is on screen (the header rendered). */
  shell: boolean;
  /** The catalogue's first sync has finished (the flag the app sets then). */
  synced: boolean;
  /** The "still syncing" status is on screen. */
  status: boolean;
  text: string;
}

/** Samples, every 100 ms from the first paint, whether the page says it is still syncing. */
export async function recordSyncStatus(context: BrowserContext) {
  await context.addInitScript((flag: string) => {
    const samples: unknown[] = [];
    (window as unknown as { __netSamples: unknown[] }).__netSamples = samples;
    setInterval(() => {
      const el = document.querySelector('[data-testid="sync-status"]');
      samples.push({
        shell: !!document.querySelector('header'),
        synced: localStorage.getItem(flag) === '1',
        status: !!el && el.getAttribute('role') === 'status',
        text: el?.textContent ?? '',
      });
    }, 100);
  }, SYNCED_FLAG);
}

export const statusSamples = (page: Page) => page.evaluate(() => (window as unknown as { __netSamples: StatusSample[] }).__netSamples);

/** Ids of the live (not tombstoned) documents of the RxDB collection `name`, read from its Dexie database. */
export function deviceIds(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (collection) => {
    const dbs = (await indexedDB.databases()).filter((d) => d.name?.startsWith('rxdb-dexie-') && d.name.endsWith(`--${collection}`));
    if (dbs.length !== 1) throw new Error(`expected one database for ${collection}, found ${dbs.map((d) => d.name).join(', ') || 'none'}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(dbs[0].name!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const docs = await new Promise<Array<{ id: string; _deleted: unknown }>>((resolve, reject) => {
      const req = db.transaction('docs').objectStore('docs').getAll();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    // Dexie stores boolean index fields as '1' / '0'.
    return docs.filter((d) => d._deleted !== '1' && d._deleted !== true).map((d) => d.id);
  }, name);
}
