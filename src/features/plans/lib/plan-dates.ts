// How plan end dates read everywhere (badges, the success page, billing): "12 Jan 2027".
import { activePackage, type SessionProfile } from '@/stores/session-store';

export function formatPlanDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "Gold Plan · until 12 Jan 2027", "Basic Plan"; null when there is no plan or it has ended. */
export function planBadgeText(profile: Pick<SessionProfile, 'package' | 'packageExpiresAt'> | null | undefined, now = Date.now()): string | null {
  const plan = activePackage(profile, now);
  if (!plan) return null;
  const end = profile?.packageExpiresAt;
  return typeof end === 'number' ? `${plan} Plan · until ${formatPlanDate(end)}` : `${plan} Plan`;
}
