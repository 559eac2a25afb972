// The pricing page's plans: the names, prices, durations and the Most Popular mark come
// from the plan table the functions charge by (@shared/plans); the taglines and feature
// lists are the page's own words. Prices are per listing; paid price ids are placeholders
// until real Stripe prices are configured.
import { PLAN_NAMES, PLAN_TABLE, priceInDollars, type PlanName } from '@shared/plans';

export const ALL_FEATURES = [
  'Map',
  'Contact',
  'Image Gallery',
  'Video',
  'Tagline',
  'Location',
  'Website',
  'Social Links',
  'FAQ',
  'Price Range',
  'Tags',
  'Business Hours',
  'Timekit',
  'Menu',
  'Announcement',
  'Deals-Offers-Discounts',
  'Hide competitors Ads',
  'Events',
  'Bookings',
  'Lead Form',
  'Hide Google Ads',
] as const;

export const BASIC_FEATURES = ['Map Display', 'Contact Display', 'Location', 'Business Hours'] as const;

/** How many features a card lists before summarising the rest. */
export const FEATURES_SHOWN = 5;

export type { PlanName };
export type PlanId = Lowercase<PlanName>;

export interface Plan {
  id: PlanId;
  name: PlanName;
  /** US dollars per listing. */
  price: number;
  /** null = never expires. */
  durationDays: number | null;
  durationLabel: string;
  tagline: string;
  features: readonly string[];
  popular: boolean;
  ctaLabel: string;
  /** Basic is activated directly (the activateBasicPlan function), so it has no checkout price. */
  priceId: string | null;
}

const paidFeatures: readonly string[] = ALL_FEATURES;

/** What only the pricing page says about each plan; the terms come from the plan table. */
const SHOWN: Record<PlanName, { tagline: string; features: readonly string[] }> = {
  Basic: { tagline: 'Get your place on the map.', features: BASIC_FEATURES },
  Silver: { tagline: 'Try every feature.', features: paidFeatures },
  Gold: { tagline: 'Best value per day.', features: paidFeatures },
  Platinum: { tagline: 'The full toolkit.', features: paidFeatures },
};

export const PLANS: readonly Plan[] = PLAN_NAMES.map((name): Plan => {
  const { days, popular } = PLAN_TABLE[name];
  const id = name.toLowerCase() as PlanId;
  const price = priceInDollars(name);
  return {
    id,
    name,
    price,
    durationDays: days,
    durationLabel: days === null ? 'For Lifetime' : `${days} days`,
    ...SHOWN[name],
    popular,
    ctaLabel: price === 0 ? 'Get Started' : `Choose ${name}`,
    priceId: price === 0 ? null : `price_${id}_placeholder`,
  };
});

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
