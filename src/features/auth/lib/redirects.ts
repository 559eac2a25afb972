// Where a user goes after signing in, and where /dashboard sends them.
import type { Role, SessionProfile } from '@/stores/session-store';

/** Pages a guard never sends anyone back to after sign-in. */
const AUTH_PAGES = new Set(['/login', '/signup', '/register', '/forgot-password', '/update-password']);

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

type Business = Pick<SessionProfile, 'businessName'> | null;

/** A diner: an account made without a business (no business name), not an admin. */
export function isDiner(role: Role | null, profile: Business): boolean {
  return role !== 'admin' && profile !== null && profile.businessName.trim() === '';
}

/**
 * Admins land on /admin, diners on the listings (the owner dashboard would greet them with an
 * "Add Listing" pitch), everyone else on /dashboard.
 */
export function homeFor(role: Role | null, profile: Business = null): string {
  if (role === 'admin') return '/admin';
  return isDiner(role, profile) ? '/listings' : '/dashboard';
}

/** After sign-in (or when a signed-in user opens /login): back to the wanted page, else home. */
export function afterSignInPath(role: Role | null, state: unknown, profile: Business = null): string {
  return requestedPath(state) ?? homeFor(role, profile);
}

/** Where the /dashboard redirector sends a signed-in user. */
export function dashboardFor(role: Role | null): string {
  return role === 'admin' ? '/admin' : '/user-dashboard';
}
