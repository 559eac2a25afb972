import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { useToastStore } from '@/stores/toast-store';
import { getFavoritesCollection } from '../data/favorites-collection';
import { resetFavoritesStore } from '../data/favorites-store';
import { FavoriteButton } from './favorite-button';

beforeEach(async () => {
  resetFavoritesStore();
  await useTestDatabase();
  signOut();
});

describe('FavoriteButton', () => {
  it('asks a guest to log in', () => {
    renderWithProviders(<FavoriteButton listingId="l-1" title="Golden Crumb" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Golden Crumb to favorites' }));
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Please log in',
      description: 'You need to be logged in to add favorites.',
      action: { label: 'Login', to: '/login' },
    });
  });

  it('toggles for a signed-in user, with aria-pressed and toasts', async () => {
    signInAs('diner', { uid: 'u-1' });
    renderWithProviders(<FavoriteButton listingId="l-1" title="Golden Crumb" appearance="inline" />);
    const button = screen.getByRole('button', { name: 'Save Golden Crumb' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    // The heart flips at the tap, while the write is still running.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(useToastStore.getState().current).toMatchObject({ title: 'Added to Favorites!', variant: 'success' });
    // The name begins with the visible word and keeps it: aria-pressed says it is saved.
    expect(button.textContent).toBe('Save');
    expect(button).toHaveAttribute('aria-label', 'Save Golden Crumb');
    expect(await (await getFavoritesCollection('u-1')).findOne('l-1').exec()).not.toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Removed from Favorites', variant: 'default' }));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await (await getFavoritesCollection('u-1')).findOne('l-1').exec()).toBeNull();
  });
});
