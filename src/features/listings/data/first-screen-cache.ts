// The first screen of /listings and home's featured cards, kept as a snapshot (src/lib/db/snapshots.ts)
// so an offline start paints them before RxDB opens; a first visit derives it from the downloaded
// catalogue snapshot (early-catalog.ts). Only the unfiltered default order is kept: the
// first page by rank (featured = its first six), the fields a card renders, and the catalogue's size.
import { useSyncExternalStore } from 'react';
import type { MangoQuerySortPart } from 'rxdb';
import { combineLatest, type Subscription } from 'rxjs';
import { peekSnapshot, prefetchSnapshots, pruneSnapshots, writeSnapshot } from '@/lib/db/snapshots';
import { catalogSchema, type CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection, toListing } from './catalog-collection';
import { byDefaultOrder, rankedOf } from './catalog-rank';
import { earlyCatalogDocs, subscribeEarlyCatalog } from './early-catalog';

/** The listings page's first page; the featured cards are its first FEATURED_COUNT. */
export const FIRST_PAGE = 24;
/** The default order of /listings and home (also what the `rank` index serves). */
export const DEFAULT_SORT: MangoQuerySortPart<CatalogListing>[] = [{ rank: 'asc' }, { id: 'asc' }];

// openingHours and timeZone: a card says whether the place is open now, in the place's zone.
type CardFields = 'id' | 'title' | 'category' | 'rating' | 'description' | 'city' | 'address' | 'priceRange' | 'openingHours' | 'timeZone';
export type CachedCard = Pick<CatalogListing, CardFields> & { image?: string };

export interface FirstScreen {
  listings: CatalogListing[];
  /** Listings in the whole local catalogue when the snapshot was taken. */
  total: number;
}

interface Stored {
  cards: CachedCard[];
  total: number;
}

// The card format and the schema are in the key: a build that renders other fields, or stores
// the catalogue differently, never reads an older build's snapshot. Bump CARD_FORMAT whenever
// ListingCard starts rendering a field that CachedCard does not keep.
const CARD_FORMAT = 2;
const KEY_PREFIX = 'first-screen:';
export const FIRST_SCREEN_KEY = `${KEY_PREFIX}v${CARD_FORMAT}:s${catalogSchema.version}:${hashOf(JSON.stringify(catalogSchema))}`;

