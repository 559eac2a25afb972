import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/app';
import { startBackgroundServices } from './app/background';
import { preloadRoute } from './app/lazy-page';
import { routes } from './app/router';
import { isPublicLanding } from './lib/landing';
import { hasLocalDatabase, holdColdStart } from './lib/cold-start';
import { prefetchSnapshots } from './lib/db/snapshots';
import { startEarlyCatalog } from './features/listings/data/early-catalog';
import { preloadLeadPhoto } from './features/listings/data/lead-photo';
import { readServedPage } from './lib/served-page';
import { startClockAt } from './hooks/use-now';

// A page the server rendered (a first visit, a crawler, a shared link): the browser hydrates its
// HTML with the data it was drawn from. Pages from the service worker's shell render here.
const served = readServedPage();
const rootElement = document.getElementById('root')!;
const hydrating = !!served && !!rootElement.firstElementChild;
if (hydrating && served.now) startClockAt(served.now);
let markHydrated = () => {};
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Says when the hydrated page has committed (effects run after the whole tree's). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => markHydrated(), []);
  return children;
}

// A first visit to a public page paints from the downloaded catalogue; its RxDB, Firebase and
// sync wait until the page has settled (src/lib/cold-start.ts). Other pages need them at once.
const localDatabase = hasLocalDatabase();
void holdColdStart(isPublicLanding(window.location.pathname) ? localDatabase.then((has) => !has) : Promise.resolve(false));
// The first screen's snapshot is read while React and the page's chunk load (not after).
void prefetchSnapshots();
// A first visit keeps the downloaded catalogue snapshot in memory until RxDB has it. Rendered by
// the app, its page's largest photo is requested as soon as the snapshot says which it is; a page
// the server rendered already has it in its HTML.
void startEarlyCatalog().then(() => !hydrating && preloadLeadPhoto());

/** Longest wait for the route's page chunk before the first render goes ahead without it. */
const PAGE_CHUNK_WAIT_MS = 1000;

// The first render waits for the route's page module, so the first screen is one commit: no
// loading spinner first, and no page held back after it (src/app/lazy-page.tsx). A device with
// the app's data also waits for its first-screen snapshot (read early by index.html's inline
// script): rendered without it, the page showed skeletons first and re-rendered for the cards.
const chunkWait = new Promise((resolve) => setTimeout(resolve, PAGE_CHUNK_WAIT_MS));
const snapshotWait = localDatabase.then((has) => (has ? prefetchSnapshots() : undefined));
void Promise.race([Promise.all([preloadRoute(routes, window.location.pathname), snapshotWait]), chunkWait]).then(() => {
  if (hydrating) {
    // In a transition, hydration too works in short slices that yield to input (its HTML is on
    // screen meanwhile).
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <Hydrated>
            <App served={served} />
          </Hydrated>
        </StrictMode>,
        // A mismatch is a bug (React redraws the part and carries on): say where it was.
        { onRecoverableError: (error, info) => console.error('Hydration', error, info.componentStack) },
      );
    });
    return;
  }
  const root = createRoot(rootElement);
  // A transition renders the first screen in short slices instead of one long task, during which
  // a slow phone could not answer a tap (the first paint waits for the whole screen either way).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

/** Longest wait for a page's first paint before the background work starts anyway. */
const PAGE_WAIT_MS = 3000;

/**
 * Resolves after the first frame in which <main> shows the route's page rather than the loading
 * spinner of its lazy chunk (or after PAGE_WAIT_MS). Firebase, sync and the service worker cost
 * hundreds of milliseconds of script on a slow phone: started earlier, they delay the first
 * card of an offline start by as much (docs/benchmarks.md).
 */
function afterPageShown(): Promise<void> {
  return new Promise((resolve) => {
    const pageShown = () => {
      const main = document.querySelector('main');
      return !!main?.firstElementChild && !main.querySelector(':scope > [role="status"]');
    };
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const observer = new MutationObserver(() => pageShown() && done());
    const timer = setTimeout(done, PAGE_WAIT_MS);
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
}

// A hydrated page is on screen from the start: the background work waits for hydration instead.
void (hydrating ? hydrated.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))) : afterPageShown()).then(
  startBackgroundServices,
);
