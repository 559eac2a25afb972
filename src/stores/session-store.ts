// Who is signed in, as far as this device knows. Filled by the auth feature from Firebase
// Auth; a snapshot survives reloads so an offline start is never bounced to /login.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type Role = 'admin' | 'business_owner';
import type { PlanName } from '@shared/plans';

export type { PlanName };

export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
}

export interface SessionProfile {
  fullName: string;
  email: string;
  businessName: string;
  businessType: string;
  role: Role;
  package: PlanName | null;
  /** When the package ends (epoch ms); null = never (Basic, or no package). */
  packageExpiresAt: number | null;
  status: 'active' | 'inactive';
}

/**
 * The plan a profile may use at `now`: its package unless that has ended. A session snapshot
 * saved before expiry dates existed has no `packageExpiresAt`: it counts as never ending, like
 * the server's own profiles without one.
 */
export function activePackage(profile: Pick<SessionProfile, 'package' | 'packageExpiresAt'> | null | undefined, now = Date.now()): PlanName | null {
  if (!profile?.package) return null;
  const end = profile.packageExpiresAt;
  return typeof end === 'number' && end <= now ? null : profile.package;
}

interface SessionState {
  /** 'loading' until Firebase Auth has answered once on this page load (and no snapshot exists). */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** From the ID token's admin claim, falling back to the profile. */
  role: Role | null;
  profile: SessionProfile | null;
  setSignedIn: (user: SessionUser, role: Role, profile: SessionProfile | null) => void;
  setProfile: (profile: SessionProfile | null) => void;
  setSignedOut: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      status: 'loading',
      user: null,
      role: null,
      profile: null,
      setSignedIn: (user, role, profile) => set({ status: 'signed-in', user, role, profile }),
      setProfile: (profile) => set({ profile }),
      setSignedOut: () => set({ status: 'signed-out', user: null, role: null, profile: null }),
    }),
    {
      name: 'forkful:session',
      // Only a signed-in snapshot is worth restoring; otherwise wait for Firebase to answer.
      partialize: (s) => (s.status === 'signed-in' ? { status: s.status, user: s.user, role: s.role, profile: s.profile } : {}),
    },
  ),
);
