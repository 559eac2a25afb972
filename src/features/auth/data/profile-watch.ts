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
      if (profile.status === 'active' && data.emailVerified !== user.emailVerified) mirrorEmailVerified(user);
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

/**
 * Copies the account's "email verified" into the profile, where admins see it (the Auth
 * record is not readable from a client). The rules accept only the ID token's own value.
 */
function mirrorEmailVerified(user: User): void {
  const write = updateDoc(doc(getDb(), 'profiles', user.uid), {
    emailVerified: user.emailVerified,
    updatedAt: Date.now(),
    serverTimestamp: serverTimestamp(),
  });
  write.catch((error: unknown) => console.warn('Email verification could not be recorded on the profile', error));
}
