import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { settleRealTimers } from '@/testing/wait';
import type { Ad } from '../data/ad-schema';
import { getAdsCollection } from '../data/ads-collection';
import { AdSlot } from './ad-slot';

const ad = (overrides: Partial<Ad>): Ad => ({
  id: 'a1',
  placement: 'listings-top',
  title: 'Fresh from the oven',
  description: 'Sourdough near you.',
  ctaText: 'Browse bakeries',
  ctaLink: '/listings?category=Bakery',
  imageUrl: '/demo/bakery-1.webp',
  isActive: true,
  createdAt: 1,
  advertisedListingId: '',
  advertisedOwnerId: '',
  ...overrides,
});

beforeEach(async () => {
  await useTestDatabase();
});

describe('AdSlot above the results (listings-top)', () => {
  it('holds its place while the device answers, then shows the house ad when there is no ad', async () => {
    renderWithProviders(<AdSlot placement="listings-top" />);
    expect(screen.getByTestId('ad-slot-listings-top')).toHaveAttribute('aria-hidden', 'true');
    const house = await screen.findByTestId('ad-house-listings-top');
    expect(house.textContent).toContain('Your place could be here');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByTestId('ad-listings-top')).not.toBeInTheDocument();
  });

  it('shows the newest active ad with its image loaded eagerly (it is in the first viewport)', async () => {
    const ads = await getAdsCollection();
    await ads.bulkInsert([
      ad({ id: 'old', title: 'Older', createdAt: 1 }),
      ad({ id: 'new', createdAt: 2 }),
      ad({ id: 'off', title: 'Off', isActive: false, createdAt: 3 }),
    ]);
    renderWithProviders(<AdSlot placement="listings-top" />);
    const box = await screen.findByTestId('ad-listings-top');
    expect(box.textContent).toContain('Fresh from the oven');
    expect(box.textContent).toContain('Sponsored');
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(screen.queryByTestId('ad-house-listings-top')).not.toBeInTheDocument();
  });
});

describe('AdSlot at the bottom of a page', () => {
  it('renders nothing without an ad, and the ad (image lazy) when there is one', async () => {
    const { container, unmount } = renderWithProviders(<AdSlot placement="homepage-bottom" />);
    await settleRealTimers(50); // RxDB's query answers empty: nothing signals it
    expect(container).toBeEmptyDOMElement();
    unmount();
    await (await getAdsCollection()).insert(ad({ id: 'h', placement: 'homepage-bottom', title: 'Coffee crawl' }));
    renderWithProviders(<AdSlot placement="homepage-bottom" />);
    const box = await screen.findByTestId('ad-homepage-bottom');
    expect(box.textContent).toContain('Coffee crawl');
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('gives the text the whole width when the ad has no picture', async () => {
    await (await getAdsCollection()).insert(ad({ id: 'p', placement: 'pricing-page-bottom', title: 'Plan ahead', imageUrl: '' }));
    renderWithProviders(<AdSlot placement="pricing-page-bottom" />);
    const box = await screen.findByTestId('ad-pricing-page-bottom');
    expect(box.querySelector('img')).toBeNull();
    // No picture column for the text to fall into (it was squeezed into the 72/160 px one).
    expect(getComputedStyle(box).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });
});
