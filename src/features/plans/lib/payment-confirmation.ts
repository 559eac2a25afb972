// When /payment/success may say the plan is active: the profile (followed live) shows a paid
// plan that has not ended and that differs from what the user had before paying. Comparing
// with "before" matters: buying again while a plan runs must wait for the new end date, not
// confirm at once with the old one.
import { activePackage, type SessionProfile } from '@/stores/session-store';

type PlanFields = Pick<SessionProfile, 'package' | 'packageExpiresAt'>;

export function paidPlanConfirmed(profile: PlanFields | null | undefined, before: PlanFields | null | undefined, now = Date.now()): boolean {
  const plan = activePackage(profile, now);
  const end = profile?.packageExpiresAt;
  if (!plan || plan === 'Basic' || typeof end !== 'number') return false;
  return !before || end !== before.packageExpiresAt || plan !== before.package;
}
