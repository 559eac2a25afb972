import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { ListingCard } from './listing-card';
import { ListingGrid } from './listing-grid';
import { EAGER_CARDS } from './card-priority';

describe('ListingGrid', () => {
  it('loads the first row of photos at once (the first with high priority) and the rest lazily', () => {
    const listings = Array.from({ length: EAGER_CARDS + 2 }, () => makeListing());
    renderWithProviders(
      <ListingGrid>
        {listings.map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>,
    );
    const photos = screen.getAllByTestId('listing-card').map((card) => card.querySelector('img')!);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual([...Array(EAGER_CARDS).fill('eager'), 'lazy', 'lazy']);
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array(EAGER_CARDS + 1).fill(null)]);
  });

  it('leaves high priority to the page above it when it is not the lead grid', () => {
    renderWithProviders(
      <ListingGrid lead={false}>
        {Array.from({ length: EAGER_CARDS + 1 }, () => makeListing()).map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>,
    );
    const photos = screen.getAllByTestId('listing-card').map((card) => card.querySelector('img')!);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual([...Array(EAGER_CARDS).fill('eager'), 'lazy']);
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual(Array(EAGER_CARDS + 1).fill(null));
  });

  it('titles the cards with h2 (a listings page goes from its h1 straight to the cards)', () => {
    renderWithProviders(
      <ListingGrid>
        <ListingCard listing={makeListing({ title: 'Fry Guys' })} />
      </ListingGrid>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Fry Guys');
  });
});
