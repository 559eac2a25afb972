// Every admin callable refuses callers who are not active admins, and input it cannot act
// on, before changing anything (docs/admin.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, listingContent, refusal, storedListing, type TestUser } from '../support/callables';

let stack: CallableStack;
let owner: TestUser, admin: TestUser, suspendedAdmin: TestUser, suspendedOwner: TestUser;
const ids = { listing: '', ad: '' };

beforeAll(async () => {
  stack = new CallableStack('admin-guard');
  owner = await stack.createUser('guard-owner');
  admin = await stack.createUser('guard-admin', { admin: true, profile: null });
  suspendedAdmin = await stack.createUser('guard-suspended-admin', { admin: true, profile: { status: 'inactive' } });
  suspendedOwner = await stack.createUser('guard-suspended-owner', { profile: { status: 'inactive' } });
  ids.listing = `guard-listing-${stack.run}`;
  ids.ad = `guard-ad-${stack.run}`;
  await stack.db.doc(`listings/${ids.listing}`).set(storedListing(owner.uid));
  await stack.db.doc(`ads/${ids.ad}`).set({ placement: 'homepage-bottom', title: 'Guard ad', description: '', ctaText: '', ctaLink: '', imageUrl: '', isActive: true, createdAt: 1, updatedAt: 1, _deleted: false });
});
afterAll(async () => stack?.close());

/** A valid request for each callable (so a refusal is about the caller, not the input). */
const VALID: Record<string, () => unknown> = {
  moderateListing: () => ({ listingId: ids.listing, action: 'approve', expectedUpdatedAt: 1_790_000_000_000 }),
  saveListingAsAdmin: () => ({ ownerId: owner.uid, listing: listingContent() }),
  deleteListingAsAdmin: () => ({ listingId: ids.listing }),
  setUserStatus: () => ({ uid: owner.uid, status: 'inactive' }),
  setUserPackage: () => ({ uid: owner.uid, plan: 'Platinum' }),
  createAd: () => ({ title: 'Guarded', placement: 'listings-top' }),
  updateAd: () => ({ adId: ids.ad, patch: { isActive: false } }),
  deleteAd: () => ({ adId: ids.ad }),
  resolveReport: () => ({ reportId: `review_guard_${stack.run}`, action: 'dismiss' }),
};
const NAMES = Object.keys(VALID);

describe('admin callables refuse anyone but an active admin', () => {
  it.each(NAMES)('%s refuses a guest (unauthenticated)', async (name) => {
    await stack.signOut();
    expect((await refusal(stack.call(name, VALID[name]()))).code).toBe('functions/unauthenticated');
  });

  it.each(NAMES)('%s refuses an owner without the admin claim, a suspended admin and a suspended owner', async (name) => {
    for (const user of [owner, suspendedAdmin, suspendedOwner]) {
      await stack.signIn(user);
      const error = await refusal(stack.call(name, VALID[name]()));
      expect(error.code, `${name} as ${user.email}`).toBe('functions/permission-denied');
    }
  });

  it('and nothing changed: no audit entry, the listing, the owner and the ad as they were', async () => {
    for (const id of [ids.listing, ids.ad, owner.uid]) expect(await stack.auditOf(id)).toEqual([]);
    expect((await stack.db.doc(`listings/${ids.listing}`).get()).data()).toMatchObject({ status: 'pending', _deleted: false });
    expect((await stack.db.doc(`profiles/${owner.uid}`).get()).data()).toMatchObject({ status: 'active', package: 'Gold' });
    expect((await stack.db.doc(`ads/${ids.ad}`).get()).data()).toMatchObject({ isActive: true, _deleted: false });
    expect((await stack.adminAuth.getUser(owner.uid)).disabled).toBe(false);
  });
});

