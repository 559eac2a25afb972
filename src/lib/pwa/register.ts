// Service worker registration with a user-confirmed update (registerType 'prompt').
import { registerSW } from 'virtual:pwa-register';
import { useSyncStore } from '@/stores/sync-store';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
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
