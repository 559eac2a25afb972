import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seedCatalog, useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { signInAs } from '@/testing/session';
import { clockPast } from '@/testing/wait';
import { useSyncStore } from '@/stores/sync-store';
import { useToastStore } from '@/stores/toast-store';
import { favoritesCollectionName } from '../data/favorites-collection';
import { resetFavoritesStore } from '../data/favorites-store';
import { addFavorite } from '../data/use-toggle-favorite';
import { FavoritesPage } from './favorites-page';

const UID = 'u-dana';

beforeEach(async () => {
  resetFavoritesStore();
  await useTestDatabase();
  signInAs('diner', { uid: UID, email: 'dana@forkful.test', displayName: 'Dana' });
  useSyncStore.setState({ synced: { catalog: true, [favoritesCollectionName(UID)]: true }, online: true, lastError: null });
  await seedCatalog([
    makeListing({ id: 'crumb', title: 'Golden Crumb', category: 'Bakery' }),
    makeListing({ id: 'luigi', title: 'Luigi Pizza', category: 'Restaurant' }),
    makeListing({ id: 'bean', title: 'Bean There', category: 'Coffee Shop' }),
  ]);
});

describe('FavoritesPage', () => {
  it('shows the empty state with a way to explore', async () => {
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /explore listings/i })).toHaveAttribute('href', '/listings');
  });

  it('shows skeletons, not the empty state, before the first sync of favourites', async () => {
    useSyncStore.setState({ synced: { catalog: true } });
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    expect(await screen.findByLabelText('Loading listings')).toBeInTheDocument();
    expect(screen.queryByText('No favorites yet')).not.toBeInTheDocument();
  });

  it('lists favourite places newest first with name, cuisine and a pressed heart', async () => {
    await addFavorite(UID, 'crumb');
    await clockPast();
    await addFavorite(UID, 'bean');
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    const grid = await screen.findByTestId('favorites-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('listing-card')).toHaveLength(2));
    const cards = within(grid).getAllByTestId('listing-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Bean There', 'Golden Crumb']);
    expect(within(cards[0]).getByTestId('card-category').textContent).toBe('Coffee Shop');
    expect(within(cards[0]).getByRole('button', { name: 'Add Bean There to favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('favorites-count').textContent).toBe('2 saved places');
    expect(screen.queryByText('Luigi Pizza')).not.toBeInTheDocument();
  });

  it('removes a favourite with its heart', async () => {
    await addFavorite(UID, 'crumb');
    await addFavorite(UID, 'luigi');
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Luigi Pizza to favorites' }));
    await waitFor(() => expect(screen.queryByText('Luigi Pizza')).not.toBeInTheDocument());
    expect(screen.getByText('Golden Crumb')).toBeInTheDocument();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Removed from Favorites', variant: 'default' });

    fireEvent.click(screen.getByRole('button', { name: 'Add Golden Crumb to favorites' }));
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
  });

  it('shows a favourite that left the directory as "No longer listed", removable', async () => {
    await addFavorite(UID, 'crumb');
    await addFavorite(UID, 'gone-1');
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    const gone = await screen.findByTestId('favorite-gone');
    expect(within(gone).getByText('No longer listed')).toBeInTheDocument();
    fireEvent.click(within(gone).getByRole('button', { name: /remove this unlisted place/i }));
    await waitFor(() => expect(screen.queryByTestId('favorite-gone')).not.toBeInTheDocument());
    expect(screen.getByText('Golden Crumb')).toBeInTheDocument();
  });

  it('does not call a listing gone before the catalogue has synced', async () => {
    useSyncStore.setState({ synced: { [favoritesCollectionName(UID)]: true } });
    await addFavorite(UID, 'not-synced-yet');
    renderWithProviders(<FavoritesPage />, { route: '/favorites' });
    expect(await screen.findByLabelText('Loading listing')).toBeInTheDocument();
    expect(screen.queryByText('No longer listed')).not.toBeInTheDocument();
  });
});
