import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import type { ListingContent } from '../lib/listing-content';
import { ListingPreview } from './listing-view';

const HOUR = 3_600_000;
const basic = makeListing({ title: 'Corner Diner', images: ['/a.webp'], website: undefined, priceRange: undefined }) as ListingContent;
const gold = {
  ...makeListing({ title: 'Kumo Izakaya', images: ['/a.webp', '/b.webp', '/c.webp'], priceRange: '$$', website: 'https://kumo.test' }),
  tagline: 'Small plates, big broth',
  tags: ['wifi', 'vegan-options'],
  announcement: { text: 'Closed Monday for a private event', endsAt: Date.now() + 24 * HOUR },
  menu: [{ name: 'Ramen', items: [{ name: 'Tonkotsu Ramen', description: '', price: 16, dietary: [] }] }],
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
} as ListingContent;

describe('ListingPreview (the listing page body)', () => {
  it('a Basic entry: the core parts only, no paid section', () => {
    renderWithProviders(<ListingPreview listing={basic} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Corner Diner' })).toBeInTheDocument();
    for (const id of ['tagline', 'announcement', 'price-range', 'gallery-count']) expect(screen.queryByTestId(id), id).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByText('Website')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('a Gold entry: tagline, announcement, tags, gallery, price, and the sections below (loaded after)', async () => {
    renderWithProviders(<ListingPreview listing={gold} />);
    expect(screen.getByTestId('tagline').textContent).toBe('Small plates, big broth');
    expect(screen.getByTestId('announcement').textContent).toContain('Closed Monday');
    expect(screen.getByRole('list', { name: 'Tags' }).textContent).toContain('Free Wi-Fi');
    expect(screen.getByTestId('gallery-count').textContent).toBe('1 of 3');
    expect(screen.getByTestId('price-range').textContent).toMatch(/^\$\$ · /);
    expect(await screen.findByRole('heading', { name: 'Menu' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Play video on YouTube/ })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('an announcement that has ended is not shown', () => {
    // The page's clock is read by the minute: ended two minutes ago is ended for it.
    renderWithProviders(<ListingPreview listing={{ ...gold, announcement: { text: 'Gone', endsAt: Date.now() - 2 * 60_000 } }} />);
    expect(screen.queryByTestId('announcement')).not.toBeInTheDocument();
  });
});
