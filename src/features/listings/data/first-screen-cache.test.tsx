import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { holdDatabase, seedCatalog, useTestDatabase } from '@/testing/db';
import { makeListing } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { settleRealTimers } from '@/testing/wait';
import { resetDatabase } from '@/lib/db/database';
import { forgetPrefetchedSnapshots, prefetchSnapshots, peekSnapshot, writeSnapshot } from '@/lib/db/snapshots';
import { useSyncStore } from '@/stores/sync-store';
import { ListingsPage } from '../pages/listings-page';
import { resetCatalogStore } from './use-catalog';
import { useFeatured } from './use-featured';
import { CATALOG } from './catalog-collection';
import type { CatalogListing } from './catalog-schema';
import {
  FIRST_PAGE,
  FIRST_SCREEN_KEY,
  SAVE_DEBOUNCE_MS,
  fromCachedCard,
  saveFirstScreen,
  stopWatchingFirstScreen,
  toCachedCard,
  useFirstScreen,
  watchFirstScreen,
} from './first-screen-cache';

const ranked = (count: number) => Array.from({ length: count }, (_, i) => makeListing({ title: `Top ${i + 1}`, rating: 5 - i * 0.01 }));

/** A new start of the app: memory forgotten, IndexedDB kept, the snapshot read as main.tsx does. */
async function restart() {
  stopWatchingFirstScreen();
  resetCatalogStore();
  forgetPrefetchedSnapshots();
  await prefetchSnapshots();
}

let openDatabase: (() => void) | null = null;

beforeEach(async () => {
  stopWatchingFirstScreen();
  resetCatalogStore();
  await useTestDatabase();
  forgetPrefetchedSnapshots();
  useSyncStore.setState({ synced: { catalog: true }, online: false, lastError: null });
});

afterEach(async () => {
  // A held database must open before the next test can reset it.
  openDatabase?.();
  openDatabase = null;
  stopWatchingFirstScreen();
  await resetDatabase();
});

