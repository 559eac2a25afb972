// The entitlement table: what each plan includes, written once beside the plan table. The
// catalogue projection (functions) publishes a listing through entitledView(); the app reads the
// same table through the @shared alias (the pricing page, the owner's editor, the listing page).
// Nothing else decides what a plan includes. It imports only the plan table (no firebase, no
// DOM) so it compiles for the browser and for Node alike.
import { PLAN_NAMES, isPlanName, type PlanName } from './plans.js';

export type FeatureId =
  | 'map'
  | 'contact'
  | 'gallery'
  | 'video'
  | 'tagline'
  | 'location'
  | 'website'
  | 'social'
  | 'faq'
  | 'priceRange'
  | 'tags'
  | 'hours'
  | 'timekit'
  | 'menu'
  | 'announcement'
  | 'deals'
  | 'hideCompetitorAds'
  | 'events'
  | 'bookings'
  | 'leadForm'
  | 'hideGoogleAds';

export interface FeatureSpec {
  id: FeatureId;
  /** As the pricing page names it. */
  label: string;
  /** Listing fields it unlocks in the public catalogue ([] for behaviours and features not built yet). */
  fields: readonly string[];
  /** One short line: what it gives the listing. */
  summary: string;
  /** false = sold later, and the pricing page says so. */
  built: boolean;
}

/** Every feature, in the pricing page's order. */
export const FEATURES: readonly FeatureSpec[] = [
  // Draws the pin the Location feature publishes (every plan has both), so it unlocks no field of its own.
  { id: 'map', label: 'Map', fields: [], summary: 'Your pin on the listing page and the directory map.', built: true },
  { id: 'contact', label: 'Contact', fields: ['telephone', 'email', 'whatsapp'], summary: 'Phone, e-mail and WhatsApp.', built: true },
  { id: 'gallery', label: 'Image Gallery', fields: ['images'], summary: 'Up to 10 photos in a swipeable viewer.', built: true },
  { id: 'video', label: 'Video', fields: ['videoUrl'], summary: 'One YouTube or Vimeo video.', built: true },
  { id: 'tagline', label: 'Tagline', fields: ['tagline'], summary: 'A short line under the name and on cards.', built: true },
  { id: 'location', label: 'Location', fields: ['address', 'city', 'location'], summary: 'Address, city and directions.', built: true },
  { id: 'website', label: 'Website', fields: ['website'], summary: 'A link to your own site.', built: true },
  { id: 'social', label: 'Social Links', fields: ['socialMedia'], summary: 'Facebook, Instagram and X links.', built: true },
  { id: 'faq', label: 'FAQ', fields: ['faq'], summary: 'Up to 10 questions and answers.', built: true },
  { id: 'priceRange', label: 'Price Range', fields: ['priceRange'], summary: 'A price badge, found by the price filter.', built: true },
  { id: 'tags', label: 'Tags', fields: ['tags'], summary: 'Chips such as vegan options or outdoor seating, found by the tags filter.', built: true },
  { id: 'hours', label: 'Business Hours', fields: ['openingHours'], summary: 'Opening hours and whether you are open now.', built: true },
  { id: 'timekit', label: 'Timekit', fields: [], summary: 'Free times worked out from your hours, slot length and capacity.', built: true },
  { id: 'menu', label: 'Menu', fields: ['menu'], summary: 'Your menu, found by diners’ searches.', built: true },
  { id: 'announcement', label: 'Announcement', fields: ['announcement'], summary: 'A notice on your page and card until its end date.', built: true },
  { id: 'deals', label: 'Deals-Offers-Discounts', fields: ['deals', 'specialOffers', 'dealType'], summary: 'Special offers, each until its end date.', built: true },
  { id: 'hideCompetitorAds', label: 'Hide competitors Ads', fields: [], summary: 'No other business advertises on your page.', built: true },
  { id: 'events', label: 'Events', fields: ['events'], summary: 'Upcoming events on your page.', built: true },
  { id: 'bookings', label: 'Bookings', fields: ['booking'], summary: 'Table requests from your page, accepted or declined in your dashboard.', built: true },
  { id: 'leadForm', label: 'Lead Form', fields: [], summary: 'Questions from diners, in your dashboard and your inbox.', built: true },
  { id: 'hideGoogleAds', label: 'Hide Google Ads', fields: [], summary: 'No ads at all on your page.', built: true },
];

const ALL_IDS: readonly FeatureId[] = FEATURES.map((f) => f.id);

/** What each plan includes. */
export const PLAN_FEATURES: Readonly<Record<PlanName, readonly FeatureId[]>> = {
  Basic: ['map', 'contact', 'location', 'hours'],
  Silver: ALL_IDS,
  Gold: ALL_IDS,
  Platinum: ALL_IDS,
};

