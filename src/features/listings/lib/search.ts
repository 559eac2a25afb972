// Forgiving search over the local catalogue, in memory: every query word must match a word of the
// listing exactly, as its beginning, or (4+ letters) with one typo; accents and case are folded.
// The index is kept across catalogue emissions and only changed documents are re-indexed.
import type { CatalogListing, Category, PriceRange } from '../data/catalog-schema';
import { TokenIndex } from './search-engine';
import { tokenize } from './search-text';
import type { ListingContent } from './listing-content';
import { isTag, TAGS } from './tags';

export { fold, tokenize } from './search-text';

export interface IndexedDoc {
  slot: number;
  listing: CatalogListing;
  /** Distinct folded words of the title and business name; of the rest (description, category, city, tags, menu item names). */
  title: string[];
  other: string[];
}

/** The search index the screens hold: the listings in catalogue order over a shared token index. */
export interface SearchIndex {
  /** In catalogue order; shared with the catalogue's snapshot, so never sorted in place. */
  readonly listings: CatalogListing[];
  readonly docs: readonly IndexedDoc[];
  readonly tokens: TokenIndex;
}

export interface SearchHit {
  listing: CatalogListing;
  /**
   * Lower ranks first. 0: every query word matched the title or business name; 1: some only in
   * the description, category, city, tags or menu; 2 and 3: the same, where a word matched only with a typo.
   */
  tier: number;
  /**
   * The folded dictionary words the query matched (exact, completed prefixes, typo targets), for
   * highlighting. One array shared by every hit of a search (read-only): a broad query matches
   * the whole catalogue, and a per-hit list would cost more than the search. The words of a
   * listing among them are the ones it matched.
   */
  terms: string[];
}

export interface ListingFilters {
  q?: string;
  category?: Category;
  price?: PriceRange;
}

/** Indexes `listing`; as a new version of `previous` when given (same slot, only its changed words). */
function makeDoc(tokens: TokenIndex, listing: CatalogListing, previous?: IndexedDoc): IndexedDoc {
  const title = new Set(tokenize(`${listing.title} ${listing.businessName}`));
  const other = new Set(tokenize(`${listing.description} ${listing.category} ${listing.city}${extraText(listing)}`).filter((w) => !title.has(w)));
  const slot = previous?.slot ?? tokens.newSlot();
  return { slot, listing, ...tokens.add(slot, [...title], [...other], previous) };
}

/**
 * The tags' labels and the menu's item names: "ramen" finds a place whose menu has ramen, in
 * the lower tier of words outside the name. Item descriptions stay out: they would multiply the
 * index for words that mostly repeat the names.
 */
function extraText(listing: ListingContent): string {
  let text = '';
  for (const tag of listing.tags ?? []) if (isTag(tag)) text += ` ${TAGS[tag]}`;
  for (const section of listing.menu ?? []) for (const item of section.items ?? []) text += ` ${item.name}`;
  return text;
}

export function buildSearchIndex(listings: readonly CatalogListing[]): SearchIndex {
  const tokens = new TokenIndex();
  const docs = listings.map((l) => makeDoc(tokens, l));
  tokens.commit();
  return { listings: [...listings], docs, tokens };
}

/** How an indexer reads a source document (an RxDB document, or a plain listing in tests). */
export interface IndexSource<D> {
  id: (doc: D) => string;
  /** Changes whenever the document does (RxDB's `_rev`; `updatedAt` for plain listings). */
  revision: (doc: D) => string | number;
  listing: (doc: D) => CatalogListing;
}

export interface IndexUpdate {
  index: SearchIndex;
  listings: CatalogListing[];
  /** Documents indexed for being new or changed, and documents dropped for being gone. */
  built: number;
  dropped: number;
}

/**
 * The search index kept across emissions of the whole catalogue: a document (and its listing
 * object) is re-indexed only when its revision changed, and a removed one leaves the postings.
 * When nothing changed, the previous index is returned as it was (memoised screens do not recompute).
 */
