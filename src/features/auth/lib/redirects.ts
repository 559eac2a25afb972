// Where a user goes after signing in, and where /dashboard sends them.
import type { Role } from '@/stores/session-store';

/** Pages a guard never sends anyone back to after sign-in. */
const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/update-password']);

/** What a guard puts into the router state when it sends a guest to /login. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function fromState(location: { pathname: string; search: string; hash: string }): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The page a guard sent the user away from, if it is a safe in-app path. */
export function requestedPath(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const from = (state as FromState).from;
  if (!from || typeof from !== 'object' || typeof from.pathname !== 'string') return null;
  const { pathname } = from;
  // Same-origin paths only: no protocol-relative "//host" and no auth pages (no loops).
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.has(pathname)) return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return pathname + search + hash;
}

/** Admins land on /admin, everyone else on /dashboard. */
export function homeFor(role: Role | null): string {
  return role === 'admin' ? '/admin' : '/dashboard';
}

/** After sign-in (or when a signed-in user opens /login): back to the wanted page, else home. */
export function afterSignInPath(role: Role | null, state: unknown): string {
  return requestedPath(state) ?? homeFor(role);
}

/** Where the /dashboard redirector sends a signed-in user. */
export function dashboardFor(role: Role | null): string {
  return role === 'admin' ? '/admin' : '/user-dashboard';
}
