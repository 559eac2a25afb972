import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';
import { ErrorBoundary } from '@/components/error-boundary';
import { GlobalStyle } from './global-style';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary section="Forkful">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
