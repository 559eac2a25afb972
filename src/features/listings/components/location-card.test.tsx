import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { LocationCard } from './location-card';

describe('LocationCard', () => {
  it('shows the map preview, the address and Directions for a place with coordinates', () => {
    const onTap = vi.fn();
    const listing = makeListing({ address: '12 Alder St', city: 'Portland', location: { lat: 45.52, lng: -122.68 } });
    renderWithProviders(<LocationCard listing={listing} onTap={onTap} />);
    const card = screen.getByRole('region', { name: 'Location' });
    expect(within(card).getByTestId('listing-map')).toBeInTheDocument();
    expect(within(card).getByText('12 Alder St, Portland')).toBeInTheDocument();
    const directions = within(card).getByRole('link', { name: 'Get directions' });
    directions.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(directions);
    expect(onTap).toHaveBeenCalledWith('directions');
    // The preview opens a larger map, in a dialog named for the place.
    fireEvent.click(within(card).getByRole('button', { name: 'Open a larger map' }));
    expect(screen.getByRole('dialog', { name: listing.title })).toBeInTheDocument();
  });

  it('says so instead of showing an empty map when the place has no coordinates', () => {
    for (const location of [null, { lat: 0, lng: 0 }, { lat: Number.NaN, lng: 4 }]) {
      const { unmount } = renderWithProviders(<LocationCard listing={makeListing({ address: '12 Alder St', city: 'Portland', location })} />);
      expect(screen.queryByTestId('listing-map')).not.toBeInTheDocument();
      expect(screen.getByTestId('listing-no-map').textContent).toBe(' This place hasn’t set its position on the map yet.');
      expect(screen.queryByRole('link', { name: 'Get directions' })).not.toBeInTheDocument();
      expect(screen.getByText('12 Alder St, Portland')).toBeInTheDocument();
      unmount();
    }
  });
});
