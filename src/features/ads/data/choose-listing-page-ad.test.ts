// Which ad a listing's page shows: the choice in @shared/ad-fields, read by the app's
// ListingPageAd. Basic pages show the newest active listing-page ad; Hide Google Ads ('all')
// none; Hide competitors Ads ('competitors') only their own owner's.
import { describe, expect, it } from 'vitest';
import { adAllowedOn, chooseListingPageAd, isListingIdShape, PLACEMENTS, type ListingPageAdCandidate } from '@shared/ad-fields';
import { toAdDoc } from './ads-collection';

const ad = (id: string, over: Partial<ListingPageAdCandidate> = {}): ListingPageAdCandidate => ({
  id,
  placement: 'listing-page',
  isActive: true,
  createdAt: 100,
  advertisedListingId: '',
  advertisedOwnerId: '',
  ...over,
});

const basic = { id: 'seed-002', ownerId: 'sofia' };
const hideAll = { ...basic, adFree: 'all' };
const hideCompetitors = { ...basic, adFree: 'competitors' };

const rival = ad('rival', { createdAt: 300, advertisedListingId: 'seed-015', advertisedOwnerId: 'priya' });
const sameListing = ad('same', { createdAt: 200, advertisedListingId: 'seed-002', advertisedOwnerId: 'sofia' });
const sameOwner = ad('sibling', { createdAt: 250, advertisedListingId: 'seed-010', advertisedOwnerId: 'sofia' });
const nobody = ad('nobody', { createdAt: 400 });

describe('the listing-page placement', () => {
  it('is one of the placements an admin can choose', () => {
    expect(PLACEMENTS).toContain('listing-page');
  });
});

describe('chooseListingPageAd', () => {
  it('a Basic page: the newest active listing-page ad, whoever it is for', () => {
    expect(chooseListingPageAd([rival, sameListing, nobody, sameOwner], basic)?.id).toBe('nobody');
    expect(chooseListingPageAd([rival, sameListing], basic)?.id).toBe('rival');
  });

  it('skips inactive ads and other placements', () => {
    const off = ad('off', { createdAt: 900, isActive: false });
    const top = ad('top', { createdAt: 800, placement: 'listings-top' });
    expect(chooseListingPageAd([off, top, sameListing], basic)?.id).toBe('same');
    expect(chooseListingPageAd([off, top], basic)).toBeNull();
  });

  it('breaks a tie of dates by id, as the other placements do', () => {
    expect(chooseListingPageAd([ad('b'), ad('a')], basic)?.id).toBe('a');
  });

  it('Hide Google Ads: no ad at all, not even the owner’s own', () => {
    expect(chooseListingPageAd([rival, sameListing, sameOwner, nobody], hideAll)).toBeNull();
  });

  it('Hide competitors Ads: only an ad for this listing or another of its owner’s', () => {
    expect(chooseListingPageAd([rival, sameListing, sameOwner, nobody], hideCompetitors)?.id).toBe('sibling');
    expect(chooseListingPageAd([rival, sameListing, nobody], hideCompetitors)?.id).toBe('same');
    // An ad that names no listing could be any business's.
    expect(chooseListingPageAd([rival, nobody], hideCompetitors)).toBeNull();
  });

  it('Hide competitors Ads: the listing itself counts even before the server copied its owner', () => {
    expect(adAllowedOn({ advertisedListingId: 'seed-002', advertisedOwnerId: '' }, hideCompetitors)).toBe(true);
    // An empty owner never matches an empty owner.
    expect(adAllowedOn({ advertisedListingId: 'x', advertisedOwnerId: '' }, { id: 'y', ownerId: '', adFree: 'competitors' })).toBe(false);
  });

  it('an adFree it does not know hides nothing (Basic’s ads)', () => {
    expect(chooseListingPageAd([rival], { ...basic, adFree: 'some' })?.id).toBe('rival');
  });
});

describe('isListingIdShape', () => {
  it('takes empty or a document id, trimmed', () => {
    for (const id of ['', 'seed-015', ' seed-015 ', 'aB3_xY-9']) expect(isListingIdShape(id)).toBe(true);
    for (const id of ['listings/seed-015', 'a b', '.', '..', '__id__', 'x'.repeat(129), 'a\\b']) expect(isListingIdShape(id)).toBe(false);
  });
});

describe('toAdDoc', () => {
  it('keeps the advertised listing and its owner', () => {
    expect(toAdDoc({ id: 'a', placement: 'listing-page', title: 'T', advertisedListingId: 'seed-015', advertisedOwnerId: 'priya' })).toMatchObject({
      placement: 'listing-page',
      isActive: true,
      advertisedListingId: 'seed-015',
      advertisedOwnerId: 'priya',
    });
    expect(toAdDoc({ id: 'old', placement: 'listings-top', title: 'T' })).toMatchObject({ advertisedListingId: '', advertisedOwnerId: '' });
  });

  it('keeps an ad of a placement this version does not know off every page', () => {
    expect(toAdDoc({ id: 'future', placement: 'map-sidebar', title: 'T', isActive: true })).toMatchObject({ isActive: false });
  });
});
