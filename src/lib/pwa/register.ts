// Service worker registration with a user-confirmed update (registerType 'prompt').
import { registerSW } from 'virtual:pwa-register';
import { useSyncStore } from '@/stores/sync-store';

/**
 * Images shown before the first service worker took control never went through its runtime
 * cache; fetch them again once it controls the page so they are there offline.
 */
function warmImageCacheOnFirstControl() {
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
    },
    { once: true },
  );
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  warmImageCacheOnFirstControl();
  const updateSW = registerSW({
    onNeedRefresh() {
      useSyncStore.getState().setUpdate(() => void updateSW(true));
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
