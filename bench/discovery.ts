// Discovery part of `npm run bench` (window.bench.discovery): search, the open-now filter and the
// distance sort over a whole in-memory catalogue, with the app's own code, on the page's main thread.
import { makeListing } from '../scripts/lib/bench-listing.mjs';
import { prng } from '../scripts/lib/prng.mjs';
import type { MenuSection, TagId } from '../functions/src/common/listing-extras';
import type { CatalogListing, OpeningHours } from '../src/features/listings/data/catalog-schema';
import type { LatLng } from '../src/features/listings/lib/distance';
import { openAt } from '../src/features/listings/lib/open-status';
import { queryCatalog } from '../src/features/listings/lib/query-catalog';
import { createSearchIndexer, searchIndex } from '../src/features/listings/lib/search';

/** Where the synthetic listings are: the four cities of the bench catalogue, and two far zones. */
const PLACES: Record<string, { timeZone: string; at: LatLng }> = {
  Portland: { timeZone: 'America/Los_Angeles', at: { lat: 45.5152, lng: -122.6784 } },
  Denver: { timeZone: 'America/Denver', at: { lat: 39.7392, lng: -104.9903 } },
  Austin: { timeZone: 'America/Chicago', at: { lat: 30.2672, lng: -97.7431 } },
  Chicago: { timeZone: 'America/Chicago', at: { lat: 41.8781, lng: -87.6298 } },
  London: { timeZone: 'Europe/London', at: { lat: 51.5072, lng: -0.1276 } },
  Sydney: { timeZone: 'Australia/Sydney', at: { lat: -33.8688, lng: 151.2093 } },
};

/** Day shapes: breakfast, all day, dinner, past midnight, late bar until 04:00. */
const SHIFTS = [
  { open: '07:00', close: '15:00' },
  { open: '08:00', close: '21:30' },
  { open: '17:00', close: '23:00' },
  { open: '18:00', close: '02:00' },
  { open: '20:00', close: '04:00' },
];
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function hoursFor(rnd: () => number): OpeningHours | undefined {
  if (rnd() < 0.05) return undefined; // hours not listed
  const shift = SHIFTS[Math.floor(rnd() * SHIFTS.length)];
  const hours: OpeningHours = {};
  const closedDay = Math.floor(rnd() * 9); // 7 and 8: open every day
  DAYS.forEach((d, i) => (hours[d] = i === closedDay ? null : rnd() < 0.1 ? SHIFTS[(i + 1) % SHIFTS.length] : shift));
  return hours;
}

/** Menu dishes and their words: the item names search indexes ("ramen" finds a menu with ramen). */
const DISHES = [
  'ramen', 'tonkotsu ramen', 'miso soup', 'gyoza', 'karaage', 'udon', 'pho', 'banh mi', 'pad thai', 'green curry',
  'margherita', 'carbonara', 'lasagna', 'risotto', 'tiramisu', 'burrata', 'bruschetta', 'gnocchi',
  'cheeseburger', 'fries', 'onion rings', 'milkshake', 'hot dog', 'chicken wings', 'caesar salad', 'club sandwich',
  'croissant', 'pain au chocolat', 'brioche', 'scone', 'cinnamon roll', 'sourdough loaf', 'bagel', 'muffin',
  'espresso', 'cappuccino', 'flat white', 'cortado', 'chai latte', 'matcha latte', 'cold brew', 'hot chocolate',
  'tacos', 'burrito', 'quesadilla', 'nachos', 'guacamole', 'churros', 'falafel', 'hummus', 'shawarma', 'baklava',
];
const STYLES = ['house', 'spicy', 'classic', 'smoked', 'grilled', 'crispy', 'vegan', 'seasonal', 'truffle', 'garlic', 'braised', 'double'];
const SYLLABLES = ['ka', 'mo', 'ri', 'to', 'la', 'ne', 'su', 'vi', 'do', 'ra', 'zen', 'bel', 'mar', 'lo', 'ti', 'ko', 'an', 'el', 'or', 'ush'];
const SECTION_NAMES = ['Starters', 'Mains', 'Sides', 'Desserts', 'Drinks', 'Specials'];
const TAG_POOL: TagId[] = ['vegan-options', 'vegetarian', 'gluten-free', 'halal', 'outdoor-seating', 'wifi', 'delivery', 'takeout', 'late-night', 'live-music'];

/** A paid listing's menu: 2-4 sections of 4-10 items, some with a house name (a long tail of words). */
function menuFor(rnd: () => number): MenuSection[] {
  const pick = <T,>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
  const houseName = () => `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`;
  return Array.from({ length: 2 + Math.floor(rnd() * 3) }, (_, s) => ({
    name: SECTION_NAMES[s],
    items: Array.from({ length: 4 + Math.floor(rnd() * 7) }, () => ({
      name: `${rnd() < 0.5 ? `${pick(STYLES)} ` : ''}${pick(DISHES)}${rnd() < 0.15 ? ` ${houseName()}` : ''}`,
      description: 'Made in house every morning.',
      price: Math.round(4 + rnd() * 30) + 0.5,
      dietary: [],
    })),
  }));
}

