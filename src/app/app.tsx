import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';
import { ServedPageContext, type ServedPage } from '@/lib/served-page';
import { ErrorBoundary } from '@/components/error-boundary';
import { FavoriteButton } from '@/features/favorites';
// The module itself, not the feature's index: the index brings the catalogue's database code,
// which the first render does not load.
import { FavoriteControlContext } from '@/features/listings/components/favorite-slot';
import { ScreenShownContext } from '@/hooks/use-screen-shown';
import { GlobalStyle } from './global-style';
import { AppRoutes } from './router';

/**
 * Everything around the routes; the server renders the same inside its own router
 * (src/entry-server.tsx). It also composes features that must not import each other: listings
 * show the favourites' heart.
 */
export function AppFrame({ served = null, children }: { served?: ServedPage | null; children: ReactNode }) {
  return (
    <ServedPageContext value={served}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <FavoriteControlContext value={FavoriteButton}>
          <ErrorBoundary section="Forkful">{children}</ErrorBoundary>
        </FavoriteControlContext>
      </ThemeProvider>
    </ServedPageContext>
  );
}

interface AppProps {
  /** The data of the page the server rendered, if it did. */
  served?: ServedPage | null;
  /** Called once a route's screen (not a loading fallback) has committed. */
  onScreenShown?: () => void;
}

/** The app in the browser. */
export function App({ served = null, onScreenShown }: AppProps) {
  return (
    <AppFrame served={served}>
      <ScreenShownContext value={onScreenShown ?? null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ScreenShownContext>
    </AppFrame>
  );
}