const BY_ID = new Map(FEATURES.map((f) => [f.id, f]));

export function isFeatureId(value: unknown): value is FeatureId {
  return BY_ID.has(value as FeatureId);
}

/** The spec of one feature. */
export const featureSpec = (id: FeatureId): FeatureSpec => BY_ID.get(id) as FeatureSpec;

/** Every listing field some feature unlocks; any other field is core and always public. */
export const GATED_FIELDS: ReadonlySet<string> = new Set(FEATURES.flatMap((f) => f.fields));

/** The plans that include a feature, in the plan table's order. */
export const plansWith = (feature: FeatureId): PlanName[] => PLAN_NAMES.filter((plan) => PLAN_FEATURES[plan].includes(feature));

function endOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  // A Firestore Timestamp, should one ever be stored instead of epoch ms.
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : null;
}

/** The plan that counts now: the profile's package unless it has ended (packageExpiresAt <= now) → null. */
export function effectivePlan(profile: { package?: unknown; packageExpiresAt?: unknown } | undefined, now: number): PlanName | null {
  if (!profile || !isPlanName(profile.package)) return null;
  const end = endOf(profile.packageExpiresAt);
  return end !== null && end <= now ? null : profile.package;
}

const FEATURE_SETS = new Map<PlanName | null, ReadonlySet<FeatureId>>([
  [null, new Set(PLAN_FEATURES.Basic)],
  ...PLAN_NAMES.map((plan) => [plan, new Set(PLAN_FEATURES[plan])] as const),
]);

/** What a listing of an owner on `plan` shows (null = no plan or ended: Basic's features). */
export function featuresOf(plan: PlanName | null): ReadonlySet<FeatureId> {
  return FEATURE_SETS.get(plan) ?? (FEATURE_SETS.get(null) as ReadonlySet<FeatureId>);
}

/**
 * The feature that unlocks a listing field, or undefined for core fields every listing shows
 * (title, businessName, description, category, timeZone, rating, reviewCount, ...). A field that
 * several features unlock (the pin: Map and Location) names the one that is built.
 */
export function featureOfField(field: string): FeatureId | undefined {
  const unlocking = FEATURES.filter((f) => f.fields.includes(field));
  return (unlocking.find((f) => f.built) ?? unlocking[0])?.id;
}

/** May a listing on `plan` show this field? (Any entitled feature that unlocks it is enough.) */
export function fieldShown(field: string, plan: PlanName | null): boolean {
  if (!GATED_FIELDS.has(field)) return true;
  const features = featuresOf(plan);
  return FEATURES.some((f) => features.has(f.id) && f.fields.includes(field));
}

export type AdFree = 'all' | 'competitors';

/** The ads a listing's page leaves out on `plan`, or undefined. */
export function adFreeOf(plan: PlanName | null): AdFree | undefined {
  const features = featuresOf(plan);
  if (features.has('hideGoogleAds')) return 'all';
  return features.has('hideCompetitorAds') ? 'competitors' : undefined;
}

/**
 * The listing as diners may see it on `plan`: unentitled fields removed; without 'gallery' only
 * the first photo is kept; adds `adFree: 'all' | 'competitors'` when hideGoogleAds /
 * hideCompetitorAds apply, and `leadForm: true` with the Lead Form. An `adFree` or `leadForm` the
 * input carries is never trusted.
 */
export function entitledView<T extends Record<string, unknown>>(listing: T, plan: PlanName | null): T & { adFree?: AdFree; leadForm?: true } {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(listing)) {
    if (key === 'adFree' || key === 'leadForm') continue;
    if (fieldShown(key, plan)) view[key] = value;
    else if (key === 'images' && Array.isArray(value)) view.images = value.slice(0, 1);
  }
  const adFree = adFreeOf(plan);
  if (adFree) view.adFree = adFree;
  // The listing page shows its "Ask a question" form only where the plan includes it.
  if (featuresOf(plan).has('leadForm')) view.leadForm = true;
  return view as T & { adFree?: AdFree; leadForm?: true };
}

/** "Silver, Gold and Platinum". */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The owner's mark for a feature their plan lacks, e.g. 'Not shown on Basic — included with
 * Silver, Gold and Platinum' (plan null → 'Not shown without a plan — included with …'); '' when
 * the plan includes it.
 */
export function lockedNote(feature: FeatureId, plan: PlanName | null): string {
  if (featuresOf(plan).has(feature)) return '';
  const on = plan === null ? 'without a plan' : `on ${plan}`;
  return `Not shown ${on} — included with ${listOf(plansWith(feature))}`;
}
