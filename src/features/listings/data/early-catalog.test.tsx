import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { holdDatabase, useTestDatabase } from '@/testing/db';
import { makeListing } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { settleRealTimers } from '@/testing/wait';
import { resetDatabase } from '@/lib/db/database';
import { forgetPrefetchedSnapshots, prefetchSnapshots } from '@/lib/db/snapshots';
import { useSyncStore } from '@/stores/sync-store';
import { ListingsPage } from '../pages/listings-page';
import { resetCatalogStore } from './use-catalog';
import { useFeatured } from './use-featured';
import { useListing } from './use-listing';
import { getCatalogCollection } from './catalog-collection';
import { loadCatalogSnapshot } from './catalog-snapshot';
import { FIRST_PAGE, firstScreenOf, stopWatchingFirstScreen, useFirstScreen, watchFirstScreen } from './first-screen-cache';
import { resetEarlyCatalog, startEarlyCatalog, type EarlyOptions } from './early-catalog';

const NOW = Date.UTC(2026, 10, 23, 12);
const checkpoint = { id: 'z', serverTimestamp: '2026-11-23T11:55:00.123Z' };
/** 30 listings as the snapshot has them (Firestore's shape: no rank), shuffled, ratings 4.99 … 4.70. */
const docs = Array.from({ length: 30 }, (_unused, i) => {
  const { rank: _, ...doc } = makeListing({ id: `s-${String(i).padStart(2, '0')}`, title: `Snap ${i}`, rating: 4.99 - i * 0.01 });
  return doc as Record<string, unknown>;
}).reverse();
const body = (over: Record<string, unknown> = {}) => ({ version: 1, builtAt: NOW - 60_000, count: docs.length, checkpoint, docs, ...over });
const respond = (json: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(json), { status: 200 }));

const start = (fetchImpl: typeof fetch, over: EarlyOptions = {}) =>
  startEarlyCatalog({ url: '/catalog-snapshot', fetchImpl, now: () => NOW, firstVisit: async () => true, ...over });

let openDatabase: (() => void) | null = null;

