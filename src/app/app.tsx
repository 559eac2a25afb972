import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';
import { ServedPageContext, type ServedPage } from '@/lib/served-page';
import { ErrorBoundary } from '@/components/error-boundary';
import { GlobalStyle } from './global-style';
import { AppRoutes } from './router';

/** Everything around the routes; the server renders the same inside its own router (src/entry-server.tsx). */
export function AppFrame({ served = null, children }: { served?: ServedPage | null; children: ReactNode }) {
  return (
    <ServedPageContext value={served}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary section="Forkful">{children}</ErrorBoundary>
      </ThemeProvider>
    </ServedPageContext>
  );
}

/** The app in the browser; `served`: the data of the page the server rendered, if it did. */
export function App({ served = null }: { served?: ServedPage | null }) {
  return (
    <AppFrame served={served}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
