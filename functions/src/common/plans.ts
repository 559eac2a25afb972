// The plan table, written once for both sides: the functions import this file relatively
// (what a plan costs and how long it runs when it is paid for or granted), the app through
// the @shared alias (the pricing page, the admin's plan chooser, the profile readers).
// It imports nothing so it compiles for the browser and for Node alike. firestore.rules and
// the seed scripts cannot import it and name the plans themselves.
//
// Nothing a client sends ever sets a price or a duration: the functions read them here.

/** Every plan, in the order they are offered (cheapest first). */
export const PLAN_NAMES = ['Basic', 'Silver', 'Gold', 'Platinum'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** The plans bought through Checkout (Basic is activated for free). */
export const PAID_PLANS = ['Silver', 'Gold', 'Platinum'] as const satisfies readonly PlanName[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export interface PlanTerms {
  /** The price in the smallest currency unit (cents); 0 = free. */
  amount: number;
  currency: 'usd';
  /** How long the plan runs from its payment or grant, in days; null = it never ends. */
  days: number | null;
  /** Marked "Most Popular" on the pricing page. */
  popular: boolean;
}

export const PLAN_TABLE: Readonly<Record<PlanName, PlanTerms>> = {
  Basic: { amount: 0, currency: 'usd', days: null, popular: false },
  Silver: { amount: 1000, currency: 'usd', days: 10, popular: false },
  Gold: { amount: 3000, currency: 'usd', days: 60, popular: true },
  Platinum: { amount: 5000, currency: 'usd', days: 40, popular: false },
};

export function isPlanName(value: unknown): value is PlanName {
  return (PLAN_NAMES as readonly unknown[]).includes(value);
}

export function isPaidPlan(value: unknown): value is PaidPlan {
  return (PAID_PLANS as readonly unknown[]).includes(value);
}

/** The price in whole US dollars, as the app shows it (e.g. 30 for Gold). */
export const priceInDollars = (plan: PlanName): number => PLAN_TABLE[plan].amount / 100;