beforeEach(async () => {
  stopWatchingFirstScreen();
  resetCatalogStore();
  resetEarlyCatalog();
  await useTestDatabase();
  forgetPrefetchedSnapshots();
  // A first visit: online, never synced.
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

afterEach(async () => {
  openDatabase?.();
  openDatabase = null;
  stopWatchingFirstScreen();
  await resetDatabase();
});

describe('firstScreenOf', () => {
  it('is the first page in the rank index’s order (rating, then id) with the count, tombstones left out', () => {
    const tied = [
      { id: 'b', title: 'B', rating: 4.5 },
      { id: 'a', title: 'A', rating: 4.5 },
      { id: 'c', title: 'C', rating: 4.9, _deleted: true },
      { id: 'd', title: 'D', rating: 3 },
    ];
    const { firstPage, total } = firstScreenOf(tied);
    expect(firstPage.map((l) => l.id)).toEqual(['a', 'b', 'd']);
    expect(total).toBe(3);
    expect(firstPage[0]).toMatchObject({ rank: -4.5, category: 'Restaurant', images: [] });
    expect('_deleted' in firstPage[0]).toBe(false);
    expect(firstScreenOf(docs).firstPage.map((l) => l.title)).toEqual(Array.from({ length: FIRST_PAGE }, (_, i) => `Snap ${i}`));
  });
});

describe('startEarlyCatalog', () => {
  it('publishes the snapshot’s first screen at once and keeps it for a reload', async () => {
    const { result } = renderHook(() => useFirstScreen());
    expect(result.current).toBeNull();
    await act(() => start(respond(body())));
    await waitFor(() => expect(result.current?.total).toBe(30));
    expect(result.current?.listings.map((l) => l.title)).toEqual(Array.from({ length: FIRST_PAGE }, (_, i) => `Snap ${i}`));
    // A reload before the database has it: read back from IndexedDB.
    stopWatchingFirstScreen();
    forgetPrefetchedSnapshots();
    resetEarlyCatalog();
    const { result: reloaded } = renderHook(() => useFirstScreen());
    await act(() => prefetchSnapshots().then(() => undefined));
    expect(reloaded.current?.listings).toHaveLength(FIRST_PAGE);
  });

  it('runs once, only on a first visit, and not for a stale snapshot', async () => {
    const fetchImpl = respond(body());
    await Promise.all([start(fetchImpl), start(fetchImpl)]);
    expect(fetchImpl).toHaveBeenCalledOnce();

    resetEarlyCatalog();
    const repeat = respond(body());
    await start(repeat, { firstVisit: async () => false });
    expect(repeat).not.toHaveBeenCalled();

    resetEarlyCatalog();
    forgetPrefetchedSnapshots();
    await useTestDatabase();
    await start(respond(body({ builtAt: NOW - 2 * 24 * 60 * 60 * 1000 })));
    const { result } = renderHook(() => useFirstScreen());
    await act(() => prefetchSnapshots().then(() => undefined));
    expect(result.current).toBeNull();
  });

  it('hands its download to the replication’s loader instead of a second one', async () => {
    const fetchImpl = respond(body());
    await start(fetchImpl);
    const outcome = await loadCatalogSnapshot(await getCatalogCollection(), { now: () => NOW, online: () => true });
    expect(outcome).toMatchObject({ status: 'downloaded', docs: 30 });
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('does not overwrite a first screen the database already wrote', async () => {
    await (await getCatalogCollection()).bulkInsert([makeListing({ title: 'From the database', rating: 5 })]);
    await watchFirstScreen();
    await waitFor(async () => expect((await prefetchSnapshots()).size).toBe(1), { timeout: 3000 });
    const { result } = renderHook(() => useFirstScreen());
    await act(() => start(respond(body())));
    expect(result.current?.listings.map((l) => l.title)).toEqual(['From the database']);
  });
});

describe('screens of a first visit, before the database has the catalogue', () => {
  it('/listings paints the snapshot’s cards while RxDB is still closed, and after it opened empty', async () => {
    openDatabase = holdDatabase();
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByLabelText('Loading listings')).toBeInTheDocument();
    await act(() => start(respond(body())));
    expect(await screen.findByText('30 places found')).toBeInTheDocument();
    expect(screen.getByTestId('results-count').dataset.source).toBe('snapshot');
    expect(screen.getAllByTestId('listing-card')[0].textContent).toContain('Snap 0');
    await act(async () => openDatabase?.());
    await act(() => settleRealTimers(300)); // the database opens empty: nothing signals its answer landed
    expect(screen.getByText('30 places found')).toBeInTheDocument();
  });

  it('a searched /listings still waits for the database', async () => {
    openDatabase = holdDatabase();
    renderWithProviders(<ListingsPage />, { route: '/listings?q=snap' });
    await act(() => start(respond(body())));
    expect(screen.queryAllByTestId('listing-card')).toHaveLength(0);
    expect(screen.getByLabelText('Loading listings')).toBeInTheDocument();
  });

  it('home shows the snapshot’s top six', async () => {
    const { result } = renderHook(() => useFeatured());
    await act(() => start(respond(body())));
    await waitFor(() => expect(result.current.listings.map((l) => l.title)).toEqual(['Snap 0', 'Snap 1', 'Snap 2', 'Snap 3', 'Snap 4', 'Snap 5']));
    expect(result.current.loading).toBe(false);
  });

  it('a listing renders from the snapshot; "not found" waits for the synced database', async () => {
    const { result } = renderHook(({ id }) => useListing(id), { initialProps: { id: 's-07' } });
    await act(() => start(respond(body())));
    await waitFor(() => expect(result.current.listing?.title).toBe('Snap 7'));
    expect(result.current).toMatchObject({ loading: false, notFound: false, error: null });

    const { result: missing } = renderHook(() => useListing('nowhere'));
    await act(() => settleRealTimers(300)); // the unsynced database answers nothing: give it time, it still waits
    expect(missing.current).toMatchObject({ listing: null, loading: true, notFound: false });
    act(() => useSyncStore.setState({ synced: { catalog: true } }));
    await waitFor(() => expect(missing.current.notFound).toBe(true));
  });

  it('a page the server drew does not listen: the snapshot arriving re-renders nothing', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFirstScreen(false);
    });
    const { result: listening } = renderHook(() => useFirstScreen());
    await act(() => start(respond(body())));
    await waitFor(() => expect(listening.current?.listings.length).toBe(FIRST_PAGE));
    expect(result.current).toBeNull();
    expect(renders).toBe(1);
  });
});