function hashOf(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

export function toCachedCard(l: CatalogListing): CachedCard {
  const card: CachedCard = { id: l.id, title: l.title, category: l.category, rating: l.rating, description: l.description, city: l.city, address: l.address };
  if (l.priceRange) card.priceRange = l.priceRange;
  if (l.openingHours) card.openingHours = l.openingHours;
  if (l.timeZone) card.timeZone = l.timeZone;
  if (l.images[0]) card.image = l.images[0];
  return card;
}

/** A card's fields as a listing: what a card does not render is left empty. */
export function fromCachedCard({ image, ...card }: CachedCard): CatalogListing {
  return {
    businessName: '',
    specialOffers: [],
    reviewCount: 0,
    ownerId: '',
    ownerName: '',
    createdAt: 0,
    updatedAt: 0,
    ...card,
    images: image ? [image] : [],
    rank: -card.rating,
  };
}

function isStored(value: unknown): value is Stored {
  const v = value as Stored | undefined;
  return !!v && Array.isArray(v.cards) && typeof v.total === 'number' && v.cards.every((c) => typeof c?.id === 'string');
}

let current: { raw: unknown; screen: FirstScreen | null } = { raw: undefined, screen: null };
const listeners = new Set<() => void>();

function read(): FirstScreen | null {
  const raw = peekSnapshot(CATALOG, FIRST_SCREEN_KEY);
  if (raw !== current.raw) {
    current = { raw, screen: isStored(raw) && raw.cards.length > 0 ? { listings: raw.cards.map(fromCachedCard), total: raw.total } : null };
  }
  return current.screen;
}

/**
 * The first page in the default order and the count, without shaping every document: the rank
 * comes from the rating alone, so only the first page goes through toCatalogDoc.
 */
export function firstScreenOf(raw: Record<string, unknown>[]): { firstPage: CatalogListing[]; total: number } {
  const live = raw.filter((d) => d._deleted !== true);
  const ranked = live.map(rankedOf).sort(byDefaultOrder);
  return { firstPage: ranked.slice(0, FIRST_PAGE).map(({ doc }) => toListing(doc)), total: live.length };
}

let earlySaved = false;

/** A first visit's downloaded snapshot becomes the first screen, unless the database already wrote one (it knows more). */
async function saveEarly() {
  const docs = earlyCatalogDocs();
  if (!docs || earlySaved) return;
  earlySaved = true;
  await prefetchSnapshots();
  if (read()) return;
  const { firstPage, total } = firstScreenOf(docs);
  await saveFirstScreen(firstPage, total);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Usually read already (main.tsx starts the read before React renders).
  void prefetchSnapshots().then(() => listeners.forEach((l) => l()));
  const save = () => void saveEarly().catch((error: unknown) => console.warn('First-screen snapshot not saved', error));
  save();
  const stop = subscribeEarlyCatalog(save);
  return () => {
    stop();
    listeners.delete(listener);
  };
}

const subscribeNone = () => () => undefined;
const none = () => null;

/**
 * The snapshot of the default first screen, or null (none yet, or not read yet). `wanted`
 * false (a page the server drew has its own first screen): null, and no subscription, so the
 * snapshot turning up after hydration does not re-render the page synchronously.
 */
export function useFirstScreen(wanted = true): FirstScreen | null {
  return useSyncExternalStore(wanted ? subscribe : subscribeNone, wanted ? read : none, none);
}

/** Stores the default first page; an empty catalogue is not worth a snapshot (its screen waits for sync). */
export async function saveFirstScreen(firstPage: CatalogListing[], total: number): Promise<void> {
  if (total === 0 || firstPage.length === 0) return;
  const value: Stored = { cards: firstPage.slice(0, FIRST_PAGE).map(toCachedCard), total };
  if (JSON.stringify(value) === JSON.stringify(peekSnapshot(CATALOG, FIRST_SCREEN_KEY))) return;
  await writeSnapshot(CATALOG, FIRST_SCREEN_KEY, value);
  listeners.forEach((l) => l());
  // An earlier build's snapshot (another format or schema) is never read again.
  await pruneSnapshots(CATALOG, KEY_PREFIX, FIRST_SCREEN_KEY);
}

/** Quiet time after a change of the catalogue before the snapshot is rewritten. */
export const SAVE_DEBOUNCE_MS = 800;
interface Watch {
  collection: unknown;
  subscription?: Subscription;
  timer?: ReturnType<typeof setTimeout>;
}
let watched: Watch | null = null;

/**
 * Keeps the snapshot in step with the local catalogue (the first page by rank and the count),
 * once any screen has opened it. Idempotent; follows a reopened collection after a reset.
 */
export async function watchFirstScreen(): Promise<void> {
  const collection = await getCatalogCollection();
  if (watched?.collection === collection) return;
  watched?.subscription?.unsubscribe();
  clearTimeout(watched?.timer);
  const watch: Watch = { collection };
  watch.subscription = combineLatest([collection.find({ sort: DEFAULT_SORT, limit: FIRST_PAGE }).$, collection.count().$]).subscribe({
    next: ([docs, total]) => {
      clearTimeout(watch.timer);
      watch.timer = setTimeout(() => {
        if (collection.closed || watched !== watch) return;
        const firstPage = docs.map((d) => d.toJSON() as CatalogListing);
        saveFirstScreen(firstPage, total).catch((error: unknown) => console.warn('First-screen snapshot not saved', error));
      }, SAVE_DEBOUNCE_MS);
    },
    error: () => undefined,
  });
  watched = watch;
}

/** Test hook: stop following the catalogue. */
export function stopWatchingFirstScreen() {
  watched?.subscription?.unsubscribe();
  clearTimeout(watched?.timer);
  watched = null;
  current = { raw: undefined, screen: null };
  earlySaved = false;
}
