// The pages a cold visit lands on and the device storage its first screen reads, named once for
// the app and for the build: build/first-paint-hints.ts preloads these pages' chunks and writes
// index.html's early-start script (earlyStart below) from this module. Plain values and functions
// only: the build runs it in Node, and earlyStart is inlined as source text.
import type { EarlyReads } from './early-reads';

/** A landing route → the page module it renders (paths from the repository root). */
export const LANDING_PAGES = {
  '/': 'src/features/home/pages/home-page.tsx',
  '/listings': 'src/features/listings/pages/listings-page.tsx',
  '/listing/': 'src/features/listings/pages/listing-detail-page.tsx',
} as const;
export type LandingRoute = keyof typeof LANDING_PAGES;

/** Modules every landing page shows besides its own (below the page: the footer). */
export const EVERY_PAGE_MODULES = ['src/app/shell/footer.tsx'];

/**
 * What the entry (src/main.tsx) imports before every first render, in this order, each evaluated in
 * a task of its own: part of the first render's code, preloaded with the entry.
 */
export const BOOT_MODULES = ['src/app/react-dom.ts', 'src/app/boot.tsx'];

/** The home page's largest picture on a phone: its first category tile. */
export const HOME_LEAD_IMAGE = '/demo/restaurant-1.webp';
/** The largest picture of a landing route, fetched with the entry. */
export const LANDING_IMAGES: Partial<Record<LandingRoute, string>> = { '/': HOME_LEAD_IMAGE };

/** The landing route a path is, if any: '/', '/listings' or '/listing/' (any listing). */
export function landingRouteOf(pathname: string): LandingRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/' || path === '/listings') return path;
  return /^\/listing\/[^/]+$/.test(path) ? '/listing/' : undefined;
}

export const isPublicLanding = (pathname: string) => landingRouteOf(pathname) !== undefined;

/** RxDB's database; its Dexie storage names each IndexedDB database `rxdb-dexie-<name>--…`. */
export const LOCAL_DATABASE = 'forkful';
export const LOCAL_DATABASE_PREFIX = `rxdb-dexie-${LOCAL_DATABASE}`;

/** The first-screen snapshots (idb-keyval: one database, one store). */
export const SNAPSHOT_DB = 'forkful-snapshots';
export const SNAPSHOT_STORE = 'snapshots';

/** What the build hands earlyStart: the current build's file names and this module's names. */
export interface EarlyStartConfig {
  /** Landing route → its page's chunks that the entry does not already load. */
  chunks: Partial<Record<LandingRoute, string[]>>;
  images: Partial<Record<LandingRoute, string>>;
  /** Where a new install downloads the catalogue snapshot. */
  snapshotUrl: string;
  databasePrefix: string;
  snapshotDb: string;
  snapshotStore: string;
}

/**
 * Runs inline in index.html before the entry: on a landing page it starts the page's chunks and
 * largest picture at once (instead of after the entry has downloaded and run), and the two
 * IndexedDB reads the first render needs, left in window.__forkfulEarly (src/lib/early-reads.ts).
 * On a first visit (no local database yet) it also preloads the catalogue snapshot the first cards
 * wait for. It is inlined as source text, given landingRouteOf the same way: no imports, no
 * closures over this module.
 */
export function earlyStart(c: EarlyStartConfig, routeOf: typeof landingRouteOf) {
  // A page the server rendered paints from its HTML: nothing here may compete with its pictures
  // (the app starts after the first frame: startAfterPaint).
  if (document.getElementById('forkful-entry')) return;
  const route = routeOf(location.pathname);
  const files = route && c.chunks[route];
  if (!route || !files) return;
  const add = (rel: string, href: string, as = '', cors = true) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (cors) link.crossOrigin = 'anonymous';
    if (as) link.as = as;
    if (as === 'image') link.fetchPriority = 'high';
    document.head.appendChild(link);
  };
  const image = c.images[route];
  if (image) add('preload', image, 'image', false);
  files.forEach((file) => add('modulepreload', file));
  if (typeof indexedDB === 'undefined') return;
  const early: EarlyReads = {};
  window.__forkfulEarly = early;
  early.databases = indexedDB.databases?.().then(
    (list) => {
      const names = list.map((d) => d.name ?? '');
      if (!names.some((n) => n.startsWith(c.databasePrefix))) add('preload', c.snapshotUrl, 'fetch');
      return names;
    },
    () => null,
  );
  early.snapshots = new Promise((resolve) => {
    try {
      const open = indexedDB.open(c.snapshotDb);
      open.onupgradeneeded = () => open.result.createObjectStore(c.snapshotStore);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        const done = (value: [string, unknown][] | null) => {
          resolve(value);
          db.close();
        };
        try {
          const store = db.transaction(c.snapshotStore).objectStore(c.snapshotStore);
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => done(keys.result.map((k, i): [string, unknown] => [String(k), values.result[i]]));
          values.onerror = () => done(null);
        } catch {
          done(null);
        }
      };
    } catch {
      resolve(null);
    }
  });
}

/** Set on <html> by startAfterPaint once the visitor tapped or typed. */
export const ACTED_ATTRIBUTE = 'data-acted';

/**
 * index.html's start of a page the server rendered (functions/src/pages names its entry script in
 * a #forkful-entry data block instead of a script tag): its HTML paints first, and the app's code
 * (the entry and the modules it imports) is requested after that first frame, so neither its
 * download nor its start competes with the page's first paint and largest picture. Inlined as
 * source text, like earlyStart; the shell the service worker serves has its script tag as usual.
 */
export function startAfterPaint() {
  // A tap or key before the app listens: the first visit's background work starts at once
  // (src/lib/cold-start.ts reads the mark; the value of ACTED_ATTRIBUTE, inlined as text).
  const mark = () => document.documentElement.setAttribute('data-acted', '');
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel']) addEventListener(type, mark, { capture: true, passive: true, once: true });
  document.addEventListener('DOMContentLoaded', () => {
    const data = document.getElementById('forkful-entry');
    if (!data) return;
    const entry = JSON.parse(data.textContent ?? '{}') as { src: string; preload: string[] };
    requestAnimationFrame(() =>
      setTimeout(() => {
        const add = (el: HTMLLinkElement | HTMLScriptElement) => document.head.appendChild(el);
        for (const href of entry.preload) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          add(link);
        }
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = entry.src;
        add(script);
      }, 0),
    );
  });
}
