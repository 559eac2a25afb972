// The catalogue a server-rendered page was drawn from (src/lib/served-page.ts), for the screens
// that stand it in until the database answers.
import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { useServedPage, type ServedPage } from '@/lib/served-page';
import { toListing } from './catalog-collection';
import type { CatalogListing } from './catalog-schema';
import { fromCachedCard, type CachedCard } from './first-screen-cache';

const pathOf = (url: string) => url.split('?')[0].replace(/(.)\/+$/, '$1');
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').toString();

/** The served page if it is the one at this location (same path and query). */
function useServedHere(): ServedPage | null {
  const served = useServedPage();
  // Read without useLocation: these hooks also run outside any router (widgets, tests).
  const location = useContext(UNSAFE_LocationContext)?.location;
  if (!served || !location || pathOf(served.url) !== pathOf(location.pathname) || queryOf(served.url) !== queryOf(location.search)) return null;
  return served;
}

/** The listing the server rendered at this location, if it is `id`. */
export function useServedListing(id: string | undefined): CatalogListing | null {
  const raw = useServedHere()?.listing;
  return raw && id && raw.id === id ? toListing(raw) : null;
}

/** The results the server rendered at this location (its first page, as cards). */
export function useServedResults(): { listings: CatalogListing[]; total: number } | null {
  const results = useServedHere()?.results;
  return results ? { listings: (results.cards as CachedCard[]).map(fromCachedCard), total: results.total } : null;
}

/** The server answered this location 404 (the listing is not public). */
export const useServedMissing = () => useServedHere()?.status === 404;
