// Who a signed-in user is: the ID token's admin claim wins, then the profile (docs/security.md).
import { isPlanName } from '@shared/plans';
import type { Role, SessionProfile } from '@/stores/session-store';

export function resolveRole(claims: Record<string, unknown> | null, profile: Pick<SessionProfile, 'role'> | null): Role {
  if (claims?.admin === true) return 'admin';
  if (profile?.role === 'admin' || profile?.role === 'business_owner') return profile.role;
  return 'business_owner';
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** A `profiles/{uid}` document (docs/data-model.md) as the session keeps it; tolerant of gaps. */
export function toSessionProfile(data: Record<string, unknown>): SessionProfile {
  return {
    fullName: text(data.fullName),
    email: text(data.email),
    businessName: text(data.businessName),
    businessType: text(data.businessType, 'Restaurant'),
    role: data.role === 'admin' ? 'admin' : 'business_owner',
    package: isPlanName(data.package) ? data.package : null,
    // Written by functions as epoch ms; anything else (absent, null) means the plan never ends.
    packageExpiresAt: typeof data.packageExpiresAt === 'number' && Number.isFinite(data.packageExpiresAt) ? data.packageExpiresAt : null,
    status: data.status === 'inactive' ? 'inactive' : 'active',
  };
}

/** The name to greet a user by: full name, then the account's display name, then the email. */
export function displayNameOf(
  user: { displayName: string; email: string } | null,
  profile: Pick<SessionProfile, 'fullName'> | null,
): string {
  return profile?.fullName.trim() || user?.displayName.trim() || user?.email || '';
}
