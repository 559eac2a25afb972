// Route pages as lazily loaded chunks that render without suspending once preloaded. main.tsx
// preloads the first route's page before the first render, so the first screen never shows the
// Suspense fallback (a spinner flash, then the page replacing it).
import { createElement, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { useScreenShown } from '@/hooks/use-screen-shown';

const preloaders = new WeakMap<ComponentType, () => Promise<void>>();

export function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    // Decided once per mount: switching from the lazy wrapper to the module would remount the page.
    const [ready] = useState(() => loaded);
    // While <Lazy /> suspends, this effect waits with it: the fallback is not the page.
    useScreenShown();
    return ready ? createElement(ready) : <Lazy />;
  }
  preloaders.set(Page, preload);
  return <Page />;
}

/** The preloader of the page inside a route's element (under its error boundary, Suspense, guards). */
function preloaderIn(node: ReactNode): (() => Promise<void>) | undefined {
  if (!isValidElement(node)) return undefined;
  const own = typeof node.type === 'function' ? preloaders.get(node.type as ComponentType) : undefined;
  if (own) return own;
  const { children } = node.props as { children?: ReactNode };
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = preloaderIn(child);
    if (found) return found;
  }
  return undefined;
}

/** Loads the page of the route at `pathname`; resolves at once when it has none, and on failure. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const preload = preloaderIn(matchRoutes(routes, pathname)?.at(-1)?.route.element);
  await preload?.().catch(() => undefined);
}
