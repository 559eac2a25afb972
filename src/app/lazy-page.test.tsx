import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenShownContext } from '@/hooks/use-screen-shown';
import { lazyPage, preloadRoute } from './lazy-page';

function pageModule(text: string) {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return { Page: () => <h1>{text}</h1> };
  };
  return { load, loads: () => loads };
}

function makeRoutes(load: () => Promise<{ Page: ComponentType }>): RouteObject[] {
  return [
    {
      path: '/',
      children: [{ path: 'listings', element: <Suspense fallback={<p>Loading page</p>}>{lazyPage(load, 'Page')}</Suspense> }],
    },
  ];
}

function App({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('lazyPage', () => {
  it('renders a preloaded route in the first commit, without its fallback', async () => {
    const listings = pageModule('Explore');
    const routes = makeRoutes(listings.load);
    await preloadRoute(routes, '/listings');
    render(
      <MemoryRouter initialEntries={['/listings']}>
        <App routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(listings.loads()).toBe(1);
  });

  it('still loads a page that was not preloaded, behind its fallback', async () => {
    const routes = makeRoutes(pageModule('Explore').load);
    render(
      <MemoryRouter initialEntries={['/listings']}>
        <App routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  });

  it('says the screen is shown when the page commits, not when its fallback does', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = makeRoutes(async () => {
      await gate;
      return { Page: () => <h1>Explore</h1> };
    });
    const shown: string[] = [];
    const handleShown = () => shown.push(screen.queryByRole('heading', { name: 'Explore' }) ? 'page' : 'fallback');
    render(
      <ScreenShownContext value={handleShown}>
        <MemoryRouter initialEntries={['/listings']}>
          <App routes={routes} />
        </MemoryRouter>
      </ScreenShownContext>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => undefined);
    expect(shown).toEqual([]);
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(shown[0]).toBe('page');
  });

  it('preloading a path without a lazy page (or a failing one) resolves', async () => {
    const failing = makeRoutes(async () => Promise.reject(new Error('offline')));
    await expect(preloadRoute(failing, '/nowhere')).resolves.toBeUndefined();
    await expect(preloadRoute(failing, '/listings')).resolves.toBeUndefined();
    await act(async () => undefined);
  });
});
