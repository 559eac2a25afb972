// The app's first render in the browser: hydrating the page the server rendered, or rendering the
// shell's. Imported by src/main.tsx once React DOM has been evaluated, a task of its own.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './react-dom';
import type { ServedPage } from '@/lib/served-page';
import { App } from './app';
import { preloadRoute } from './lazy-page';
import { routes } from './router';

export { startBackgroundServices } from './background';

/** Loads the page module of the route at `pathname` (the first render waits for it). */
export const preloadFirstRoute = (pathname: string) => preloadRoute(routes, pathname);

/**
 * Hydrates the server's HTML in `rootElement` with the data it was drawn from; `onScreenShown`
 * once the page has committed.
 */
export function hydrateApp(rootElement: HTMLElement, served: ServedPage, onScreenShown: () => void) {
  // In a transition, hydration too works in short slices that yield to input (its HTML is on
  // screen meanwhile).
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App served={served} onScreenShown={onScreenShown} />
      </StrictMode>,
      // A mismatch is a bug (React redraws the part and carries on): say where it was.
      { onRecoverableError: (error, info) => console.error('Hydration', error, info.componentStack) },
    );
  });
}

/** Renders the app into the shell's empty `rootElement`; `onScreenShown` once a page is on it. */
export function renderApp(rootElement: HTMLElement, onScreenShown: () => void) {
  const root = createRoot(rootElement);
  // A transition renders the first screen in short slices instead of one long task, during which
  // a slow phone could not answer a tap (the first paint waits for the whole screen either way).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App onScreenShown={onScreenShown} />
      </StrictMode>,
    ),
  );
}
