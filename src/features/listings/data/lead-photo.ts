// A first visit's largest picture, requested as soon as the downloaded catalogue is here: the
// listing page's first photo, or on /listings the first card's. Otherwise its request would wait
// until the page had rendered the gallery or the card (part of the entry: nothing heavy here).
import { strings } from '@/lib/db/coerce';
import { byDefaultOrder, rankedOf, type Ranked } from './catalog-rank';
import { earlyCatalogDocs } from './early-catalog';

type Doc = Record<string, unknown>;

const firstImage = (doc: Doc | undefined) => (doc ? strings(doc.images)[0] : undefined);

/** The photo the page at `location` shows largest on a phone, from the catalogue's documents. */
export function leadPhotoOf({ pathname, search }: { pathname: string; search: string }, docs: Doc[]): string | undefined {
  const live = docs.filter((d) => d._deleted !== true);
  const detail = /^\/listing\/([^/]+)\/?$/.exec(pathname);
  if (detail) return firstImage(live.find((d) => d.id === decodeURIComponent(detail[1])));
  // Only the default view: a filtered one is not in the snapshot's order.
  if (!/^\/listings\/?$/.test(pathname) || search.replace(/^\?/, '') !== '') return undefined;
  // The first of the default order, without sorting the whole catalogue.
  let lead: Ranked<Doc> | undefined;
  for (const doc of live) {
    const ranked = rankedOf(doc);
    if (!lead || byDefaultOrder(ranked, lead) < 0) lead = ranked;
  }
  return firstImage(lead?.doc);
}

/** Preloads the current page's lead photo from the downloaded catalogue (a first visit only). */
export function preloadLeadPhoto(location: { pathname: string; search: string } = window.location): void {
  const docs = earlyCatalogDocs();
  const href = docs && leadPhotoOf(location, docs);
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.appendChild(link);
}
