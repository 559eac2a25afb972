import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { ListingCard } from './listing-card';

const HOUR = 3_600_000;

describe('ListingCard with a plan’s content', () => {
  it('shows the tagline, at most three tags, the price and an announcement mark', () => {
    const listing = makeListing({
      title: 'Kumo',
      priceRange: '$$',
      tagline: 'Small plates, big broth',
      tags: ['wifi', 'vegan-options', 'halal', 'late-night', 'takeout'],
      announcement: { text: 'Closed Monday', endsAt: Date.now() + HOUR },
    });
    renderWithProviders(<ListingCard listing={listing} showPrice />);
    expect(screen.getByTestId('card-tagline').textContent).toBe('Small plates, big broth');
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Vegan options', 'Halal', 'Free Wi-Fi', '+2 more']);
    expect(screen.getByTestId('card-price').textContent).toBe('$$');
    expect(screen.getByTestId('card-announcement').textContent).toContain('Closed Monday');
  });

  it('a Basic entry: no tagline, tags, price badge or mark; an ended announcement leaves no mark', () => {
    renderWithProviders(
      <ListingCard
        listing={makeListing({ title: 'Corner Diner', priceRange: undefined, announcement: { text: 'Old', endsAt: Date.now() - 2 * 60_000 } })}
        showPrice
      />,
    );
    for (const id of ['card-tagline', 'card-price', 'card-announcement']) expect(screen.queryByTestId(id), id).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });
});
