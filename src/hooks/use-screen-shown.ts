// How React tells the start-up that the first screen is on it: a route's page (or a guard's
// loading screen) says so from its effect, which runs once its commit is on the way to the screen.
import { createContext, use, useEffect } from 'react';

/** Provided by the browser's app (src/app/boot.tsx); absent on the server and in unit tests. */
export const ScreenShownContext = createContext<(() => void) | null>(null);

/** Call in a component that is a whole screen: not a Suspense fallback. */
export function useScreenShown() {
  const shown = use(ScreenShownContext);
  useEffect(() => {
    shown?.();
  }, [shown]);
}
