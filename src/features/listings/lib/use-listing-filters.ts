// Filters live in the URL so back/forward and shared links work.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Category, PriceRange } from '../data/catalog-schema';
import { PRICE_LABELS, toCategory, toPriceRange } from './categories';

export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = toCategory(params.get('category'));
  const price = toPriceRange(params.get('price'));

  const update = useCallback(
    (patch: { q?: string; category?: Category | null; price?: PriceRange | null }, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (patch.q !== undefined) (patch.q ? next.set('q', patch.q) : next.delete('q'));
          if (patch.category !== undefined) (patch.category ? next.set('category', patch.category) : next.delete('category'));
          if (patch.price !== undefined) (patch.price ? next.set('price', PRICE_LABELS[patch.price]) : next.delete('price'));
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const active = !!(q.trim() || category || price);

  return useMemo(() => ({ q, category, price, update, clear, active }), [q, category, price, update, clear, active]);
}
