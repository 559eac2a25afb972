// The server's plan table: the only source of prices, currencies and durations. The client
// shows its own copy, but nothing a client sends ever sets a price or a duration.
export const DAY_MS = 24 * 60 * 60 * 1000;

export const PAID_PLANS = ['Silver', 'Gold', 'Platinum'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export type Plan = 'Basic' | PaidPlan;

export interface PlanTerms {
  /** Smallest currency unit (cents). */
  amount: number;
  currency: 'usd';
  /** How long the plan runs; null = never ends. */
  days: number | null;
}

export const PLAN_TABLE: Record<Plan, PlanTerms> = {
  Basic: { amount: 0, currency: 'usd', days: null },
  Silver: { amount: 1000, currency: 'usd', days: 10 },
  Gold: { amount: 3000, currency: 'usd', days: 60 },
  Platinum: { amount: 5000, currency: 'usd', days: 40 },
};

export function isPaidPlan(value: unknown): value is PaidPlan {
  return (PAID_PLANS as readonly unknown[]).includes(value);
}

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
