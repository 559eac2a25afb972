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
          const put = (key: string, value: string | null | undefined) => {
            if (value === undefined) return;
            if (value) next.set(key, value);
            else next.delete(key);
          };
          put('q', patch.q);
          put('category', patch.category);
          put('price', patch.price === undefined ? undefined : patch.price && PRICE_LABELS[patch.price]);
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
