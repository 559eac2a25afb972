import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';

const pathsOf = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);

/** The app's routes as a build with VITE_LOCAL_STACK = `local` has them. */
async function routesOfBuild(local: string) {
  vi.stubEnv('VITE_LOCAL_STACK', local);
  vi.resetModules();
  return pathsOf((await import('./router')).routes);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('routes', () => {
  it('the local test checkout is a route only in builds for the emulators', async () => {
    expect(await routesOfBuild('true')).toContain('test-checkout');
    const real = await routesOfBuild('false');
    expect(real).not.toContain('test-checkout');
    // The rest of checkout is there either way.
    expect(real).toEqual(expect.arrayContaining(['checkout', 'payment/success']));
  });
});
