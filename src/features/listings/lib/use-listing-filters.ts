// Filters (tags too), sort and search live in the URL so Back/Forward and shared links restore them.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useUrlParams } from '@/hooks/use-url-params';
import type { Category, PriceRange } from '../data/catalog-schema';
import { PRICE_LABELS, toCategory, toPriceRange } from './categories';
import { toSort, toWithin, type SortKey, type Within } from './discovery-options';
import { toTags, type TagId } from './tags';
import { areaParam, toArea } from './map-area';
import type { Bounds } from '@/lib/map';

export interface FiltersPatch {
  q?: string;
  category?: Category | null;
  price?: PriceRange | null;
  open?: boolean;
  near?: boolean;
  within?: Within | null;
  sort?: SortKey;
  /** The tags a place must all have; [] or null = none. */
  tags?: TagId[] | null;
  /** The map's "Search this area"; null = anywhere. */
  area?: Bounds | null;
  view?: ResultsView;
}

/** How /listings shows its results; the list is the default (no parameter). */
export type ResultsView = 'list' | 'map';

/** How long typed text stands still before the URL follows it. */
export const SEARCH_URL_DELAY_MS = 300;

const qOfUrl = () => new URLSearchParams(window.location.search).get('q') ?? '';

export function useListingFilters() {
  const [params, change] = useUrlParams();
  const urlQ = params.get('q') ?? '';
  const category = toCategory(params.get('category'));
  const price = toPriceRange(params.get('price'));
  const open = params.get('open') === '1';
  const near = params.get('near') === '1';
  const within = toWithin(params.get('within'));
  const sort = toSort(params.get('sort'));
  // The same list for the same URL value: the page's memoised query keys on it.
  const tagsParam = params.get('tags') ?? '';
  const tags = useMemo(() => toTags(tagsParam), [tagsParam]);
  const areaValue = params.get('area');
  const area = useMemo(() => toArea(areaValue), [areaValue]);
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list';

  // The search text is the field's own: were the field fed from the URL, a navigation still
  // rendering an older URL would put older text back under the diner's fingers (lost letters).
  // The URL follows once the text stands still; it feeds the field only when it changes from
  // outside (Back/Forward, a link, Clear Filters).
  const [q, setText] = useState(urlQ);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<string | null>(null);
  /** The q values this page wrote: their renders are echoes, not outside changes. */
  const written = useRef(new Set<string>());
  /** The current history entry is this typing run's own: later writes replace it. */
  const typing = useRef(false);
  const latestUrlQ = useRef(urlQ);
  latestUrlQ.current = urlQ;

  const endRun = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    written.current.clear();
    typing.current = false;
  }, []);

  const writeQ = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      pending.current = null;
      if (!typing.current && value === latestUrlQ.current) return;
      // A run's first write is one history entry (Back returns to before the search); the rest replace it.
      const replace = typing.current;
      typing.current = true;
      written.current.add(value);
      change((next) => (value ? next.set('q', value) : next.delete('q')), { replace });
    },
    [change],
  );

  const setQ = useCallback(
    (value: string) => {
      setText(value);
      pending.current = value;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => writeQ(value), SEARCH_URL_DELAY_MS);
    },
    [writeQ],
  );

  /** Puts typed text in the URL now (Enter), rather than after the pause. */
  const flushQ = useCallback(() => {
    if (pending.current !== null) writeQ(pending.current);
  }, [writeQ]);

  useLayoutEffect(() => {
    if (written.current.has(urlQ)) return;
    endRun();
    setText(urlQ);
  }, [urlQ, endRun]);

  useEffect(() => {
    // Back/Forward to an entry with the same q: still no typed text may land on that entry.
    const handlePop = () => {
      endRun();
      setText(qOfUrl());
    };
    window.addEventListener('popstate', handlePop);
    return () => window.removeEventListener('popstate', handlePop);
  }, [endRun]);
  // A layout cleanup: it runs before the page leaves, so no write lands on the next page's URL.
  useLayoutEffect(() => () => clearTimeout(timer.current), []);

  /** Each change is a history entry (Back undoes it) unless `replace`. */
  const update = useCallback(
    (patch: FiltersPatch, replace = false) => {
      // Text typed just before a pick goes into the pick's entry.
      const text = patch.q ?? pending.current ?? undefined;
      endRun();
      if (text !== undefined) {
        setText(text);
        written.current.add(text);
      }
      change(
        (next) => {
          const put = (key: string, value: string | null | undefined) => {
            if (value === undefined) return;
            if (value) next.set(key, value);
            else next.delete(key);
          };
          const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? '1' : null);
          put('q', text);
          put('category', patch.category);
          put('price', patch.price === undefined ? undefined : patch.price && PRICE_LABELS[patch.price]);
          put('open', flag(patch.open));
          put('near', flag(patch.near));
          put('within', patch.within);
          // In the vocabulary's order: the same choice is the same URL, however it was picked.
          put('tags', patch.tags === undefined ? undefined : toTags((patch.tags ?? []).join(',')).join(','));
          // The default order is no parameter, so plain links stay plain.
          put('sort', patch.sort === undefined ? undefined : patch.sort === 'recommended' ? null : patch.sort);
          put('area', patch.area === undefined ? undefined : patch.area && areaParam(patch.area));
          put('view', patch.view === undefined ? undefined : patch.view === 'map' ? 'map' : null);
        },
        { replace },
      );
    },
    [change, endRun],
  );

  const clear = useCallback(() => {
    endRun();
    setText('');
    // Every filter goes; the view (list or map) stays what the diner chose.
    change((next) => [...next.keys()].filter((key) => key !== 'view').forEach((key) => next.delete(key)));
  }, [change, endRun]);
  const active = !!(q.trim() || category || price || open || near || within || tags.length || area || sort !== 'recommended');
  /** The filters behind the Filters button (the search box stays in sight), each tag one. Nearest comes with Near me. */
  const folded = [category, price, open, near, within, sort !== 'recommended' && !(sort === 'nearest' && near)].filter(Boolean).length + tags.length;

  return useMemo(
    () => ({ q, setQ, flushQ, category, price, open, near, within, sort, tags, area, view, update, clear, active, folded }),
    [q, setQ, flushQ, category, price, open, near, within, sort, tags, area, view, update, clear, active, folded],
  );
}

export type ListingFiltersState = ReturnType<typeof useListingFilters>;
