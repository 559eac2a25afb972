// Service worker registration with a user-confirmed update (registerType 'prompt').
import { registerSW } from './register-sw';
import { useSyncStore } from '@/stores/sync-store';

/**
 * Images shown and code loaded before the first service worker took control never went through
 * its runtime caches (code that is not precached: the owner's, admin's and checkout's); fetch them
 * again once it controls the page so they are there offline.
 */
function warmRuntimeCachesOnFirstControl() {
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
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
    },
    { once: true },
  );
}

/** The manifest link is left out of index.html (vite.config.ts): installing starts here, with the worker. */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.appendChild(link);
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  linkManifest();
  warmRuntimeCachesOnFirstControl();
  const updateSW = registerSW({
    onNeedRefresh() {
      useSyncStore.getState().setUpdate(() => updateSW(true));
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}

/** Asks the browser not to evict our IndexedDB data under storage pressure. */
export async function requestPersistentStorage() {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch (error) {
    console.warn('Persistent storage request failed', error);
  }
}
