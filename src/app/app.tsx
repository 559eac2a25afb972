import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';
import { ErrorBoundary } from '@/components/error-boundary';
import { GlobalStyle } from './global-style';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary section="Forkful">
        <RouterProvider router={router} />
      </ErrorBoundary>
    </ThemeProvider>
  );
}
