// Everything that may start after the first paint: connectivity tracking, the service
// worker, persistent storage and (lazily loaded) Firebase replication.
import { useSyncStore } from '@/stores/sync-store';

let started = false;

export function startBackgroundServices() {
  if (started) return;
  started = true;
  const { setOnline } = useSyncStore.getState();
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  setOnline(navigator.onLine);

  // workbox-window is not needed to paint: load it with the rest of the background work.
  import('@/lib/pwa/register')
    .then((m) => {
      m.registerServiceWorker();
      return m.requestPersistentStorage();
    })
    .catch((error: unknown) => console.error('Service worker set-up failed', error));
  import('./sync')
    .then((m) => m.startSync())
    .catch((error: unknown) => {
      // A chunk that cannot load offline before the service worker cached it: retry online.
      console.error('Sync could not start', error);
      window.addEventListener('online', () => window.location.reload(), { once: true });
    });
}
