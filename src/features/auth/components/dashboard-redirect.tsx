import { Navigate } from 'react-router-dom';
import { useSessionStore } from '@/stores/session-store';
import { AuthLoading } from './auth-loading';
import { dashboardFor } from '../lib/redirects';

/**
 * /dashboard: a loading screen while the session is unknown, then admins to
 * /admin and everyone else to /user-dashboard; guests to /login. Tiny, so not a lazy chunk.
 */
export function DashboardRedirect() {
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.role);
  if (status === 'loading') return <AuthLoading label="Opening your dashboard…" />;
  if (status === 'signed-out') return <Navigate to="/login" replace />;
  return <Navigate to={dashboardFor(role)} replace />;
}
