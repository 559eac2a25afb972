// A first visit on a device too full to store the catalogue: the downloaded snapshot stands in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { makeListing } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { resetDatabase } from '@/lib/db/database';
import { useStorageStore } from '@/stores/storage-store';
import { useSyncStore } from '@/stores/sync-store';
import { ListingsPage } from '../pages/listings-page';
import { resetCatalogStore, useCatalog } from './use-catalog';
import { useListing } from './use-listing';
import { stopWatchingFirstScreen } from './first-screen-cache';
import { resetEarlyCatalog, startEarlyCatalog } from './early-catalog';

const NOW = Date.UTC(2026, 10, 23, 12);
const docs = Array.from({ length: 30 }, (_unused, i) => {
  const { rank: _, ...doc } = makeListing({ id: `s-${String(i).padStart(2, '0')}`, title: `Snap ${i}`, rating: 4.99 - i * 0.01 });
  return doc as Record<string, unknown>;
}).reverse();
const body = { version: 1, builtAt: NOW - 60_000, count: docs.length, checkpoint: { id: 'z', serverTimestamp: '2026-11-23T11:55:00.123Z' }, docs };
const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));
const firstVisit = () => startEarlyCatalog({ url: '/catalog-snapshot', fetchImpl, now: () => NOW, firstVisit: async () => true });

beforeEach(async () => {
  stopWatchingFirstScreen();
  resetCatalogStore();
  resetEarlyCatalog();
  await useTestDatabase();
  // The first pull failed to write: never synced, the error recorded.
  useSyncStore.setState({ synced: {}, online: true, lastError: 'This device is out of storage space.' });
});

afterEach(async () => {
  useStorageStore.getState().setFull(false);
  stopWatchingFirstScreen();
  await resetDatabase();
});

describe('a first visit that could not store the catalogue', () => {
  it('browses and searches the downloaded snapshot while the device is full', async () => {
    await firstVisit();
    const { result } = renderHook(() => useCatalog());
    await waitFor(() => expect(result.current.error).toBe('This device is out of storage space.'));
    act(() => useStorageStore.getState().setFull(true));
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(result.current.listings.map((l) => l.title).slice(0, 2)).toEqual(['Snap 0', 'Snap 1']);

    renderWithProviders(<ListingsPage />, { route: '/listings?q=snap%2029' });
    const found = (await screen.findAllByTestId('listing-card')).map((c) => c.textContent ?? '');
    expect(found.some((text) => text.includes('Snap 29'))).toBe(true);
    expect(found.length).toBeLessThan(docs.length);
  });

  it('opens a listing from it, not "not found"', async () => {
    await firstVisit();
    useStorageStore.getState().setFull(true);
    const { result } = renderHook(() => useListing('s-05'));
    await waitFor(() => expect(result.current.listing?.title).toBe('Snap 5'));
    expect(result.current.notFound).toBe(false);
  });

  it('is not used while the device has room (the database is the catalogue)', async () => {
    await firstVisit();
    const { result } = renderHook(() => useCatalog());
    await waitFor(() => expect(result.current.error).toBe('This device is out of storage space.'));
    expect(result.current.listings).toEqual([]);
  });
});
