// Renders a component the way the app does: with the design theme, the features the app
// composes (the favourites' heart on listings) and a router at `route` (as a wrapper, so
// `rerender` keeps them).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme';
import { FavoriteButton } from '@/features/favorites';
import { FavoriteControlContext } from '@/features/listings/components/favorite-slot';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <FavoriteControlContext value={FavoriteButton}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </FavoriteControlContext>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Providers });
}
