// Follows the signed-in user's profile live: the plan badge and other profile fields update
// as soon as an admin changes them, and a suspension (status 'inactive') ends the session
// right away instead of at the next token refresh, which may be an hour off.
import type { User } from 'firebase/auth';
import { doc, onSnapshot, serverTimestamp, updateDoc, type Unsubscribe } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { toSessionProfile } from '../lib/roles';

export const SUSPENDED_TITLE = 'Account suspended';
export const SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';

/** After a refused copy of "email verified", the next try waits this long, doubling to the cap. */
export const MIRROR_RETRY_MS = 5_000;
const MIRROR_RETRY_MAX_MS = 10 * 60_000;

let watching: { uid: string; stop: Unsubscribe } | null = null;

export function stopFollowingProfile(): void {
  watching?.stop();
  watching = null;
}

export function followProfile(user: User, onSuspended: () => void): void {
  if (watching?.uid === user.uid) return;
  stopFollowingProfile();
  const stop = onSnapshot(
    doc(getDb(), 'profiles', user.uid),
    (snap) => {
      const data = snap.data();
      if (!data || data._deleted === true || useSessionStore.getState().user?.uid !== user.uid) return;
      const profile = toSessionProfile(data);
      useSessionStore.getState().setProfile(profile);
      if (profile.status === 'active' && data.emailVerified !== user.emailVerified) void mirrorEmailVerified(user);
      if (profile.status === 'inactive' && useSessionStore.getState().role !== 'admin') {
        stopFollowingProfile();
        toast({ title: SUSPENDED_TITLE, description: SUSPENDED_MESSAGE, variant: 'destructive' });
        onSuspended();
      }
    },
    // Offline or refused (e.g. the account was just disabled): the session keeps what it knows;
    // the rules refuse a suspended user's writes in any case.
    (error) => {
      console.warn('Profile could not be followed', error);
      // Follow again at the next auth change (sign-in, token refresh).
      if (watching?.stop === stop) watching = null;
    },
  );
  watching = { uid: user.uid, stop };
}

/** The copy being made or last refused: a refused write's rollback fires the snapshot again. */
let mirror: { key: string; busy: boolean; failures: number; retryAt: number } | null = null;

/** Forgets refused copies (tests; a new sign-in starts afresh anyway through the key). */
export function resetEmailVerifiedMirror(): void {
  mirror = null;
}

/**
 * Copies the account's "email verified" into the profile, where admins see it (the Auth
 * record is not readable from a client). The rules accept only the ID token's own value, and
 * the token lags the account: after the e-mail is verified, Firebase reloads the user (true)
 * while the cached token still says false until it is refreshed. So the token is refreshed
 * first when it disagrees, one copy runs at a time, and a refused copy waits (backing off)
 * instead of retrying at every snapshot its own rollback causes.
 */
export async function mirrorEmailVerified(user: User): Promise<void> {
  const key = `${user.uid}:${String(user.emailVerified)}`;
  const previous = mirror?.key === key ? mirror : null;
  if (previous && (previous.busy || Date.now() < previous.retryAt)) return;
  const current = { key, busy: true, failures: previous?.failures ?? 0, retryAt: 0 };
  mirror = current;
  try {
    const { claims } = await user.getIdTokenResult();
    if ((claims.email_verified === true) !== user.emailVerified) await user.getIdToken(true);
    await updateDoc(doc(getDb(), 'profiles', user.uid), {
      emailVerified: user.emailVerified,
      updatedAt: Date.now(),
      serverTimestamp: serverTimestamp(),
    });
    current.failures = 0;
  } catch (error) {
    current.failures++;
    current.retryAt = Date.now() + Math.min(MIRROR_RETRY_MS * 2 ** (current.failures - 1), MIRROR_RETRY_MAX_MS);
    console.warn('Email verification could not be recorded on the profile', error);
  } finally {
    current.busy = false;
  }
}
