import '@fontsource-variable/inter';
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
// React says when the first screen (a route's page, not its loading fallback) has committed.
let markScreenShown = () => {};
const screenShown = new Promise<void>((resolve) => (markScreenShown = resolve));

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
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// React DOM and the app (styled-components, the router, the shell) are evaluated in two tasks, not
// one: together they kept a slow phone's main thread busy for one long stretch after a server
// page's first paint, when a tap could not be answered (the modules are preloaded together).
const boot = import('./app/react-dom').then(nextTask).then(() => import('./app/boot'));
void boot
  .then(async (app) => {
    await Promise.race([Promise.all([app.preloadFirstRoute(window.location.pathname), snapshotWait]), chunkWait]);
    if (hydrating && served) app.hydrateApp(rootElement, served, markScreenShown);
    else app.renderApp(rootElement, markScreenShown);
  })
  .catch((error: unknown) => console.error('The app could not start', error));

/** Longest wait for the first screen before the background work starts anyway (a crashed page). */
const PAGE_WAIT_MS = 3000;

// Firebase, sync and the service worker cost hundreds of milliseconds of script on a slow phone:
// started before the first screen's frame, they delay the first card of an offline start by as
// much (docs/benchmarks.md). A hydrated page is on screen from the start: its wait is hydration.
const firstScreen = Promise.race([screenShown, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
const afterFirstFrame = firstScreen.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
void Promise.all([boot, afterFirstFrame]).then(([app]) => app.startBackgroundServices());
