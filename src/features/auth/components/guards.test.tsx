// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { useSessionStore } from '@/stores/session-store';
import { RequireAdmin, RequireAuth } from './guards';

function LoginProbe() {
  const location = useLocation();
  return <p>login from {JSON.stringify(location.state)}</p>;
}

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/dashboard" element={<p>dashboard redirector</p>} />
      <Route
        path="/user-dashboard/*"
        element={
          <RequireAuth>
            <p>owner area</p>
          </RequireAuth>
        }
      />
      <Route
        path="/admin/*"
        element={
          <RequireAdmin>
            <p>admin area</p>
          </RequireAdmin>
        }
      />
    </Routes>,
    { route },
  );
}

describe('guards', () => {
  it('show a loading screen while the session is unknown (never /login)', () => {
    useSessionStore.setState({ status: 'loading', user: null, role: null, profile: null });
    renderAt('/user-dashboard/settings');
    expect(screen.getByTestId('auth-loading')).toBeInTheDocument();
    expect(screen.queryByText(/login from/)).not.toBeInTheDocument();
  });

  it('send a guest to /login, remembering the wanted page', () => {
    signOut();
    renderAt('/user-dashboard/settings?x=1');
    expect(screen.getByText(/login from/).textContent).toContain('"pathname":"/user-dashboard/settings","search":"?x=1"');
  });

  it('let a signed-in user in', () => {
    signInAs('diner', { uid: 'u1' });
    renderAt('/user-dashboard');
    expect(screen.getByText('owner area')).toBeInTheDocument();
  });

  it('send a signed-in non-admin away from /admin to /dashboard', () => {
    signInAs('diner', { uid: 'u1' });
    renderAt('/admin/users');
    expect(screen.getByText('dashboard redirector')).toBeInTheDocument();
  });

  it('let an admin into /admin', () => {
    signInAs('admin', { uid: 'u1' });
    renderAt('/admin');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
