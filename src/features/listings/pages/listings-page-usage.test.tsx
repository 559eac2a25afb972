// The listings page's anonymous usage counts: searches that found nothing, and the Near me /
// Open now origin a card hands to the detail page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { seedCatalog, useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { settleRealTimers } from '@/testing/wait';
import { useSyncStore } from '@/stores/sync-store';
import { useNearMeStore } from '@/stores/near-me-store';
import { viewOriginOf } from '@/lib/usage';

const usage = vi.hoisted(() => ({ recordSearchMiss: vi.fn(), recordListingEvent: vi.fn() }));
vi.mock('@/lib/usage', async (importOriginal) => ({ ...(await importOriginal<object>()), ...usage }));

const { resetCatalogStore } = await import('../data/use-catalog');
const { ListingsPage, SEARCH_MISS_SETTLE_MS } = await import('./listings-page');

const HERE = { lat: 45.52, lng: -122.68 };

beforeEach(async () => {
  resetCatalogStore();
  usage.recordSearchMiss.mockClear();
  useNearMeStore.setState({ position: null });
  await useTestDatabase();
  useSyncStore.setState({ synced: { catalog: true }, online: true, lastError: null });
  await seedCatalog([
    makeListing({ title: 'Golden Crumb', category: 'Bakery', priceRange: '$', location: HERE }),
    makeListing({ title: 'Luigi Pizza', category: 'Restaurant', priceRange: '$$$', location: HERE }),
  ]);
});

function Probe() {
  const origin = viewOriginOf(useLocation().state);
  return <p data-testid="origin">{JSON.stringify(origin)}</p>;
}

const renderPage = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/listings" element={<ListingsPage />} />
      <Route path="/listing/:id" element={<Probe />} />
    </Routes>,
    { route },
  );

describe('ListingsPage usage counts', () => {
  it('counts a search the directory has nothing for once its text stood still', async () => {
    renderPage('/listings?q=Sushí');
    expect(await screen.findByText('0 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(usage.recordSearchMiss).not.toHaveBeenCalled();
    await waitFor(() => expect(usage.recordSearchMiss).toHaveBeenCalledWith('Sushí'), { timeout: SEARCH_MISS_SETTLE_MS + 2000 });
    expect(usage.recordSearchMiss).toHaveBeenCalledTimes(1);
  });

  it('does not count a search that only the other filters emptied', async () => {
    renderPage('/listings?q=pizza&price=Inexpensive');
    expect(await screen.findByText('0 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    // The settle timer started with the page (and RxDB) on real timers: wait it out, nothing is counted.
    await settleRealTimers(SEARCH_MISS_SETTLE_MS + 300);
    expect(usage.recordSearchMiss).not.toHaveBeenCalled();
  });

  it('hands the Near me origin to the detail page in the link state, not the URL', async () => {
    useNearMeStore.setState({ position: { ...HERE, at: Date.now() } });
    renderPage('/listings?near=1');
    expect(await screen.findByText('2 places found', undefined, { timeout: 5000 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Golden Crumb' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/listing\/[^?]+$/));
    fireEvent.click(link);
    await waitFor(() => expect(JSON.parse(screen.getByTestId('origin').textContent!)).toEqual({ nearMe: true, openNow: false }));
  });

  it('hands no origin from unfiltered results', async () => {
    renderPage('/listings');
    fireEvent.click(await screen.findByRole('link', { name: 'Golden Crumb' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('origin').textContent).toBe('null'));
  });
});
