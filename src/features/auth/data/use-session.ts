// The session as components see it. Reads the store only: no Firebase on the first render.
import { useSessionStore } from '@/stores/session-store';
import { displayNameOf } from '../lib/roles';

export function useSession() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const role = useSessionStore((s) => s.role);
  const profile = useSessionStore((s) => s.profile);
  return {
    status,
    user,
    role,
    profile,
    isSignedIn: status === 'signed-in',
    isAdmin: status === 'signed-in' && role === 'admin',
    /** Full name, else display name, else email. */
    name: displayNameOf(user, profile),
    email: user?.email ?? profile?.email ?? '',
  };
}
