// Route guards for signed-in and admin pages. 'loading' means "not known yet", never "signed out":
// a signed-in user who opens the app offline keeps their page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/stores/session-store';
import { fromState } from '../lib/redirects';
import { AuthLoading } from './auth-loading';

/** Signed-in users only; guests go to /login and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={fromState(location)} />;
  return children;
}

/** Admins only; other signed-in users go to /dashboard, guests to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.role);
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={fromState(location)} />;
  if (role !== 'admin') return <Navigate to="/dashboard" replace />;
  return children;
}
