// Registers the generated service worker and reports a waiting new version (a user-confirmed
// update): the few lines of workbox-window the app uses, without its 2.5 KB on every page.

export interface RegisterOptions {
  /** A new version is installed and waits for the user's go-ahead. */
  onNeedRefresh: () => void;
  onRegisterError: (error: unknown) => void;
  url?: string;
}

/** Returns updateSW(): activates the waiting version (the worker skips waiting on this message) and reloads once it controls the page. */
export function registerSW({ onNeedRefresh, onRegisterError, url = '/sw.js' }: RegisterOptions) {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  // Only an update waits behind a controlling worker; the first install takes over (clientsClaim).
  const offerIfWaiting = (reg: ServiceWorkerRegistration) => reg.waiting && container.controller && onNeedRefresh();

  container.register(url, { scope: '/' }).then((reg) => {
    registration = reg;
    offerIfWaiting(reg);
    reg.addEventListener('updatefound', () => {
      const installing = reg.installing;
      installing?.addEventListener('statechange', () => installing.state === 'installed' && offerIfWaiting(reg));
    });
  }, onRegisterError);

  return (reload = true) => {
    const waiting = registration?.waiting;
    if (!waiting) return;
    if (reload) container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
}
