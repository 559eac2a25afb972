// The entitlement table (functions/src/common/plan-features.ts): what each plan includes and
// what a listing shows on it. The projection publishes through entitledView, so these cases
// are the public catalogue's rules in miniature; tests/functions/plan-entitlements.test.ts runs
// them against the emulators.
import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS } from '@shared/listing-fields';
import { EXTRA_KEYS } from '@shared/listing-extras';
import { PLAN_NAMES } from '@shared/plans';
import {
  FEATURES,
  GATED_FIELDS,
  PLAN_FEATURES,
  effectivePlan,
  entitledView,
  featureOfField,
  featuresOf,
  lockedNote,
  plansWith,
} from '@shared/plan-features';

const PRICING_ORDER = [
  'Map', 'Contact', 'Image Gallery', 'Video', 'Tagline', 'Location', 'Website', 'Social Links', 'FAQ', 'Price Range', 'Tags',
  'Business Hours', 'Timekit', 'Menu', 'Announcement', 'Deals-Offers-Discounts', 'Hide competitors Ads', 'Events', 'Bookings',
  'Lead Form', 'Hide Google Ads',
];

const FULL = {
  title: 'Noodle Bar',
  businessName: 'Noodle Bar Ltd',
  description: 'Hand-pulled noodles.',
  category: 'Restaurant',
  timeZone: 'Europe/London',
  rating: 4.5,
  reviewCount: 12,
  address: '1 High St',
  city: 'London',
  location: { lat: 51.5, lng: -0.1 },
  telephone: '+44 20 0000 0000',
  email: 'hi@noodle.test',
  whatsapp: '+44 7700 000000',
  openingHours: { mon: { open: '09:00', close: '17:00' } },
  images: ['a.jpg', 'b.jpg', 'c.jpg'],
  videoUrl: 'https://youtu.be/abc',
  tagline: 'Slurp happily',
  website: 'https://noodle.test',
  socialMedia: { instagram: 'https://instagram.com/noodle' },
  faq: [{ question: 'Vegan?', answer: 'Yes.' }],
  priceRange: '$$',
  tags: ['vegan-options'],
  menu: [{ name: 'Mains', items: [] }],
  announcement: { text: 'Closed Monday', endsAt: 2 },
  deals: [{ title: '2 for 1', type: 'Offer', endsAt: null }],
  specialOffers: ['Free tea'],
  dealType: 'Offer',
  events: [{ title: 'Jazz', startsAt: 1, endsAt: 2, description: '' }],
};

const BASIC_KEYS = ['title', 'businessName', 'description', 'category', 'timeZone', 'rating', 'reviewCount', 'address', 'city', 'location', 'telephone', 'email', 'whatsapp', 'openingHours', 'images'];

describe('the entitlement table', () => {
  it('lists the 21 features in the pricing page’s order, each once', () => {
    expect(FEATURES.map((f) => f.label)).toEqual(PRICING_ORDER);
    expect(new Set(FEATURES.map((f) => f.id)).size).toBe(21);
  });

  it('gives Basic the core four and every paid plan all 21', () => {
    expect(PLAN_FEATURES.Basic).toEqual(['map', 'contact', 'location', 'hours']);
    for (const plan of ['Silver', 'Gold', 'Platinum'] as const) expect(PLAN_FEATURES[plan]).toEqual(FEATURES.map((f) => f.id));
    expect(plansWith('gallery')).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(plansWith('hours')).toEqual([...PLAN_NAMES]);
  });

  it('has every feature it sells built', () => {
    expect(FEATURES.filter((f) => !f.built).map((f) => f.id)).toEqual([]);
  });

  it('gates every owner-typed field except the core description', () => {
    const core = ['title', 'businessName', 'description', 'category', 'timeZone'];
    for (const key of [...CONTENT_KEYS, ...EXTRA_KEYS]) expect(GATED_FIELDS.has(key), key).toBe(!core.includes(key));
    for (const key of core) expect(featureOfField(key)).toBeUndefined();
    expect(featureOfField('location')).toBe('location');
    expect(featureOfField('images')).toBe('gallery');
    expect(featureOfField('specialOffers')).toBe('deals');
  });
});

describe('effectivePlan', () => {
  const now = 1_000_000;
  it('is the package while it runs and null once it has ended or when there is none', () => {
    expect(effectivePlan({ package: 'Gold', packageExpiresAt: now + 1 }, now)).toBe('Gold');
    expect(effectivePlan({ package: 'Basic', packageExpiresAt: null }, now)).toBe('Basic');
    expect(effectivePlan({ package: 'Gold', packageExpiresAt: now }, now)).toBeNull();
    expect(effectivePlan({ package: 'Gold', packageExpiresAt: { toMillis: () => now - 1 } }, now)).toBeNull();
    expect(effectivePlan({ package: null, packageExpiresAt: null }, now)).toBeNull();
    expect(effectivePlan({ package: 'Diamond' }, now)).toBeNull();
    expect(effectivePlan(undefined, now)).toBeNull();
  });
});

describe('entitledView', () => {
  it('shows a Basic listing the core four and its first photo, with ads', () => {
    for (const plan of ['Basic', null] as const) {
      const view = entitledView(FULL, plan);
      expect(Object.keys(view).sort()).toEqual([...BASIC_KEYS].sort());
      expect(view.images).toEqual(['a.jpg']);
      expect(view.adFree).toBeUndefined();
    }
    expect(featuresOf(null)).toEqual(featuresOf('Basic'));
  });

  it('shows a paid listing everything, ad-free', () => {
    for (const plan of ['Silver', 'Gold', 'Platinum'] as const) expect(entitledView(FULL, plan)).toEqual({ ...FULL, adFree: 'all', leadForm: true });
  });

  it('never trusts an adFree or leadForm the listing carries, and keeps an empty gallery empty', () => {
    expect(entitledView({ title: 'x', adFree: 'all', leadForm: true, images: [] }, 'Basic')).toEqual({ title: 'x', images: [] });
    expect(entitledView({ title: 'x' }, null)).toEqual({ title: 'x' });
  });

  it('leaves the input untouched', () => {
    const copy = structuredClone(FULL);
    entitledView(FULL, null);
    expect(FULL).toEqual(copy);
  });
});

describe('lockedNote', () => {
  it('tells the owner which plans include a feature they lack', () => {
    expect(lockedNote('gallery', 'Basic')).toBe('Not shown on Basic — included with Silver, Gold and Platinum');
    expect(lockedNote('faq', null)).toBe('Not shown without a plan — included with Silver, Gold and Platinum');
    expect(lockedNote('hours', null)).toBe('');
    expect(lockedNote('menu', 'Gold')).toBe('');
  });
});
