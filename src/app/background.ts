// Everything that may start after the first paint: connectivity tracking, the service
// worker, persistent storage, (lazily loaded) Firebase Auth, Firebase replication, the
// sender of anonymous usage counts and the outbox of messages written offline.
import { whenColdStartSettled } from '@/lib/cold-start';
import { useSessionStore } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';

let started = false;

export function startBackgroundServices() {
  if (started) return;
  started = true;
  const { setOnline } = useSyncStore.getState();
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  setOnline(navigator.onLine);
  void whenColdStartSettled().then(startHeavyServices);
}

function startHeavyServices() {
  // Firebase Auth fills the session store. Until it answers, the persisted snapshot stands in,
  // so guarded pages show a loading screen (never /login) for a signed-in user.
  import('@/features/auth/data/auth-session')
    .then((m) => m.startAuthSession())
    .catch((error: unknown) => {
      console.error('Auth could not start', error);
      // Offline before the service worker cached this chunk: a guest is a guest (a signed-in
      // snapshot stays as it is); try again once the network is back.
      useSessionStore.setState((s) => (s.status === 'loading' ? { status: 'signed-out' } : s));
      window.addEventListener('online', () => window.location.reload(), { once: true });
    });

  // Service worker registration is not needed to paint: load it with the rest of the background work.
  import('@/lib/pwa/register')
    .then((m) => {
      m.registerServiceWorker();
      return m.requestPersistentStorage();
    })
    .catch((error: unknown) => console.error('Service worker set-up failed', error));
  // Usage counts go out in the background only; a chunk that cannot load now waits for the next visit.
  import('@/lib/usage/sender')
    .then((m) => m.startUsageSender())
    .catch((error: unknown) => console.warn('Usage counts will be sent later', error));
  // Messages written offline on an earlier visit go out now, and whenever the connection is back.
  import('./outbox')
    .then((m) => m.startOutboxes())
    .catch((error: unknown) => console.warn('Waiting messages will be sent later', error));
  import('./sync')
    .then((m) => m.startSync())
    .catch((error: unknown) => {
      // A chunk that cannot load offline before the service worker cached it: retry online.
      console.error('Sync could not start', error);
      window.addEventListener('online', () => window.location.reload(), { once: true });
    });
}
