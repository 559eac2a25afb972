// The listing-page placement and an ad's advertised listing, through the real createAd/updateAd
// on the emulators: the listing must exist (not tombstoned), and its owner is copied onto the ad
// by the server (never sent), which is how a Hide competitors Ads page tells the owner's ads from
// another business's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../functions/src/common/ad-fields';
import { CallableStack, refusal, storedListing, type TestUser } from '../support/callables';

let stack: CallableStack;
let admin: TestUser;
const NO_SUCH = 'The advertised listing does not exist. Pick one from the list or check the id.';
const BAD_ID = 'The advertised listing must be a listing id, such as seed-015.';

const listingId = (name: string) => `ads-${name}-${stack.run}`;
const ad = async (id: string) => (await stack.db.doc(`ads/${id}`).get()).data();

beforeAll(async () => {
  stack = new CallableStack('ads-listing-page');
  admin = await stack.createUser('ads-lp-admin', { admin: true, profile: null });
  await stack.signIn(admin);
  await stack.db.doc(`listings/${listingId('live')}`).set(storedListing(`owner-a-${stack.run}`, { title: 'Live one' }));
  await stack.db.doc(`listings/${listingId('other')}`).set(storedListing(`owner-b-${stack.run}`, { title: 'Other one', status: 'approved' }));
  await stack.db.doc(`listings/${listingId('gone')}`).set(storedListing(`owner-a-${stack.run}`, { title: 'Gone one', _deleted: true }));
});
afterAll(async () => stack?.close());

describe('the listing-page placement', () => {
  it('is in the vocabulary next to the others; an unknown placement is still refused', async () => {
    expect(PLACEMENTS).toEqual(['homepage-bottom', 'listings-top', 'pricing-page-bottom', 'listing-page']);
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'On listing pages', placement: 'listing-page' });
    expect(await ad(adId)).toMatchObject({ placement: 'listing-page', isActive: true, advertisedListingId: '', advertisedOwnerId: '' });
    expect((await refusal(stack.call('createAd', { title: 'Lost', placement: 'listing-sidebar' }))).message).toBe('Title and placement are required.');
  });
});

describe('the advertised listing', () => {
  it('createAd: stores the listing and, from the database, its owner; audited', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Come over', placement: 'listing-page', advertisedListingId: ` ${listingId('live')} ` });
    expect(await ad(adId)).toMatchObject({ advertisedListingId: listingId('live'), advertisedOwnerId: `owner-a-${stack.run}` });
    const [entry] = await stack.auditOf(adId);
    expect(entry.after).toMatchObject({ advertisedListingId: listingId('live') });
  });

  it('createAd: refuses a listing that does not exist, or is tombstoned, and writes nothing', async () => {
    for (const id of [listingId('missing'), listingId('gone')]) {
      const title = `Nowhere ${id}`;
      const error = await refusal(stack.call('createAd', { title, placement: 'listing-page', advertisedListingId: id }));
      expect(error).toMatchObject({ code: 'functions/invalid-argument', message: NO_SUCH });
      expect((await stack.db.collection('ads').where('title', '==', title).get()).size).toBe(0);
    }
  });

  it('refuses what is no listing id, and never takes the owner from the request', async () => {
    for (const advertisedListingId of ['listings/x', 'a b', 42]) {
      expect((await refusal(stack.call('createAd', { title: 'Bad id', placement: 'listing-page', advertisedListingId }))).message).toBe(BAD_ID);
    }
    const sent = await refusal(stack.call('createAd', { title: 'Spoof', placement: 'listing-page', advertisedListingId: listingId('live'), advertisedOwnerId: 'me' }));
    expect(sent.message).toBe('Unknown field in the ad: advertisedOwnerId.');
  });

  it('updateAd: a new listing is checked and its owner copied; clearing it clears both', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Moves', placement: 'listing-page', advertisedListingId: listingId('live') });
    await stack.call('updateAd', { adId, patch: { advertisedListingId: listingId('other') } });
    expect(await ad(adId)).toMatchObject({ advertisedListingId: listingId('other'), advertisedOwnerId: `owner-b-${stack.run}` });
    expect((await refusal(stack.call('updateAd', { adId, patch: { advertisedListingId: listingId('gone') } }))).message).toBe(NO_SUCH);
    expect((await ad(adId))?.advertisedListingId).toBe(listingId('other'));
    await stack.call('updateAd', { adId, patch: { advertisedListingId: '' } });
    expect(await ad(adId)).toMatchObject({ advertisedListingId: '', advertisedOwnerId: '' });
  });

  it('updateAd: an ad whose listing has since gone can still be switched off', async () => {
    const id = listingId('later-gone');
    await stack.db.doc(`listings/${id}`).set(storedListing(`owner-c-${stack.run}`));
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Outlived', placement: 'listing-page', advertisedListingId: id });
    await stack.db.doc(`listings/${id}`).update({ _deleted: true });
    await stack.call('updateAd', { adId, patch: { isActive: false } });
    expect(await ad(adId)).toMatchObject({ isActive: false, advertisedListingId: id, advertisedOwnerId: `owner-c-${stack.run}` });
  });

  it('updateAd: an ad stored before ads named listings updates without one', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Old style', placement: 'homepage-bottom' });
    const { FieldValue } = await import('firebase-admin/firestore');
    await stack.db.doc(`ads/${adId}`).update({ advertisedListingId: FieldValue.delete(), advertisedOwnerId: FieldValue.delete() });
    await stack.call('updateAd', { adId, patch: { title: 'Old style, renamed' } });
    const [, entry] = await stack.auditOf(adId);
    expect(entry).toMatchObject({ before: { title: 'Old style' }, after: { title: 'Old style, renamed' } });
    expect(Object.keys(entry.after)).toEqual(['title']);
  });
});
