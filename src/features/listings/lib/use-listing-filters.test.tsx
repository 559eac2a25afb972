import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_URL_DELAY_MS, useListingFilters } from './use-listing-filters';

function setup(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filters: useListingFilters(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('useListingFilters', () => {
  it('reads every filter and the sort from the URL', () => {
    const { result } = setup('/listings?q=pizza&category=Cafes&price=Pricey&open=1&near=1&within=5mi&sort=reviews');
    const f = result.current.filters;
    expect([f.q, f.category, f.price, f.open, f.near, f.within, f.sort, f.active]).toEqual(['pizza', 'Cafe', '$$$', true, true, '5mi', 'reviews', true]);
  });

  it('treats missing or unknown values as the defaults', () => {
    const { result } = setup('/listings?open=yes&within=3km&sort=random');
    const f = result.current.filters;
    expect([f.open, f.near, f.within, f.sort, f.active]).toEqual([false, false, undefined, 'recommended', false]);
  });

  it('writes changes back so the URL reads the same state (round trip)', () => {
    const { result } = setup('/listings');
    act(() => result.current.filters.update({ category: 'Bakery', price: '$$', open: true, near: true, within: '1km', sort: 'nearest' }));
    const { search } = result.current.location;
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ category: 'Bakery', price: 'Moderate', open: '1', near: '1', within: '1km', sort: 'nearest' });
    const again = setup(`/listings${search}`).result.current.filters;
    expect([again.category, again.price, again.open, again.near, again.within, again.sort]).toEqual(['Bakery', '$$', true, true, '1km', 'nearest']);
    // The defaults leave no parameter behind.
    act(() => result.current.filters.update({ open: false, near: false, within: null, sort: 'recommended' }));
    expect(result.current.location.search).toBe('?category=Bakery&price=Moderate');
  });

  it('keeps the view and the map area in the URL; Clear Filters drops the area but not the view', () => {
    const { result } = setup('/listings?view=map&area=-122.7,45.5,-122.6,45.6&q=pho');
    expect([result.current.filters.view, result.current.filters.area, result.current.filters.active]).toEqual(['map', [-122.7, 45.5, -122.6, 45.6], true]);
    act(() => result.current.filters.update({ area: [-87.7, 41.8, -87.6, 41.9] }));
    expect(new URLSearchParams(result.current.location.search).get('area')).toBe('-87.7,41.8,-87.6,41.9');
    act(() => result.current.filters.clear());
    expect(result.current.location.search).toBe('?view=map');
    expect([result.current.filters.area, result.current.filters.active]).toEqual([null, false]);
    act(() => result.current.filters.update({ view: 'list' }));
    expect(result.current.location.search).toBe('');
  });

  it('ignores a malformed area rather than hiding every place', () => {
    const { result } = setup('/listings?area=1,2,3&view=globe');
    expect([result.current.filters.area, result.current.filters.view, result.current.filters.active]).toEqual([null, 'list', false]);
  });

  it('pushes a history entry per filter change (Back restores), but replaces while typing', () => {
    const { result } = setup('/listings');
    act(() => result.current.filters.update({ sort: 'rating' }));
    act(() => result.current.filters.update({ open: true }));
    act(() => result.current.filters.update({ q: 'p' }, true));
    act(() => result.current.filters.update({ q: 'pi' }, true));
    expect(result.current.location.search).toBe('?sort=rating&open=1&q=pi');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?sort=rating');
    expect(result.current.filters.sort).toBe('rating');
    expect(result.current.filters.open).toBe(false);
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('keeps both of two changes made before the page re-renders (a quick second pick on a slow phone)', () => {
    const { result } = setup('/listings?near=1');
    const { update } = result.current.filters;
    act(() => {
      update({ category: 'Cafe' });
      update({ within: '5mi' });
    });
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ near: '1', category: 'Cafe', within: '5mi' });
    // Back still steps through them one at a time.
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?near=1&category=Cafe');
  });

  it('clears everything at once', () => {
    const { result } = setup('/listings?q=x&open=1&near=1&within=1km&sort=newest');
    act(() => result.current.filters.clear());
    expect(result.current.location.search).toBe('');
    expect(result.current.filters.active).toBe(false);
  });

  describe('typed search text', () => {
    afterEach(() => vi.useRealTimers());
    const type = (result: ReturnType<typeof setup>['result'], text: string) => {
      for (let i = 1; i <= text.length; i += 1) act(() => result.current.filters.setQ(text.slice(0, i)));
    };

    it('is the field’s at once; the URL follows once it stands still, as one history entry', () => {
      vi.useFakeTimers();
      const { result } = setup('/listings?sort=rating');
      type(result, 'cinnamon rolls');
      expect(result.current.filters.q).toBe('cinnamon rolls');
      expect(result.current.location.search).toBe('?sort=rating');
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
      expect(result.current.location.search).toBe('?sort=rating&q=cinnamon+rolls');
      // More typing in the same run replaces that entry: Back goes to before the search.
      type(result, 'cinnamon rolls to go');
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
      expect(result.current.location.search).toBe('?sort=rating&q=cinnamon+rolls+to+go');
      act(() => result.current.navigate(-1));
      expect(result.current.location.search).toBe('?sort=rating');
      expect(result.current.filters.q).toBe('');
    });

    it('keeps letters typed while its own older URL is still rendering', () => {
      vi.useFakeTimers();
      const { result } = setup('/listings');
      type(result, 'ci');
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
      type(result, 'cinn');
      expect(result.current.location.search).toBe('?q=ci');
      expect(result.current.filters.q).toBe('cinn');
    });

    it('takes the URL’s text when it changes from outside, and drops what was waiting', () => {
      vi.useFakeTimers();
      const { result } = setup('/listings?q=pizza');
      expect(result.current.filters.q).toBe('pizza');
      type(result, 'pizza oven');
      act(() => result.current.navigate('/listings?q=ramen'));
      expect(result.current.filters.q).toBe('ramen');
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS * 2));
      expect(result.current.location.search).toBe('?q=ramen');
      act(() => result.current.filters.clear());
      expect([result.current.filters.q, result.current.location.search]).toEqual(['', '']);
    });

    it('goes into the entry of a pick made before the pause', () => {
      vi.useFakeTimers();
      const { result } = setup('/listings');
      type(result, 'bagel');
      act(() => result.current.filters.update({ category: 'Bakery' }));
      expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ q: 'bagel', category: 'Bakery' });
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS * 2));
      act(() => result.current.navigate(-1));
      expect([result.current.location.search, result.current.filters.q]).toEqual(['', '']);
    });
  });
});

describe('useListingFilters: tags', () => {
  it('reads known tags from the URL in the vocabulary’s order; each counts as a filter', () => {
    const { result } = setup('/listings?tags=wifi,vegan-options,no-such-tag');
    const f = result.current.filters;
    expect(f.tags).toEqual(['vegan-options', 'wifi']);
    expect([f.active, f.folded]).toEqual([true, 2]);
  });

  it('writes the tags chosen to the URL, one history entry per change (Back restores), none when cleared', () => {
    const { result } = setup('/listings');
    act(() => result.current.filters.update({ tags: ['wifi'] }));
    act(() => result.current.filters.update({ tags: ['wifi', 'vegan-options'] }));
    expect(new URLSearchParams(result.current.location.search).get('tags')).toBe('vegan-options,wifi');
    act(() => result.current.navigate(-1));
    expect(result.current.filters.tags).toEqual(['wifi']);
    act(() => result.current.filters.update({ tags: [] }));
    expect(result.current.location.search).toBe('');
    expect(result.current.filters.active).toBe(false);
  });
});