export function createSearchIndexer<D>(source: IndexSource<D>) {
  const tokens = new TokenIndex();
  let known = new Map<string, { revision: string | number; doc: IndexedDoc }>();
  let last: IndexUpdate = { index: { listings: [], docs: [], tokens }, listings: [], built: 0, dropped: 0 };

  return function update(sources: readonly D[]): IndexUpdate {
    const next = new Map<string, { revision: string | number; doc: IndexedDoc }>();
    const docs: IndexedDoc[] = new Array(sources.length);
    let built = 0;
    let same = sources.length === last.index.docs.length;
    sources.forEach((source_, i) => {
      const id = source.id(source_);
      const revision = source.revision(source_);
      let slot = known.get(id);
      if (!slot || slot.revision !== revision) {
        // A changed listing keeps its slot; a stale snapshot then simply sees its new words.
        slot = { revision, doc: makeDoc(tokens, source.listing(source_), slot?.doc) };
        built += 1;
      }
      next.set(id, slot);
      docs[i] = slot.doc;
      if (same && last.index.docs[i] !== slot.doc) same = false;
    });
    let dropped = 0;
    for (const [id, { doc }] of known) {
      if (next.has(id)) continue;
      tokens.remove(doc.slot, doc.title, doc.other);
      dropped += 1;
    }
    tokens.commit();
    known = next;
    if (same) return (last = { ...last, built: 0, dropped: 0 });
    const listings = docs.map((d) => d.listing);
    last = { index: { listings, docs, tokens }, listings, built, dropped };
    return last;
  };
}

// Reused from one search to the next (a search runs start to end without yielding): a new
// ArrayBuffer per search counts as external memory and drew a full GC of the heap every few.
let counters = { stage: new Uint8Array(0), inTitle: new Uint8Array(0), exact: new Uint8Array(0) };
function scratch(size: number) {
  if (counters.stage.length < size) {
    const grown = Math.max(size, counters.stage.length * 2);
    counters = { stage: new Uint8Array(grown), inTitle: new Uint8Array(grown), exact: new Uint8Array(grown) };
  } else for (const a of Object.values(counters)) a.fill(0, 0, size);
  return counters;
}

/** At most this many query words count (a pasted paragraph is not a search). */
const MAX_WORDS = 16;

/**
 * The listings matching `q`, in catalogue order within each tier (title matches first); null
 * when `q` has no words (no search: the caller keeps the whole catalogue). Every word may be
 * the beginning of a longer one, so results follow the typing.
 */
export function searchIndex(index: SearchIndex, q: string): SearchHit[] | null {
  const words = [...new Set(tokenize(q))].slice(0, MAX_WORDS);
  if (!words.length) return null;
  const { tokens } = index;
  const n = words.length;
  // Per slot, how many query words (in order) it has matched: anywhere, in the title, without a typo.
  const { stage, inTitle, exact } = scratch(tokens.slotCount);
  // Every dictionary word some query word stood for (in the order found): the hits' terms.
  const matched = new Set<string>();
  for (let k = 0; k < n; k++) {
    const { exact: same, typos } = tokens.expand(words[k], true);
    let any = false;
    const visit = (slots: readonly number[], title: boolean, typo: boolean) => {
      for (const s of slots) {
        const st = stage[s];
        if (st !== k && st !== k + 1) continue;
        stage[s] = k + 1;
        any = true;
        if (title && inTitle[s] === k) inTitle[s] = k + 1;
        if (!typo && exact[s] === k) exact[s] = k + 1;
      }
    };
    for (const [list, typo] of [
      [same, false],
      [typos, true],
    ] as const) {
      for (const word of list) {
        const p = tokens.posting(word);
        if (!p) continue;
        matched.add(word);
        if (p.title) visit(p.title, true, typo);
        if (p.other) visit(p.other, false, typo);
      }
    }
    if (!any) return [];
  }
  const terms = [...matched];
  const tiers: SearchHit[][] = [[], [], [], []];
  for (const { slot, listing } of index.docs) {
    if (stage[slot] !== n) continue;
    const tier = (exact[slot] === n ? 0 : 2) + (inTitle[slot] === n ? 0 : 1);
    tiers[tier].push({ listing, tier, terms });
  }
  return tiers.flat();
}

/**
 * The listings matching the query, category and price, in search order (the whole catalogue in
 * its order when there is no query); 'All' filters are absent.
 */
export function searchListings(index: SearchIndex, filters: ListingFilters): CatalogListing[] {
  const hits = searchIndex(index, filters.q ?? '');
  const listings = hits ? hits.map((h) => h.listing) : index.listings;
  return listings.filter(
    // A listing that shows no price range is not claimed by one.
    (l) => (!filters.category || l.category === filters.category) && (!filters.price || l.priceRange === filters.price),
  );
}

/** Highest rated first, then most reviewed, then name: stable across renders. */
export function byRating(a: CatalogListing, b: CatalogListing) {
  return b.rating - a.rating || b.reviewCount - a.reviewCount || a.title.localeCompare(b.title);
}

export function categoriesFound(listings: readonly CatalogListing[]): Category[] {
  return [...new Set(listings.map((l) => l.category))].sort();
}
