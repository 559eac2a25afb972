import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { seedCatalog, useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { useSyncStore } from '@/stores/sync-store';
import { resetCatalogStore } from '../data/use-catalog';
import { ListingsPage } from './listings-page';

beforeEach(async () => {
  resetCatalogStore();
  await useTestDatabase();
  useSyncStore.setState({ synced: { catalog: true }, online: true, lastError: null });
  await seedCatalog([
    makeListing({ title: 'Golden Crumb', category: 'Bakery', description: 'Sourdough loaves', priceRange: '$' }),
    makeListing({ title: 'Luigi Pizza', category: 'Restaurant', description: 'Neapolitan pies', priceRange: '$$$' }),
    makeListing({ title: 'Bean There', category: 'Coffee Shop', description: 'Espresso bar' }),
  ]);
});

describe('ListingsPage', () => {
  it('shows every place and the count', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByText('3 places found', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('prefills search and cuisine from q and the plural category alias', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?category=Coffee%20Shops' });
    expect(await screen.findByText('1 place found', undefined, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Cuisine' }) as HTMLSelectElement).value).toBe('Coffee Shop');
    expect(screen.getByText('Bean There')).toBeTruthy();
  });

  it('filters by price label from the URL', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?price=Pricey' });
    expect(await screen.findByText('1 place found', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Luigi Pizza')).toBeTruthy();
  });

  it('shows the empty state string when nothing matches', async () => {
    renderWithProviders(<ListingsPage />, { route: '/listings?q=sushi' });
    expect(await screen.findByText('No places found matching your criteria.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('0 places found')).toBeTruthy();
  });

  it('paints the first viewport’s cards first, then the whole first page', async () => {
    await seedCatalog(Array.from({ length: 30 }, (_, i) => makeListing({ title: `Extra ${i}` })));
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByText('33 places found', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(24));
    expect(screen.getByRole('button', { name: 'Show more (9 left)' })).toBeTruthy();
  });

  it('shows skeletons, not an empty state, before the first sync', async () => {
    resetCatalogStore();
    await useTestDatabase();
    useSyncStore.setState({ synced: {}, online: true });
    renderWithProviders(<ListingsPage />, { route: '/listings' });
    expect(await screen.findByLabelText('Loading listings')).toBeTruthy();
    expect(screen.queryByText('No places found matching your criteria.')).toBeNull();
  });
});
