import { useSessionStore } from '@/stores/session-store';

/** Plans need an account (SPEC.md §6); the session store is filled by the auth feature. */
export function useIsSignedIn(): boolean {
  return useSessionStore((s) => s.status === 'signed-in');
}