/** Share of the synthetic listings on a paid plan: they carry a menu and tags. */
export const MENU_SHARE = 0.4;

/** `n` listings as the catalogue holds them, with varied hours, time zones and coordinates; 40% with a menu and tags. */
export function discoveryCatalog(n: number): CatalogListing[] {
  const rnd = prng(4242);
  // Its own sequence: the listings' other fields stay what earlier runs measured.
  const paid = prng(777);
  return Array.from({ length: n }, (_, i) => {
    const base = makeListing(i, rnd);
    const city = i % 20 === 7 ? 'London' : i % 20 === 13 ? 'Sydney' : base.city;
    const { timeZone, at } = PLACES[city];
    return {
      ...base,
      id: `bench-${String(i).padStart(6, '0')}`,
      rank: -base.rating,
      city,
      timeZone,
      location: rnd() < 0.02 ? null : { lat: at.lat + (rnd() - 0.5) * 0.3, lng: at.lng + (rnd() - 0.5) * 0.4 },
      openingHours: hoursFor(rnd),
      ...(paid() < MENU_SHARE && { menu: menuFor(paid), tags: TAG_POOL.filter(() => paid() < 0.25) }),
    };
  });
}

/** Typed as people type: whole words, typos, the beginnings of words, several words. */
export const DISCOVERY_QUERIES = [
  'piza',
  'cofee',
  'espre',
  'sourdough',
  'sourdogh',
  'vegan brunch',
  'portland',
  'wood-fired pizza',
  'cinamon rolls',
  'smash burgrs',
  'golden ket',
  'ramen austin',
  'croisants',
  'matcha',
  'fried chicken denver',
  'c',
  'la',
  'cold brew patio',
  // Found in menus only (below name matches) and a menu typo.
  'tonkotsu',
  'karage',
];

const now = () => performance.now();
const round = (ms: number) => Math.round(ms * 100) / 100;
function timed<T>(fn: () => T): { ms: number; value: T } {
  const t0 = now();
  const value = fn();
  return { ms: round(now() - t0), value };
}

export async function discovery({ n = 50_000, reps = 5 }: { n?: number; reps?: number } = {}) {
  const listings = discoveryCatalog(n);
  const indexer = createSearchIndexer<CatalogListing>({ id: (l) => l.id, revision: (l) => l.updatedAt, listing: (l) => l });
  const build = timed(() => indexer(listings));
  // A sync batch: 1% of the catalogue changed, the rest as it was.
  const changed = listings.map((l, i) =>
    i % 100 === 0 ? { ...l, description: `${l.description} Now with sourdough pizza.`, updatedAt: l.updatedAt + 1 } : l,
  );
  const update = timed(() => indexer(changed));
  const { index } = update.value;
  const yieldToPage = () => new Promise((r) => setTimeout(r, 0));

  searchIndex(index, 'warm up');
  const search: { q: string; ms: number; hits: number }[] = [];
  for (let r = 0; r < reps; r++) {
    for (const q of DISCOVERY_QUERIES) {
      const { ms, value } = timed(() => searchIndex(index, q));
      search.push({ q, ms, hits: value?.length ?? 0 });
    }
    await yieldToPage();
  }

  // Every 7th hour of a week (UTC), so listings are seen open, closing and closed: the bare
  // filter, and /listings' whole pipeline with Open now on (what the page computes).
  const week = Date.UTC(2026, 10, 23);
  const openNow: { ms: number; pageMs: number; open: number }[] = [];
  for (let h = 0; h < 7 * 24; h += 7) {
    const now = week + h * 3_600_000;
    const { ms, value } = timed(() => listings.filter(openAt(now)).length);
    const page = timed(() => queryCatalog(index.listings, index, { openNow: true, now }));
    openNow.push({ ms, pageMs: page.ms, open: value });
  }
  await yieldToPage();

  // Nearest first over the whole catalogue, as /listings does it (distances by id for the cards,
  // then the packed sort of query-catalog.ts).
  const nearest: { ms: number; placed: number }[] = [];
  const origins = Object.values(PLACES).map((p) => p.at);
  for (let r = 0; r < reps * 2; r++) {
    const origin = origins[r % origins.length];
    const { ms, value } = timed(() => queryCatalog(index.listings, index, { origin, sort: 'nearest' }));
    nearest.push({ ms, placed: value.distances.size });
  }

  return {
    n,
    withMenus: listings.filter((l) => l.menu?.length).length,
    buildMs: build.ms,
    update: { changed: update.value.built, ms: update.ms },
    search,
    openNow,
    nearest,
    userAgent: navigator.userAgent,
  };
}

export type DiscoveryResult = Awaited<ReturnType<typeof discovery>>;