describe('the first-screen snapshot', () => {
  it('keeps only what a card renders, in a key that names its format and schema', async () => {
    const [listing] = ranked(1);
    const openingHours = { tue: { open: '11:00', close: '02:00' } };
    const card = toCachedCard({
      ...listing,
      priceRange: '$$$',
      openingHours,
      timeZone: 'America/Los_Angeles',
      website: 'https://x.example',
      specialOffers: ['2 for 1'],
    });
    expect(Object.keys(card).sort()).toEqual([
      'address',
      'category',
      'city',
      'description',
      'id',
      'image',
      'openingHours',
      'priceRange',
      'rating',
      'timeZone',
      'title',
    ]);
    // What a card needs to say "Open · closes 2 AM" comes back from the snapshot.
    expect(fromCachedCard(card)).toMatchObject({ openingHours, timeZone: 'America/Los_Angeles' });
    expect(FIRST_SCREEN_KEY).toMatch(/^first-screen:v\d+:s\d+:[0-9a-z]+$/);
  });

  it('is read back after a restart, in order, with the total', async () => {
    const listings = ranked(30);
    await saveFirstScreen(listings, 1234);
    await restart();
    const { result } = renderHook(() => useFirstScreen());
    expect(result.current?.total).toBe(1234);
    expect(result.current?.listings.map((l) => l.title)).toEqual(listings.slice(0, FIRST_PAGE).map((l) => l.title));
    expect(result.current?.listings[0]).toMatchObject({ id: listings[0].id, images: listings[0].images, city: 'Portland' });
  });

  it('never reads an earlier build’s snapshot, and drops it on the next save', async () => {
    await writeSnapshot(CATALOG, 'first-screen:v0:s0:old', { cards: [toCachedCard(ranked(1)[0])], total: 1 });
    await restart();
    const { result } = renderHook(() => useFirstScreen());
    expect(result.current).toBeNull();
    await saveFirstScreen(ranked(2), 2);
    await restart();
    expect(peekSnapshot(CATALOG, 'first-screen:v0:s0:old')).toBeUndefined();
    expect(peekSnapshot(CATALOG, FIRST_SCREEN_KEY)).toBeDefined();
  });

  it('is not written for an empty catalogue', async () => {
    await saveFirstScreen([], 0);
    await restart();
    expect(peekSnapshot(CATALOG, FIRST_SCREEN_KEY)).toBeUndefined();
  });

  it('follows the local catalogue: first page by rank and count, written after a quiet time', async () => {
    const listings = ranked(26);
    await seedCatalog(listings.slice(1));
    await watchFirstScreen();
    await waitFor(() => expect((peekSnapshot(CATALOG, FIRST_SCREEN_KEY) as { total: number } | undefined)?.total).toBe(25), { timeout: 3000 });
    await seedCatalog([listings[0]]);
    await waitFor(() => expect((peekSnapshot(CATALOG, FIRST_SCREEN_KEY) as { total: number }).total).toBe(26), { timeout: 3000 });
    await restart();
    const stored = peekSnapshot(CATALOG, FIRST_SCREEN_KEY) as { cards: CatalogListing[]; total: number };
    expect(stored.cards.map((c) => c.title)).toEqual(listings.slice(0, FIRST_PAGE).map((l) => l.title));
    expect(SAVE_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('is dropped with the local database', async () => {
    await saveFirstScreen(ranked(3), 3);
    await resetDatabase();
    await restart();
    expect(peekSnapshot(CATALOG, FIRST_SCREEN_KEY)).toBeUndefined();
  });
});

describe('screens before the database opens', () => {
  it('/listings paints the snapshot, then the database’s own data replaces it', async () => {
    const listings = ranked(3);
    await saveFirstScreen(listings, 3);
    await restart();
    openDatabase = holdDatabase();
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    // The results are a stage of the first screen (src/components/later.tsx), while the database is still closed.
    expect(await screen.findByText('3 places found')).toBeInTheDocument();
    expect(screen.getAllByTestId('listing-card').map((c) => c.querySelector('a')?.textContent)).toEqual(['Top 1', 'Top 2', 'Top 3']);
    // The database wins once it opens, whatever changed since the snapshot.
    await act(async () => openDatabase?.());
    await seedCatalog([{ ...listings[0], title: 'Renamed since' }, listings[1]]);
    expect(await screen.findByText('2 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Renamed since')).toBeInTheDocument();
    expect(screen.queryByText('Top 1')).not.toBeInTheDocument();
  });

  it('stays while the local catalogue is empty and waiting for its first sync (a first visit), not after it', async () => {
    useSyncStore.setState({ synced: {}, online: true, lastError: null });
    await saveFirstScreen(ranked(3), 3);
    await restart();
    openDatabase = holdDatabase();
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(screen.getAllByTestId('listing-card')).toHaveLength(3);
    await act(async () => openDatabase?.());
    // The database answered (empty): give its answer time to land, the snapshot stays.
    await act(() => settleRealTimers(300));
    expect(screen.getAllByTestId('listing-card')).toHaveLength(3);
    expect(screen.getByTestId('results-count').dataset.source).toBe('snapshot');
    // The sync finished and found nothing: the catalogue is empty after all.
    act(() => useSyncStore.setState({ synced: { catalog: true } }));
    expect(await screen.findByText('No places found matching your criteria.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryAllByTestId('listing-card')).toHaveLength(0);
  });

  it('a filtered or searched /listings never shows the snapshot', async () => {
    await saveFirstScreen(ranked(3), 3);
    await restart();
    openDatabase = holdDatabase();
    for (const route of ['/listings?category=Cafe', '/listings?q=top', '/listings?price=Pricey']) {
      const { unmount } = renderWithProviders(<ListingsPage />, { route });
      expect(screen.queryAllByTestId('listing-card')).toHaveLength(0);
      expect(screen.getByLabelText('Loading listings')).toBeInTheDocument();
      unmount();
    }
  });

  it('home’s featured cards are the snapshot’s first six until the database answers', async () => {
    await saveFirstScreen(ranked(10), 10);
    await restart();
    openDatabase = holdDatabase();
    const { result } = renderHook(() => useFeatured());
    expect(result.current.loading).toBe(false);
    expect(result.current.listings.map((l) => l.title)).toEqual(['Top 1', 'Top 2', 'Top 3', 'Top 4', 'Top 5', 'Top 6']);
  });
});
