// Filters, sort and search live in the URL so Back/Forward and shared links restore them.
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '@/hooks/use-url-params';
import type { Category, PriceRange } from '../data/catalog-schema';
import { PRICE_LABELS, toCategory, toPriceRange } from './categories';
import { toSort, toWithin, type SortKey, type Within } from './discovery-options';

export interface FiltersPatch {
  q?: string;
  category?: Category | null;
  price?: PriceRange | null;
  open?: boolean;
  near?: boolean;
  within?: Within | null;
  sort?: SortKey;
}

export function useListingFilters() {
  const [params, change] = useUrlParams();
  const q = params.get('q') ?? '';
  const category = toCategory(params.get('category'));
  const price = toPriceRange(params.get('price'));
  const open = params.get('open') === '1';
  const near = params.get('near') === '1';
  const within = toWithin(params.get('within'));
  const sort = toSort(params.get('sort'));

  /** Each change is a history entry (Back undoes it) unless `replace`, as for keystrokes. */
  const update = useCallback(
    (patch: FiltersPatch, replace = false) =>
      change(
        (next) => {
          const put = (key: string, value: string | null | undefined) => {
            if (value === undefined) return;
            if (value) next.set(key, value);
            else next.delete(key);
          };
          const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? '1' : null);
          put('q', patch.q);
          put('category', patch.category);
          put('price', patch.price === undefined ? undefined : patch.price && PRICE_LABELS[patch.price]);
          put('open', flag(patch.open));
          put('near', flag(patch.near));
          put('within', patch.within);
          // The default order is no parameter, so plain links stay plain.
          put('sort', patch.sort === undefined ? undefined : patch.sort === 'recommended' ? null : patch.sort);
        },
        { replace },
      ),
    [change],
  );

  const clear = useCallback(() => change((next) => [...next.keys()].forEach((key) => next.delete(key))), [change]);
  const active = !!(q.trim() || category || price || open || near || within || sort !== 'recommended');

  return useMemo(
    () => ({ q, category, price, open, near, within, sort, update, clear, active }),
    [q, category, price, open, near, within, sort, update, clear, active],
  );
}

export type ListingFiltersState = ReturnType<typeof useListingFilters>;
