// Plans and their features. Prices are per listing; paid price ids are placeholders
// until real Stripe prices are configured.
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

export type PlanId = 'basic' | 'silver' | 'gold' | 'platinum';
export type PlanName = 'Basic' | 'Silver' | 'Gold' | 'Platinum';

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

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 0,
    durationDays: null,
    durationLabel: 'For Lifetime',
    tagline: 'Get your place on the map.',
    features: BASIC_FEATURES,
    popular: false,
    ctaLabel: 'Get Started',
    priceId: null,
  },
  {
    id: 'silver',
    name: 'Silver',
    price: 10,
    durationDays: 10,
    durationLabel: '10 days',
    tagline: 'Try every feature.',
    features: paidFeatures,
    popular: false,
    ctaLabel: 'Choose Silver',
    priceId: 'price_silver_placeholder',
  },
  {
    id: 'gold',
    name: 'Gold',
    price: 30,
    durationDays: 60,
    durationLabel: '60 days',
    tagline: 'Best value per day.',
    features: paidFeatures,
    popular: true,
    ctaLabel: 'Choose Gold',
    priceId: 'price_gold_placeholder',
  },
  {
    id: 'platinum',
    name: 'Platinum',
    price: 50,
    durationDays: 40,
    durationLabel: '40 days',
    tagline: 'The full toolkit.',
    features: paidFeatures,
    popular: false,
    ctaLabel: 'Choose Platinum',
    priceId: 'price_platinum_placeholder',
  },
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
