// The server's plan helpers. The table itself (names, prices, currencies, durations) is
// ../common/plans.ts, which the app shows too; it is re-exported here for the payment and
// plan functions.
import { PLAN_TABLE, isPaidPlan, type PaidPlan } from '../common/plans.js';

export { PAID_PLANS, PLAN_TABLE, isPaidPlan, type PaidPlan, type PlanTerms } from '../common/plans.js';
export type { PlanName as Plan } from '../common/plans.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const daysOf = (plan: PaidPlan): number => PLAN_TABLE[plan].days as number;

/** The Checkout line item's name, e.g. "Gold plan (60 days)". */
export const productName = (plan: PaidPlan) => `${plan} plan (${daysOf(plan)} days)`;

/** When a package has ended: it has an end and the end is not after `now`. */
export function hasEnded(packageExpiresAt: unknown, now: number): boolean {
  return typeof packageExpiresAt === 'number' && packageExpiresAt <= now;
}

/** The end of a paid plan that is still running, else null (none, Basic, ended, or no end). */
export function runningEnd(profile: Record<string, unknown> | undefined, now: number): number | null {
  const end = profile?.packageExpiresAt;
  return isPaidPlan(profile?.package) && typeof end === 'number' && end > now ? end : null;
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "12 Jan 2027" (UTC, so every server instance writes the same text). */
export const formatDate = (ms: number) => DATE.format(ms);
