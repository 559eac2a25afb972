import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { settleRealTimers } from '@/testing/wait';
import type { Ad } from '../data/ad-schema';
import { getAdsCollection } from '../data/ads-collection';
import { ListingPageAd } from './listing-page-ad';

const ad = (overrides: Partial<Ad>): Ad => ({
  id: 'a1',
  placement: 'listing-page',
  title: 'Grindstone Coffee Bar',
  description: 'Single-origin pour-overs.',
  ctaText: 'Visit',
  ctaLink: '/listing/seed-015',
  imageUrl: '',
  isActive: true,
  createdAt: 1,
  advertisedListingId: 'seed-015',
  advertisedOwnerId: 'priya',
  ...overrides,
});

// Nothing shows either way: give RxDB's query time to answer (nothing signals an empty answer).
const settle = () => act(() => settleRealTimers(50));

beforeEach(async () => {
  await useTestDatabase();
  await (await getAdsCollection()).bulkInsert([ad({}), ad({ id: 'top', placement: 'listings-top', title: 'Top of the list', createdAt: 5 })]);
});

describe('ListingPageAd', () => {
  it('shows the listing-page ad on a Basic listing’s page, in the page’s own width', async () => {
    const { container } = renderWithProviders(<ListingPageAd listing={{ id: 'seed-002', ownerId: 'sofia' }} />);
    const box = await screen.findByTestId('ad-listing-page');
    expect(box.textContent).toContain('Grindstone Coffee Bar');
    expect(box.textContent).toContain('Sponsored');
    expect(box.textContent).not.toContain('Top of the list');
    expect(container.firstElementChild).toBe(box);
  });

  it('shows nothing on a Hide Google Ads page', async () => {
    const { container } = renderWithProviders(<ListingPageAd listing={{ id: 'seed-003', ownerId: 'olivia', adFree: 'all' }} />);
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it('Hide competitors Ads: no other business’s ad; the owner’s own ad shows, live', async () => {
    const { container } = renderWithProviders(<ListingPageAd listing={{ id: 'seed-002', ownerId: 'sofia', adFree: 'competitors' }} />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    await act(async () => {
      await (
        await getAdsCollection()
      ).insert(ad({ id: 'own', title: 'Sugar Bloom Cupcakes', advertisedListingId: 'seed-010', advertisedOwnerId: 'sofia' }));
    });
    expect((await screen.findByTestId('ad-listing-page')).textContent).toContain('Sugar Bloom Cupcakes');
  });
});
