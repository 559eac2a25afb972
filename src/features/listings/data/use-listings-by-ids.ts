// A handful of public listings by id (e.g. a user's favourites), live. Ids that are not in
// the catalogue are missing from the map: no longer public, or, before the catalogue's first
// sync on this device, not known yet (`isGone` stays false until then).
import { useEffect, useMemo, useState } from 'react';
import { useFirstSync } from '@/hooks/use-first-sync';
import type { CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection } from './catalog-collection';

export function useListingsByIds(ids: readonly string[]) {
  const key = useMemo(() => [...new Set(ids)].sort().join('\n'), [ids]);
  const [state, setState] = useState<{ key: string; listings: ReadonlyMap<string, CatalogListing> } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    let cancelled = false;
    let unsubscribe = () => {};
    getCatalogCollection().then(
      (catalog) => {
        if (cancelled) return;
        const sub = catalog.findByIds(wanted).$.subscribe({
          next: (docs) => {
            const listings = new Map<string, CatalogListing>();
            docs.forEach((doc, id) => listings.set(id, doc.toJSON() as CatalogListing));
            setState({ key, listings });
            setError(null);
          },
          error: (e: unknown) => setError(String((e as Error)?.message ?? e)),
        });
        unsubscribe = () => sub.unsubscribe();
      },
      (e: unknown) => !cancelled && setError(String((e as Error)?.message ?? e)),
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [key]);

  const { settled } = useFirstSync(CATALOG);
  // While the ids change (one removed), keep showing the previous answer: no skeleton flash.
  const listings = state?.listings ?? new Map<string, CatalogListing>();
  return {
    listings,
    /** The first answer arrived (ids missing from `listings` may still be unsynced: see isGone). */
    ready: !!state,
    /** The answer is for the ids of this render, not the previous ones still shown. */
    current: !!state && state.key === key,
    /** True when `id` is known not to be public (as opposed to not synced yet). */
    isGone: (id: string) => !!state && state.key === key && settled && !listings.has(id),
    error,
  };
}
