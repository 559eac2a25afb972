import { describe, expect, it } from 'vitest';
import { afterSignInPath, dashboardFor, fromState, homeFor, isDiner, requestedPath } from './redirects';

describe('redirect targets by role', () => {
  it('sends admins to /admin and everyone else to /dashboard after sign-in', () => {
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('business_owner')).toBe('/dashboard');
    expect(homeFor(null)).toBe('/dashboard');
  });

  it('sends a diner (no business name) to the listings, not the owner dashboard', () => {
    const diner = { businessName: '' };
    expect(isDiner('business_owner', diner)).toBe(true);
    expect(isDiner('business_owner', { businessName: 'Crumbs' })).toBe(false);
    expect(isDiner('admin', diner)).toBe(false);
    // Profile not read yet: not known to be a diner.
    expect(isDiner('business_owner', null)).toBe(false);
    expect(homeFor('business_owner', diner)).toBe('/listings');
    expect(afterSignInPath('business_owner', null, diner)).toBe('/listings');
    expect(afterSignInPath('business_owner', { from: { pathname: '/listing/abc' } }, diner)).toBe('/listing/abc');
    expect(homeFor('admin', diner)).toBe('/admin');
  });

  it('the /dashboard redirector sends admins to /admin and owners to /user-dashboard', () => {
    expect(dashboardFor('admin')).toBe('/admin');
    expect(dashboardFor('business_owner')).toBe('/user-dashboard');
    expect(dashboardFor(null)).toBe('/user-dashboard');
  });

  it('returns to the page a guard sent the user away from', () => {
    const state = fromState({ pathname: '/user-dashboard/settings', search: '?tab=1', hash: '#top' });
    expect(afterSignInPath('business_owner', state)).toBe('/user-dashboard/settings?tab=1#top');
    expect(afterSignInPath('admin', { from: { pathname: '/favorites' } })).toBe('/favorites');
  });

  it('falls back to the role home without a usable "from"', () => {
    expect(afterSignInPath('admin', null)).toBe('/admin');
    expect(afterSignInPath('business_owner', undefined)).toBe('/dashboard');
    expect(afterSignInPath('business_owner', { from: 'x' })).toBe('/dashboard');
    expect(afterSignInPath('business_owner', { from: { pathname: 42 } })).toBe('/dashboard');
  });

  it('never redirects off-site or back into the auth pages', () => {
    expect(requestedPath({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(requestedPath({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(requestedPath({ from: { pathname: '/login' } })).toBeNull();
    expect(requestedPath({ from: { pathname: '/register' } })).toBeNull();
    expect(requestedPath({ from: { pathname: '/signup' } })).toBeNull();
    expect(requestedPath({ from: { pathname: '/update-password' } })).toBeNull();
  });
});
