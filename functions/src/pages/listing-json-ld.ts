// A listing's schema.org description for search engines' rich results, from its public
// catalogue entry: only what the owner's plan makes public is in the entry, so only that is here.
import { WEEKDAYS, WEEKDAY_NAMES, location } from '../common/listing-fields.js';
import type { MenuSection } from '../common/listing-extras.js';

const TYPE_OF: Record<string, string> = {
  Restaurant: 'Restaurant',
  'Coffee Shop': 'CafeOrCoffeeShop',
  Cafe: 'CafeOrCoffeeShop',
  Bakery: 'Bakery',
  'Fast Food': 'FastFoodRestaurant',
};


const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** schema.org's schedule: one entry per open day (local times of the listing's zone; a close before the open is after midnight). */
export function openingHoursSpecification(hours: unknown): Record<string, unknown>[] {
  if (!hours || typeof hours !== 'object') return [];
  const out: Record<string, unknown>[] = [];
  for (const day of WEEKDAYS) {
    const slot = (hours as Record<string, unknown>)[day] as { open?: unknown; close?: unknown } | null | undefined;
    if (!slot || typeof slot.open !== 'string' || typeof slot.close !== 'string') continue;
    if (!TIME.test(slot.open) || !TIME.test(slot.close)) continue;
    out.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day]}`, opens: slot.open, closes: slot.close });
  }
  return out;
}

function menuOf(menu: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(menu) || menu.length === 0) return undefined;
  const sections = (menu as MenuSection[]).map((section) => ({
    '@type': 'MenuSection',
    name: section.name,
    hasMenuItem: (section.items ?? []).map((item) => ({
      '@type': 'MenuItem',
      name: item.name,
      ...(text(item.description) && { description: item.description }),
      ...(typeof item.price === 'number' && { offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'USD' } }),
    })),
  }));
  return { '@type': 'Menu', hasMenuSection: sections };
}

export interface JsonLdInput {
  entry: Record<string, unknown>;
  /** The page's absolute canonical address. */
  url: string;
  /** The listing's photos as absolute addresses. */
  images: string[];
}

/** The listing as a LocalBusiness subtype, with what its entry holds. */
export function listingJsonLd({ entry, url, images }: JsonLdInput): Record<string, unknown> {
  const geo = location(entry.location);
  const hours = openingHoursSpecification(entry.openingHours);
  const reviews = typeof entry.reviewCount === 'number' ? entry.reviewCount : 0;
  const menu = menuOf(entry.menu);
  const street = text(entry.address);
  const city = text(entry.city);
  return {
    '@context': 'https://schema.org',
    '@type': TYPE_OF[String(entry.category)] ?? 'Restaurant',
    '@id': url,
    name: text(entry.title) ?? text(entry.businessName) ?? 'Listing',
    url,
    ...(text(entry.description) && { description: text(entry.description) }),
    ...((street || city) && { address: { '@type': 'PostalAddress', ...(street && { streetAddress: street }), ...(city && { addressLocality: city }) } }),
    ...(geo && { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } }),
    ...(text(entry.telephone) && { telephone: text(entry.telephone) }),
    ...(text(entry.priceRange) && { priceRange: text(entry.priceRange) }),
    ...(images.length > 0 && { image: images }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(reviews > 0 && typeof entry.rating === 'number' && { aggregateRating: { '@type': 'AggregateRating', ratingValue: entry.rating, reviewCount: reviews, bestRating: 5, worstRating: 1 } }),
    ...(menu && { hasMenu: menu }),
  };
}
