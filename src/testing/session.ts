// Who is signed in, for a unit test: puts a user (and a profile) into the session store the way
// the auth feature would once Firebase has answered.
import type { PlanName, Role, SessionProfile, SessionUser } from '@/stores/session-store';
import { useSessionStore } from '@/stores/session-store';

/** An owner with a Bakery profile (no plan); a diner with no profile; an admin with no profile. */
export type Persona = 'owner' | 'diner' | 'admin';

export interface SignInOptions {
  /** Another uid than the persona's: the e-mail and display name follow it (`${uid}@forkful.test`, the uid) unless given. */
  uid?: string;
  email?: string;
  displayName?: string;
  /** true unless given. */
  emailVerified?: boolean;
  role?: Role;
  /** null: no profile. A partial fills the rest from the user (name, e-mail, role, no plan, active). */
  profile?: Partial<SessionProfile> | null;
  /** Shorthands for `profile.package` and `profile.packageExpiresAt` (giving one makes a profile). */
  plan?: PlanName | null;
  packageExpiresAt?: number | null;
}

const PERSONAS: Record<Persona, { user: Omit<SessionUser, 'emailVerified'>; role: Role; hasProfile: boolean }> = {
  owner: { user: { uid: 'u-olive', email: 'olive@forkful.test', displayName: 'Olive' }, role: 'business_owner', hasProfile: true },
  // Every account that is not an admin has the owner role; a diner simply has no business.
  diner: { user: { uid: 'u-dina', email: 'dina@forkful.test', displayName: 'Dina' }, role: 'business_owner', hasProfile: false },
  admin: { user: { uid: 'admin-1', email: 'admin@forkful.test', displayName: 'Ada' }, role: 'admin', hasProfile: false },
};

/**
 * Signs `who` in: a persona, optionally with overrides, or just overrides (on the owner).
 * `signInAs('diner', { uid: 'u-1' })`, `signInAs({ plan: 'Gold' })`, `signInAs('admin', { profile: {} })`.
 */
export function signInAs(who: Persona | SignInOptions = 'owner', overrides: SignInOptions = {}): { user: SessionUser; role: Role; profile: SessionProfile | null } {
  const persona = PERSONAS[typeof who === 'string' ? who : 'owner'];
  const options = typeof who === 'string' ? overrides : { ...who, ...overrides };
  const uid = options.uid ?? persona.user.uid;
  const own = uid === persona.user.uid;
  const user: SessionUser = {
    uid,
    email: options.email ?? (own ? persona.user.email : `${uid}@forkful.test`),
    displayName: options.displayName ?? (own ? persona.user.displayName : uid),
    emailVerified: options.emailVerified ?? true,
  };
  const role = options.role ?? persona.role;
  const wantsProfile = options.profile !== undefined || options.plan !== undefined || options.packageExpiresAt !== undefined ? options.profile !== null : persona.hasProfile;
  const profile: SessionProfile | null = wantsProfile
    ? {
        fullName: user.displayName,
        email: user.email,
        businessName: '',
        businessType: 'Bakery',
        role,
        package: null,
        packageExpiresAt: null,
        status: 'active',
        ...options.profile,
        ...(options.plan !== undefined && { package: options.plan }),
        ...(options.packageExpiresAt !== undefined && { packageExpiresAt: options.packageExpiresAt }),
      }
    : null;
  useSessionStore.setState({ status: 'signed-in', user, role, profile });
  return { user, role, profile };
}

/** Nobody signed in, as after Firebase answered with no user. */
export function signOut(): void {
  useSessionStore.setState({ status: 'signed-out', user: null, role: null, profile: null });
}