describe('admin callables refuse input they cannot act on (invalid-argument, with a sentence)', () => {
  const n = (k: number, s: string) => Array.from({ length: k }, (_, i) => `${s}${i}`);
  const cases: [string, string, () => unknown, string | RegExp][] = [
    ['moderateListing', 'a rejection without a reason', () => ({ listingId: ids.listing, action: 'reject', expectedUpdatedAt: 1_790_000_000_000 }), 'Please provide a reason for rejection.'],
    ['moderateListing', 'a blank reason', () => ({ listingId: ids.listing, action: 'reject', reason: '   ', expectedUpdatedAt: 1_790_000_000_000 }), 'Please provide a reason for rejection.'],
    ['moderateListing', 'a 501-character reason', () => ({ listingId: ids.listing, action: 'reject', reason: 'x'.repeat(501), expectedUpdatedAt: 1_790_000_000_000 }), 'Please provide a reason for rejection.'],
    ['moderateListing', 'an unknown action', () => ({ listingId: ids.listing, action: 'publish', expectedUpdatedAt: 1_790_000_000_000 }), /approve or reject/],
    ['moderateListing', 'no expectedUpdatedAt', () => ({ listingId: ids.listing, action: 'approve' }), /version/],
    ['moderateListing', 'no listing id', () => ({ action: 'approve', expectedUpdatedAt: 1 }), /listing/],
    ['saveListingAsAdmin', 'an unknown listing key', () => ({ ownerId: owner.uid, listing: listingContent({ featured: true }) }), 'Unknown field in the listing: featured.'],
    ['saveListingAsAdmin', 'moderation fields in the content', () => ({ ownerId: owner.uid, listing: listingContent({ status: 'approved', rating: 5 }) }), 'Unknown fields in the listing: status, rating.'],
    ['saveListingAsAdmin', '11 images', () => ({ ownerId: owner.uid, listing: listingContent({ images: n(11, '/img/') }) }), 'A listing can have at most 10 images.'],
    ['saveListingAsAdmin', '11 offers', () => ({ ownerId: owner.uid, listing: listingContent({ specialOffers: n(11, 'offer ') }) }), 'A listing can have at most 10 special offers.'],
    ['saveListingAsAdmin', 'a missing title', () => ({ ownerId: owner.uid, listing: listingContent({ title: '' }) }), 'The title is required.'],
    ['saveListingAsAdmin', 'a 121-character title', () => ({ ownerId: owner.uid, listing: listingContent({ title: 'x'.repeat(121) }) }), 'The title can be at most 120 characters.'],
    ['saveListingAsAdmin', 'a two-line city', () => ({ ownerId: owner.uid, listing: listingContent({ city: 'Austin\nTX' }) }), 'The city must be a single line.'],
    ['saveListingAsAdmin', 'a 5001-character description', () => ({ ownerId: owner.uid, listing: listingContent({ description: 'x'.repeat(5001) }) }), 'The description can be at most 5000 characters.'],
    ['saveListingAsAdmin', 'a category outside the list', () => ({ ownerId: owner.uid, listing: listingContent({ category: 'Pizzeria' }) }), /category must be one of/],
    ['saveListingAsAdmin', 'a location off the globe', () => ({ ownerId: owner.uid, listing: listingContent({ location: { lat: 91, lng: 0 } }) }), /location/],
    ['saveListingAsAdmin', 'opening hours not HH:MM', () => ({ ownerId: owner.uid, listing: listingContent({ openingHours: { mon: { open: '9am', close: '17:00' } } }) }), /HH:MM/],
    ['saveListingAsAdmin', 'another social network', () => ({ ownerId: owner.uid, listing: listingContent({ socialMedia: { tiktok: 'x' } }) }), 'Unknown social link: tiktok.'],
    ['saveListingAsAdmin', 'a 201-character offer', () => ({ ownerId: owner.uid, listing: listingContent({ specialOffers: ['x'.repeat(201)] }) }), /at most 200 characters/],
    ['saveListingAsAdmin', 'a priceRange of $$$$$', () => ({ ownerId: owner.uid, listing: listingContent({ priceRange: '$$$$$' }) }), /price range/],
    ['saveListingAsAdmin', 'another dealType', () => ({ ownerId: owner.uid, listing: listingContent({ dealType: 'BOGO' }) }), /deal type/],
    ['saveListingAsAdmin', 'no owner', () => ({ listing: listingContent() }), 'Choose the owner of this listing.'],
    ['saveListingAsAdmin', 'an owner who does not exist', () => ({ ownerId: 'nobody-at-all', listing: listingContent() }), 'The chosen owner does not exist. Choose another owner.'],
    ['saveListingAsAdmin', 'an admin as the owner', () => ({ ownerId: suspendedAdmin.uid, listing: listingContent() }), /not admins/],
    ['deleteListingAsAdmin', 'no listing id', () => ({}), /listing/],
    ['setUserStatus', 'an unknown status', () => ({ uid: owner.uid, status: 'banned' }), /activate or suspend/],
    ['setUserPackage', 'an unknown plan', () => ({ uid: owner.uid, plan: 'Diamond' }), 'Choose a plan: Basic, Silver, Gold, Platinum.'],
    ['createAd', 'a missing title', () => ({ placement: 'listings-top' }), 'Title and placement are required.'],
    ['createAd', 'a missing placement', () => ({ title: 'No place' }), 'Title and placement are required.'],
    ['createAd', 'an unknown placement', () => ({ title: 'No place', placement: 'sidebar' }), 'Title and placement are required.'],
    ['createAd', 'a javascript: link', () => ({ title: 'XSS', placement: 'listings-top', ctaLink: 'javascript:alert(1)' }), 'Links must start with http:// or https://.'],
    ['createAd', 'a protocol-relative image', () => ({ title: 'Elsewhere', placement: 'listings-top', imageUrl: '//evil.example/a.png' }), /Links must start/],
    ['createAd', 'a path with a backslash (browsers read /\\ as //)', () => ({ title: 'Elsewhere', placement: 'listings-top', ctaLink: '/\\evil.example' }), /Links must start/],
    ['createAd', 'an unknown field', () => ({ title: 'x', placement: 'listings-top', priority: 1 }), 'Unknown field in the ad: priority.'],
    ['updateAd', 'a javascript: link in the patch', () => ({ adId: ids.ad, patch: { ctaLink: 'JavaScript:alert(1)' } }), /Links must start/],
    ['updateAd', 'an emptied title', () => ({ adId: ids.ad, patch: { title: ' ' } }), 'Title and placement are required.'],
    ['updateAd', 'no patch', () => ({ adId: ids.ad }), 'Nothing to change was given.'],
    ['deleteAd', 'no ad id', () => ({}), /ad/],
    ['resolveReport', 'an unknown action', () => ({ reportId: 'review_x_y', action: 'delete' }), 'Choose to hide the content or dismiss the report.'],
    ['resolveReport', 'no report id', () => ({ action: 'hide' }), /report/],
  ];

  it.each(cases)('%s refuses %s', async (name, _what, request, message) => {
    await stack.signIn(admin);
    const error = await refusal(stack.call(name, request()));
    expect(error.code).toBe('functions/invalid-argument');
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  });

  it('and nothing changed', async () => {
    for (const id of [ids.listing, ids.ad, owner.uid]) expect(await stack.auditOf(id)).toEqual([]);
    expect((await stack.db.collection('listings').where('ownerId', '==', owner.uid).get()).size).toBe(1);
    expect((await stack.db.doc(`ads/${ids.ad}`).get()).get('ctaLink')).toBe('');
  });
});
