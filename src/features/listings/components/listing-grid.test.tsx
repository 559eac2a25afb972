import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { ListingCard } from './listing-card';
import { ListingGrid } from './listing-grid';
import { EAGER_CARDS } from './card-priority';

describe('ListingGrid', () => {
  it('loads the first row of photos at once (the first with high priority) and the rest lazily', async () => {
    const listings = Array.from({ length: EAGER_CARDS + 2 }, () => makeListing());
    renderWithProviders(
      <ListingGrid>
        {listings.map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>,
    );
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(EAGER_CARDS + 2));
    const photos = screen.getAllByTestId('listing-card').map((card) => card.querySelector('img')!);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual([...Array(EAGER_CARDS).fill('eager'), 'lazy', 'lazy']);
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array(EAGER_CARDS + 1).fill(null)]);
  });

  it('leaves high priority to the page above it when it is not the lead grid', async () => {
    renderWithProviders(
      <ListingGrid lead={false}>
        {Array.from({ length: EAGER_CARDS + 1 }, () => makeListing()).map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>,
    );
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(EAGER_CARDS + 1));
    const photos = screen.getAllByTestId('listing-card').map((card) => card.querySelector('img')!);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual([...Array(EAGER_CARDS).fill('eager'), 'lazy']);
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual(Array(EAGER_CARDS + 1).fill(null));
  });

  it('commits a first viewport of cards, then the rest in order; a new list in its new order', async () => {
    const listings = Array.from({ length: 9 }, (_, i) => makeListing({ title: `Place ${i}` }));
    const grid = (items: typeof listings) => (
      <ListingGrid>
        {items.map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ListingGrid>
    );
    const { rerender, container } = renderWithProviders(grid(listings));
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(titles()).toEqual(listings.map((l) => l.title)));
    expect(container.querySelectorAll('article')).toHaveLength(9);
    const more = [...listings, makeListing({ title: 'Place 9' })].reverse();
    rerender(grid(more));
    await waitFor(() => expect(titles()).toEqual(more.map((l) => l.title)));
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
