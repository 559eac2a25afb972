// The pricing page's plans: the names, prices, durations and the Most Popular mark come
// from the plan table the functions charge by (@shared/plans), the features from the
// entitlement table the catalogue projection enforces (@shared/plan-features); the taglines
// are the page's own words. Prices are per listing; paid price ids are placeholders until
// real Stripe prices are configured.
import { FEATURES, PLAN_FEATURES, type FeatureSpec } from '@shared/plan-features';
import { PLAN_NAMES, PLAN_TABLE, priceInDollars, type PlanName } from '@shared/plans';

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
  /** What the plan includes, in the pricing order; `built: false` is sold as coming soon. */
  features: readonly FeatureSpec[];
  popular: boolean;
  ctaLabel: string;
  /** Basic is activated directly (the activateBasicPlan function), so it has no checkout price. */
  priceId: string | null;
}

/** What only the pricing page says about each plan. */
const TAGLINES: Record<PlanName, string> = {
  Basic: 'Get your place on the map.',
  Silver: 'Try every feature.',
  Gold: 'Best value per day.',
  Platinum: 'The full toolkit.',
};

const featuresOfPlan = (name: PlanName): FeatureSpec[] => FEATURES.filter((feature) => PLAN_FEATURES[name].includes(feature.id));

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
    tagline: TAGLINES[name],
    features: featuresOfPlan(name),
    popular,
    ctaLabel: price === 0 ? 'Get Started' : `Choose ${name}`,
    priceId: price === 0 ? null : `price_${id}_placeholder`,
  };
});

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
