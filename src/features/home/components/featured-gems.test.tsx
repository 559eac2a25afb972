import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { seedCatalog, useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { useSyncStore } from '@/stores/sync-store';
import { FeaturedGems } from './featured-gems';

beforeEach(async () => {
  await useTestDatabase();
  useSyncStore.setState({ synced: { catalog: true }, online: true, lastError: null });
});

describe('FeaturedGems', () => {
  it('shows the empty message once the catalogue is known to be empty', async () => {
    renderWithProviders(<FeaturedGems />);
    expect(await screen.findByText('No listings found. Be the first to add one!')).toBeInTheDocument();
  });

  it('shows the six highest rated', async () => {
    await seedCatalog([1, 2, 3, 4, 5, 4.5, 4.8, 3.3].map((rating) => makeListing({ rating, title: `R${rating}` })));
    renderWithProviders(<FeaturedGems />);
    // The grid adds its cards a few per task after the first ones.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((t) => t.textContent)).toEqual(['R5', 'R4.8', 'R4.5', 'R4', 'R3.3', 'R3']),
    );
  });
});
