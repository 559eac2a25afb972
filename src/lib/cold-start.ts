// When a first visit may start its heavy background work (RxDB, Firebase, sync, the service
// worker): not while the page is still loading and painting, but once it has settled or the
// visitor does something. A repeat visit starts at once: it paints from its own database.

import { takeEarlyRead } from './early-reads';
import { ACTED_ATTRIBUTE, LOCAL_DATABASE_PREFIX } from './landing';
let localDatabase: Promise<boolean> | null = null;

/**
 * RxDB's Dexie databases are named rxdb-dexie-<database>--…; none means this device has no
 * catalogue. Asked once per page load: the entry and the early catalogue both need the answer
 * from before this visit created one.
 */
export function hasLocalDatabase(): Promise<boolean> {
  localDatabase ??= (async () => {
    const early = await takeEarlyRead('databases');
    if (early) return early.some((name) => name.startsWith(LOCAL_DATABASE_PREFIX));
    if (typeof indexedDB === 'undefined' || !indexedDB.databases) return true;
    try {
      const dbs = await indexedDB.databases();
      return dbs.some((d) => d.name?.startsWith(LOCAL_DATABASE_PREFIX));
    } catch {
      return true;
    }
  })();
  return localDatabase;
}

/**
 * A first visit starts its background work once the page has been quiet (no long task, no
 * download finishing) for QUIET_MS, at least MIN_AFTER_LOAD_MS after its load event, and at
 * the latest MAX_AFTER_LOAD_MS after it; or at the visitor's first tap, key or wheel turn. The first screen
 * comes from the downloaded catalogue snapshot, so nothing a visitor sees waits for it; started
 * sooner, about 300 KB of script (RxDB, Firebase, replication) competes with the page's own
 * images and scripts on a slow phone and its connection.
 */
export const QUIET_MS = 2000;
export const MIN_AFTER_LOAD_MS = 3000;
export const MAX_AFTER_LOAD_MS = 15_000;
const CHECK_MS = 250;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let gate: Promise<void> = Promise.resolve();

/** Resolves when background work may start: at once, unless holdColdStart() said otherwise. */
export const whenColdStartSettled = (): Promise<void> => gate;

/**
 * Called once by the entry. On a first visit (no local database) the gate opens on the first
 * interaction, or SETTLE_MS after the load event once the main thread is idle; on a repeat
 * visit at once.
 */
export function holdColdStart(firstVisit: Promise<boolean> = hasLocalDatabase().then((has) => !has)) {
  gate = firstVisit.then(
    (first) => (first ? settled() : undefined),
    () => undefined,
  );
  return gate;
}

function settled(): Promise<void> {
  return new Promise((resolve) => {
    // A page the server rendered is tappable before the app's code has run (and registered the
    // listeners below): the shell's startAfterPaint marks a tap or key it had by then.
    if (document.documentElement.hasAttribute(ACTED_ATTRIBUTE)) {
      resolve();
      return;
    }
    let lastBusy = performance.now();
    let loadedAt = -1;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer =
      typeof PerformanceObserver === 'function'
        ? new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lastBusy = Math.max(lastBusy, entry.startTime + entry.duration);
          })
        : null;
    for (const type of ['longtask', 'resource']) {
      try {
        observer?.observe({ type, buffered: true });
      } catch {
        // An entry type this browser does not report: the timers still open the gate.
      }
    }
    const open = () => {
      clearInterval(timer);
      observer?.disconnect();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, open, true));
      window.removeEventListener('load', afterLoad);
      resolve();
    };
    const check = () => {
      const now = performance.now();
      const quiet = now - lastBusy >= QUIET_MS && now - loadedAt >= MIN_AFTER_LOAD_MS;
      if (quiet || now - loadedAt >= MAX_AFTER_LOAD_MS) open();
    };
    const afterLoad = () => {
      loadedAt = performance.now();
      lastBusy = Math.max(lastBusy, loadedAt);
      timer = setInterval(check, CHECK_MS);
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, open, { capture: true, passive: true }));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
