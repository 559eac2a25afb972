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
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    // The heart flips at the tap, while the write is still running.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(useToastStore.getState().current).toMatchObject({ title: 'Added to Favorites!', variant: 'success' });
    // The name begins with the visible word and keeps it: aria-pressed says it is saved.
    expect(button.textContent).toBe('Save');
    expect(button.getAttribute('aria-label')).toBe('Save Golden Crumb');
    expect(await (await getFavoritesCollection('u-1')).findOne('l-1').exec()).not.toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Removed from Favorites', variant: 'default' }));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(await (await getFavoritesCollection('u-1')).findOne('l-1').exec()).toBeNull();
  });
});
