// Renders a component the way the app does: with the design theme and a router at `route`
// (as a wrapper, so `rerender` keeps them).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Providers });
}
