// Public surface of the auth feature. Everything here is light (no Firebase): the router and
// the header import it on the first render. Pages are lazy-loaded by path in the router.
export { RequireAuth, RequireAdmin } from './components/guards';
export { DashboardRedirect } from './components/dashboard-redirect';
export { AuthLoading } from './components/auth-loading';
export { useSession } from './data/use-session';
export { useSignOut } from './data/use-sign-out';
export { homeFor, dashboardFor, isDiner, fromState } from './lib/redirects';
/** Re-reads claims and profile (after a plan change); loads the session module on demand. */
export const refreshSessionLater = (): Promise<void> => import('./data/auth-session').then((m) => m.refreshSession());
