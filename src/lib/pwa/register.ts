// Service worker registration with a user-confirmed update (registerType 'prompt'), driven by
// workbox-window. Loaded only by a dynamic import once the page has settled
// (src/app/background.ts), so workbox-window is in this lazy chunk, never in the first render's.
import { Workbox } from 'workbox-window';
import { useSyncStore } from '@/stores/sync-store';

/**
 * Images shown and code loaded before the first service worker took control never went through
 * its runtime caches (code that is not precached: the owner's, admin's and checkout's); fetch them
 * again once it controls the page so they are there offline.
 */
function warmRuntimeCaches() {
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img')
      .map((e) => e.name),
  );
  document.querySelectorAll('img').forEach((img) => img.currentSrc && urls.add(img.currentSrc));
  urls.forEach((url) => void fetch(url, { mode: 'no-cors' }).catch(() => undefined));
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js'))
    .forEach((u) => void fetch(u).catch(() => undefined));
}

/** How often a page left open asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new worker only on navigations, and a page that stays open for days (an
 * installed app) navigates inside itself: ask hourly while the page is shown and each time it is
 * shown again, so the update prompt appears. Online only, one check at a time; a failed check
 * (offline, server down) waits for the next. Returns a stop function.
 */
export function watchForUpdates(update: () => Promise<unknown>, doc: Document = document): () => void {
  let running = false;
  const check = () => {
    if (running || doc.visibilityState !== 'visible' || !navigator.onLine) return;
    running = true;
    update()
      .catch(() => undefined)
      .finally(() => (running = false));
  };
  const onVisibility = () => doc.visibilityState === 'visible' && check();
  const timer = setInterval(check, UPDATE_CHECK_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The user is typing in this tab: a reload now would throw their words away. */
export function isEditing(doc: Document = document): boolean {
  if (doc.visibilityState !== 'visible') return false;
  const el = doc.activeElement as HTMLElement | null;
  if (!el) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(el.type);
}

/**
 * Registers /sw.js at the root scope. A new version that installs behind the worker controlling
 * this page waits (no skipWaiting in the worker); the update prompt's store is told — in every
 * open tab, since they all share the one registration — and accepting it in any tab makes the
 * waiting worker skip waiting.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  // This page's code came from the version of the worker controlling it at load, if any.
  const builtByOldVersion = !!navigator.serviceWorker.controller;
  let accepted = false;

  if (!builtByOldVersion) {
    // The first install claims this page (clientsClaim) without a reload.
    const onFirstControl = () => {
      wb.removeEventListener('controlling', onFirstControl);
      warmRuntimeCaches();
    };
    wb.addEventListener('controlling', onFirstControl);
  } else {
    // A new version took control: accepted here or in another tab (it claims every tab of the
    // origin at once). This page runs the old build, whose lazily loaded code the new worker no
    // longer caches and a new deploy no longer serves, so it reloads into the new one — unless
    // the user is typing here, in which case it asks (Reload then only reloads). Nothing saved is
    // lost by a reload: local writes live in IndexedDB and their unpushed marks in localStorage.
    wb.addEventListener('controlling', () => {
      if (accepted || !isEditing()) window.location.reload();
      else useSyncStore.getState().setUpdate(() => window.location.reload());
    });
  }

  wb.addEventListener('waiting', () => {
    // Only an update waits behind a controlling worker; a page the worker does not control
    // (a hard reload) was loaded from the network and has nothing older to leave.
    if (!navigator.serviceWorker.controller) return;
    useSyncStore.getState().setUpdate(() => {
      if (accepted) return;
      accepted = true;
      wb.messageSkipWaiting();
    });
  });

  // At once, not at the load event (workbox-window's default): this already runs after the page
  // settled, and a first visit's worker should start caching then.
  wb.register({ immediate: true })
    .then((registration) => registration && watchForUpdates(() => wb.update()))
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

/** Asks the browser not to evict our IndexedDB data under storage pressure. */
export async function requestPersistentStorage() {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch (error) {
    console.warn('Persistent storage request failed', error);
  }
}
