// The public pages' titles and search-result descriptions, written once for the app (which sets
// them as the diner browses) and for the page renderer (which writes them into the HTML that
// crawlers and link previews read). Plain functions only: both sides import it.
import { CATEGORIES, type Category } from './listing-fields.js';

export const SITE_NAME = 'Forkful';
export const SITE_TITLE = 'Forkful — local dining directory';
export const SITE_DESCRIPTION = 'Forkful — find restaurants, coffee shops, bakeries, cafes and fast food near you, even offline.';

export interface PageMeta {
  title: string;
  description: string;
}

/** Shortens to what result pages show (about 155 characters), at a word boundary. */
export function clip(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:—-]+$/, '')}…`;
}

const EXPLORE: PageMeta = {
  title: 'Explore local places — Forkful',
  description:
    'Browse local restaurants, coffee shops, bakeries, cafes and fast food: filter by category and price, search by dish or neighbourhood, and check hours and offers.',
};

const PLURAL: Record<Category, string> = {
  Restaurant: 'Restaurants',
  'Coffee Shop': 'Coffee shops',
  Bakery: 'Bakeries',
  Cafe: 'Cafes',
  'Fast Food': 'Fast food',
};

export const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);

/** /listings: the whole directory, one category, a search, or a search within a category. */
export function listingsMeta(params: { q?: string | null; category?: string | null }): PageMeta {
  const q = (params.q ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const category = isCategory(params.category) ? params.category : null;
  if (!q && !category) return EXPLORE;
  const what = category ? PLURAL[category] : 'Places';
  const title = q ? `${what} matching “${q}” — Forkful` : `${what} — Explore local places — Forkful`;
  const description = q
    ? `${what} on Forkful matching “${q}”: ratings, opening hours, prices and offers of local places.`
    : `${what} on Forkful: ratings, opening hours, prices and offers, filtered by price, tags and what is open now.`;
  return { title, description };
}

export interface ListingMetaSource {
  title: string;
  category?: string;
  address?: string;
  city?: string;
  description?: string;
}

/** A listing's page: its name, and a summary of what and where it is. */
export function listingMeta(listing: ListingMetaSource): PageMeta {
  const where = [listing.address, listing.city].filter(Boolean).join(', ');
  const summary = `${listing.category ?? ''}${where ? ` at ${where}` : ''}. ${listing.description ?? ''}`;
  return { title: `${listing.title} — Forkful`, description: clip(`${listing.title}: ${summary}`) };
}

export const NOT_FOUND_META: PageMeta = { title: 'Page not found — Forkful', description: SITE_DESCRIPTION };
