// Keeps useSessionStore in step with Firebase Auth. Loaded by src/app/background.ts after the
// first paint (and by the auth actions on demand), so Firebase never delays the first render.
//
// Offline: Firebase restores the user from IndexedDB and the store's persisted snapshot covers
// the time before this module loads, so a signed-in user is never shown as signed out. When the
// token or the profile cannot be read, the snapshot's role and profile are kept.
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { getAuthService } from '@/lib/firebase/auth';
import { useSessionStore, type SessionProfile, type SessionUser } from '@/stores/session-store';
import { resolveRole, toSessionProfile } from '../lib/roles';
import { followProfile, stopFollowingProfile } from './profile-watch';
import { withTimeout } from '@/lib/with-timeout';

const READ_TIMEOUT_MS = 8_000;
let started = false;
/** Bumped on every auth change: a slower, older read never overwrites a newer answer. */
let generation = 0;
/** While an account is being created the new user is signed in for a moment: don't show it. */
let quiet = false;

export function startAuthSession(): void {
  if (started) return;
  started = true;
  const auth = getAuthService();
  onIdTokenChanged(
    auth,
    (user) => void applyUser(user),
    (error) => console.error('Auth state could not be read', error),
  );
}

/** Marks the session ended now (sign-out), ahead of Firebase's own notification. */
export function endSession(): void {
  generation++;
  useSessionStore.getState().setSignedOut();
}

/** Runs `work` (registration) without reporting the user it signs in and out again. */
export async function withoutSession<T>(work: () => Promise<T>): Promise<T> {
  quiet = true;
  try {
    return await work();
  } finally {
    quiet = false;
    endSession();
  }
}

/**
 * Runs `work` (a diner's sign-up) quietly like withoutSession, but keeps the new user signed
 * in: once the profile exists, the session shows them with it (no moment without a profile).
 */
export async function withNewAccount<T>(work: () => Promise<T>): Promise<T> {
  quiet = true;
  try {
    return await work();
  } finally {
    quiet = false;
    await applyUser(getAuthService().currentUser);
  }
}

/** Re-reads claims and profile (e.g. after a plan purchase or an admin change). */
export async function refreshSession(): Promise<void> {
  const user = getAuthService().currentUser;
  // Forcing a new ID token fires onIdTokenChanged, which re-reads claims and the profile.
  if (user) await user.getIdToken(true);
}

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    emailVerified: user.emailVerified,
  };
}

/** The token's claims, or undefined when they cannot be read (offline with an expired token). */
async function readClaims(user: User): Promise<Record<string, unknown> | undefined> {
  try {
    return (await withTimeout(user.getIdTokenResult(), READ_TIMEOUT_MS)).claims;
  } catch (error) {
    console.warn('ID token could not be read; keeping the last known role', error);
    return undefined;
  }
}

/** The profile; null when it does not exist; undefined when it cannot be read (offline). */
async function readProfile(uid: string): Promise<SessionProfile | null | undefined> {
  if (!navigator.onLine) return undefined;
  try {
    const snap = await withTimeout(getDoc(doc(getDb(), 'profiles', uid)), READ_TIMEOUT_MS);
    const data = snap.exists() ? snap.data() : undefined;
    return data && data._deleted !== true ? toSessionProfile(data) : null;
  } catch (error) {
    console.warn('Profile could not be read; keeping the last known profile', error);
    return undefined;
  }
}

async function applyUser(user: User | null): Promise<void> {
  const run = ++generation;
  if (!user) {
    stopFollowingProfile();
    useSessionStore.getState().setSignedOut();
    return;
  }
  if (quiet) return;
  const [claims, profile] = await Promise.all([readClaims(user), readProfile(user.uid)]);
  // A newer auth event (sign-out, another account) arrived meanwhile: this answer is stale.
  if (quiet || run !== generation || getAuthService().currentUser?.uid !== user.uid) return;

  const known = useSessionStore.getState();
  const same = known.user?.uid === user.uid;
  const effectiveProfile = profile === undefined ? (same ? known.profile : null) : profile;
  const role = claims === undefined && same && known.role ? known.role : resolveRole(claims ?? null, effectiveProfile);
  useSessionStore.getState().setSignedIn(toSessionUser(user), role, effectiveProfile);
  // From now on the profile is followed live: an admin's plan change shows at once, and a
  // suspension signs this session out.
  followProfile(user, () => {
    if (run !== generation) return;
    endSession();
    void signOut(getAuthService()).catch((error: unknown) => console.error('Sign-out after suspension failed', error));
  });
}
