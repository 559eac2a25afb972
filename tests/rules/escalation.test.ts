// Escalation attempts: each is a write or read a user might try to get more than their
// role allows, refused by firestore.rules; next to them, the legitimate version succeeds,
// so a refusal is never an accident of a broken fixture.
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, Timestamp, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { LISTING_PUSH_BATCH } from '@/features/owner/data/listing-push-batch';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbAs, dbFor, emulatorStorageUrl, newAd, newFavorite, newListing, newNotification, newProfile, newReview, restoreAll, seedWorld, stamp, storageUrl, T0, writeNewReview } from './fixtures';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore, sam: Firestore, admin: Firestore, guest: Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  [alice, bob, sam, admin, guest] = (['owner', 'other', 'suspended', 'admin', 'guest'] as const).map((r) => dbFor(env, r));
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

const long = (n: number) => 'x'.repeat(n);
const edit = (over: Record<string, unknown> = {}) => ({ title: 'Edited', status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp(), ...over });

async function asAdmin(fn: (db: Firestore) => Promise<unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await fn(ctx.firestore() as unknown as Firestore);
  });
}

describe('profiles: nobody promotes themselves', () => {
  it.each([
    ['role', { role: 'admin' }],
    ['package', { package: 'Platinum' }],
    ['packageExpiresAt', { packageExpiresAt: T0 + 365 * 86_400_000 }],
    ['packageExpiresAt (to never)', { packageExpiresAt: null }],
    ['status', { status: 'inactive' }],
    ['email', { email: 'other@x.test' }],
    ['createdAt', { createdAt: 0 }],
  ])('a user cannot set their own %s', async (_k, change) => {
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { ...change, ...stamp() }));
  });
  it('not even through a merge or a full overwrite', async () => {
    await assertFails(setDoc(doc(alice, 'profiles/alice'), { role: 'admin', ...stamp() }, { merge: true }));
    await assertFails(setDoc(doc(alice, 'profiles/alice'), newProfile('alice', 'alice@x.test', { package: 'Platinum' })));
  });
  it('a suspended user cannot reactivate themselves', async () => {
    await assertFails(updateDoc(doc(sam, 'profiles/sam'), { status: 'active', ...stamp() }));
  });
  it('a user may rename themselves (only display fields, stamped by the server)', async () => {
    await assertSucceeds(updateDoc(doc(alice, 'profiles/alice'), { fullName: 'Alice A.', businessName: 'A Co', businessType: 'Cafe', updatedAt: T0 + 1, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { fullName: 'No stamp' }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { fullName: 'Client clock', serverTimestamp: Timestamp.fromMillis(T0) }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { fullName: '', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { fullName: long(101), ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { businessType: 'Pizzeria', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { isAdmin: true, ...stamp() }));
  });
  it('a user copies “email verified” to their profile only as their ID token says it', async () => {
    // An unverified token (same uid) may record false, but never claim true.
    const unverified = dbAs(env, 'alice', { email: 'alice@x.test', email_verified: false });
    await assertSucceeds(updateDoc(doc(unverified, 'profiles/alice'), { emailVerified: false, ...stamp() }));
    await assertFails(updateDoc(doc(unverified, 'profiles/alice'), { emailVerified: true, ...stamp() }));
    // alice's own token says verified: true is accepted, false or a non-boolean is not.
    await assertSucceeds(updateDoc(doc(alice, 'profiles/alice'), { emailVerified: true, updatedAt: T0 + 1, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { emailVerified: false, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { emailVerified: 'yes', ...stamp() }));
    await assertFails(updateDoc(doc(bob, 'profiles/alice'), { emailVerified: true, ...stamp() }));
    await assertFails(updateDoc(doc(sam, 'profiles/sam'), { emailVerified: true, ...stamp() }));
  });
  it('registration creates only a plain active owner profile of one’s own, with the token’s email', async () => {
    const dave = dbAs(env, 'dave', { email: 'dave@x.test', email_verified: false });
    const p = (over: Record<string, unknown> = {}) => newProfile('dave', 'dave@x.test', over);
    await assertFails(setDoc(doc(dave, 'profiles/dave'), p({ role: 'admin' })));
    await assertFails(setDoc(doc(dave, 'profiles/dave'), p({ package: 'Gold' })));
    await assertFails(setDoc(doc(dave, 'profiles/dave'), p({ packageExpiresAt: T0 })));
    await assertFails(setDoc(doc(dave, 'profiles/dave'), p({ status: 'inactive' })));
    await assertFails(setDoc(doc(dave, 'profiles/dave'), p({ email: 'alice@x.test' })));
    await assertFails(setDoc(doc(dave, 'profiles/dave'), p({ _deleted: true })));
    await assertFails(setDoc(doc(dave, 'profiles/someone-else'), p()));
    await assertSucceeds(setDoc(doc(dave, 'profiles/dave'), p()));
  });
  it('admins change no one’s package, status or role from a client (setUserPackage / setUserStatus do, audited)', async () => {
    await assertFails(updateDoc(doc(admin, 'profiles/alice'), { package: 'Platinum', ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'profiles/alice'), { status: 'inactive', ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'profiles/bob'), { role: 'admin', ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'profiles/bob'), { fullName: 'Renamed by admin', ...stamp() }));
  });
  it('an admin still edits the display fields of their own profile', async () => {
    await asAdmin((db) => setDoc(doc(db, 'profiles/root'), newProfile('root', 'root@x.test', { role: 'admin' })));
    await assertSucceeds(updateDoc(doc(admin, 'profiles/root'), { fullName: 'Root Admin', updatedAt: T0 + 1, ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'profiles/root'), { package: 'Gold', ...stamp() }));
    await asAdmin((db) => deleteDoc(doc(db, 'profiles/root')));
  });
  it('only admins list profiles; a user reads only their own', async () => {
    await assertFails(getDocs(collection(alice, 'profiles')));
    await assertFails(getDoc(doc(alice, 'profiles/bob')));
    await assertFails(getDoc(doc(guest, 'profiles/alice')));
    await assertSucceeds(getDocs(collection(admin, 'profiles')));
  });
});

describe('listings: moderation belongs to admins', () => {
  it('an owner cannot approve (or reject) their own listing', async () => {
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), { status: 'approved', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ status: 'approved' })));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ status: 'rejected', rejectionReason: 'self' })));
  });
  it.each([
    ['rating', { rating: 5 }],
    ['reviewCount', { reviewCount: 99 }],
    ['ownerId', { ownerId: 'bob' }],
    ['createdAt', { createdAt: 0 }],
  ])('an owner cannot change %s', async (_k, change) => {
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit(change)));
  });
  it('an owner cannot create a listing as someone else, or pre-moderated, or pre-rated', async () => {
    await assertFails(setDoc(doc(alice, 'listings/x1'), newListing('bob')));
    await assertFails(setDoc(doc(alice, 'listings/x2'), newListing('alice', { status: 'approved' })));
    await assertFails(setDoc(doc(alice, 'listings/x3'), newListing('alice', { rejectionReason: 'x' })));
    await assertFails(setDoc(doc(alice, 'listings/x4'), newListing('alice', { rating: 5 })));
    await assertFails(setDoc(doc(alice, 'listings/x5'), newListing('alice', { reviewCount: 3 })));
    await assertFails(setDoc(doc(alice, 'listings/x6'), newListing('alice', { _deleted: true })));
    await assertSucceeds(setDoc(doc(alice, 'listings/x7'), newListing('alice')));
  });
  it('an owner without a package cannot create a listing (the form says “No Active Package”)', async () => {
    await asAdmin((db) => setDoc(doc(db, 'profiles/nopkg'), newProfile('nopkg', 'nopkg@x.test')));
    const nopkg = dbAs(env, 'nopkg', { email: 'nopkg@x.test', email_verified: true });
    await assertFails(setDoc(doc(nopkg, 'listings/np1'), newListing('nopkg')));
  });
  it('an owner whose package has ended cannot create or edit a listing, but may still delete one', async () => {
    const now = Date.now();
    const token = { email: 'exp@x.test', email_verified: true };
    await asAdmin(async (db) => {
      await setDoc(doc(db, 'profiles/exp'), newProfile('exp', 'exp@x.test', { package: 'Gold', packageExpiresAt: now - 60_000 }));
      await setDoc(doc(db, 'listings/L-exp'), newListing('exp'));
    });
    const expired = dbAs(env, 'exp', token);
    await assertFails(setDoc(doc(expired, 'listings/exp1'), newListing('exp')));
    await assertFails(updateDoc(doc(expired, 'listings/L-exp'), edit()));
    await assertSucceeds(updateDoc(doc(expired, 'listings/L-exp'), { _deleted: true, updatedAt: T0 + 1, ...stamp() }));
    // Renewed (the end is ahead again): both work; and a package without an end (Basic) too.
    await asAdmin((db) => updateDoc(doc(db, 'profiles/exp'), { packageExpiresAt: now + 86_400_000 }));
    await assertSucceeds(setDoc(doc(expired, 'listings/exp2'), newListing('exp')));
    await assertSucceeds(updateDoc(doc(expired, 'listings/exp2'), edit()));
    await asAdmin((db) => updateDoc(doc(db, 'profiles/exp'), { package: 'Basic', packageExpiresAt: null }));
    await assertSucceeds(setDoc(doc(expired, 'listings/exp3'), newListing('exp')));
    await asAdmin(async (db) => {
      for (const id of ['L-exp', 'exp2', 'exp3']) await deleteDoc(doc(db, `listings/${id}`));
      await deleteDoc(doc(db, 'profiles/exp'));
    });
  });
  it('an owner whose email is not verified cannot create a listing', async () => {
    const unverified = dbAs(env, 'alice', { email: 'alice@x.test', email_verified: false });
    await assertFails(setDoc(doc(unverified, 'listings/uv1'), newListing('alice')));
    const noClaim = dbAs(env, 'alice', { email: 'alice@x.test' });
    await assertFails(setDoc(doc(noClaim, 'listings/uv2'), newListing('alice')));
  });
  it('a user without a profile cannot create a listing', async () => {
    const ghost = dbAs(env, 'ghost', { email: 'ghost@x.test', email_verified: true });
    await assertFails(setDoc(doc(ghost, 'listings/g1'), newListing('ghost')));
  });
  it('editing a rejected listing must clear the reason (and return it to pending)', async () => {
    await assertFails(updateDoc(doc(alice, 'listings/L-rejected'), { title: 'Fixed', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'listings/L-rejected'), { title: 'Fixed', status: 'pending', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'listings/L-rejected'), { title: 'Fixed', rejectionReason: null, ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-rejected'), edit({ title: 'Fixed' })));
  });
  it('editing an approved listing sends it back to pending', async () => {
    await assertFails(updateDoc(doc(bob, 'listings/L-bob'), { title: 'Sneaky edit', ...stamp() }));
    await assertSucceeds(updateDoc(doc(bob, 'listings/L-bob'), edit()));
  });
  it('owners tombstone instead of deleting, whatever the status', async () => {
    await assertFails(deleteDoc(doc(alice, 'listings/L-alice')));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), { _deleted: true, updatedAt: T0 + 1, ...stamp() }));
    await assertSucceeds(updateDoc(doc(bob, 'listings/L-bob'), { _deleted: true, ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-rejected'), { _deleted: true, ...stamp() }));
  });
  it('another owner cannot edit, tombstone or delete someone else’s listing', async () => {
    await assertFails(updateDoc(doc(bob, 'listings/L-alice'), edit()));
    await assertFails(updateDoc(doc(bob, 'listings/L-alice'), { _deleted: true, ...stamp() }));
    await assertFails(deleteDoc(doc(bob, 'listings/L-alice')));
  });
  it('admins moderate only through moderateListing: approving or rejecting from a client is refused', async () => {
    await assertFails(updateDoc(doc(admin, 'listings/L-alice'), { status: 'rejected', rejectionReason: 'Blurry', ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'listings/L-alice'), { status: 'approved', rejectionReason: null, ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'listings/L-rejected'), { status: 'approved', rejectionReason: null, ...stamp() }));
  });
  it('admins create, edit, tombstone and delete listings only through functions', async () => {
    await assertFails(setDoc(doc(admin, 'listings/a2'), newListing('bob', { status: 'approved' })));
    await assertFails(setDoc(doc(admin, 'listings/a3'), newListing('bob')));
    await assertFails(updateDoc(doc(admin, 'listings/L-bob'), { title: 'Edited by admin', ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'listings/L-bob'), { _deleted: true, ...stamp() }));
    await assertFails(deleteDoc(doc(admin, 'listings/L-bob')));
  });
});

describe('listings: shape (docs/data-model.md)', () => {
  it.each([
    ['title', { title: long(121) }],
    ['businessName', { businessName: long(121) }],
    ['description', { description: long(5001) }],
    ['address', { address: long(201) }],
    ['city', { city: long(81) }],
    ['telephone', { telephone: long(201) }],
    ['email', { email: long(201) }],
    ['website', { website: `https://${long(193)}` }],
    ['whatsapp', { whatsapp: '1'.repeat(201) }],
    ['socialMedia.facebook', { socialMedia: { facebook: `https://${long(193)}` } }],
    ['an image URL', { images: [`/demo/${long(995)}`] }],
    ['an offer', { specialOffers: ['ok', long(201)] }],
  ])('over-long %s is refused', async (_k, over) => {
    await assertFails(setDoc(doc(alice, 'listings/long'), newListing('alice', over)));
  });
  it.each([
    ['empty title', { title: '' }],
    ['empty address', { address: '' }],
    ['empty city', { city: '' }],
  ])('%s is refused', async (_k, over) => {
    await assertFails(setDoc(doc(alice, 'listings/empty'), newListing('alice', over)));
  });
  it.each([
    ['title as a number', { title: 5 }],
    ['category outside the enum', { category: 'Pizzeria' }],
    ['priceRange outside the enum', { priceRange: '$$$$$' }],
    ['dealType outside the enum', { dealType: 'BOGO' }],
    ['images as a string', { images: '/demo/a.svg' }],
    ['an image as a number', { images: [1] }],
    ['specialOffers as a map', { specialOffers: { a: 'b' } }],
    ['location with a string latitude', { location: { lat: '30', lng: -97 } }],
    ['location off the globe', { location: { lat: 91, lng: 0 } }],
    ['location with extra keys', { location: { lat: 1, lng: 1, alt: 3 } }],
    ['opening hours not HH:MM', { openingHours: { mon: { open: '9am', close: '17:00' } } }],
    ['opening hours for a day that is not one', { openingHours: { holiday: null } }],
    ['opening hours without a close time', { openingHours: { tue: { open: '09:00' } } }],
    ['socialMedia with another network', { socialMedia: { tiktok: 'x' } }],
    ['createdAt as a string', { createdAt: '2026-10-01' }],
    ['_deleted as a string', { _deleted: 'no' }],
    ['an unknown key', { featured: true }],
    ['an id key', { id: 'L-x' }],
  ])('%s is refused', async (_k, over) => {
    await assertFails(setDoc(doc(alice, 'listings/bad'), newListing('alice', over)));
  });
  it('a listing without a required field (city) is refused', async () => {
    const { city: _city, ...rest } = newListing('alice');
    await assertFails(setDoc(doc(alice, 'listings/nocity'), rest));
  });
  it('11 images or 11 offers are refused; 10 of each are fine', async () => {
    const n = (k: number, s: string) => Array.from({ length: k }, (_, i) => `${s}${i}`);
    await assertFails(setDoc(doc(alice, 'listings/i11'), newListing('alice', { images: n(11, '/demo/cafe-') })));
    await assertFails(setDoc(doc(alice, 'listings/o11'), newListing('alice', { specialOffers: n(11, 'offer ') })));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ images: n(11, '/demo/cafe-') })));
    await assertSucceeds(setDoc(doc(alice, 'listings/i10'), newListing('alice', { images: n(10, '/demo/cafe-'), specialOffers: n(10, 'offer ') })));
  });
  it('a listing with every field at its limit is accepted (the rules stay within their evaluation budget)', async () => {
    const span = { open: '23:59', close: '00:00' };
    // Links and photo addresses of exactly their maximum length, in every accepted form.
    const upTo = (prefix: string, n: number) => prefix + long(n - prefix.length);
    const photo = (i: number) =>
      i % 3 === 0 ? upTo('/demo/', 1000) : upTo((i % 3 === 1 ? storageUrl : emulatorStorageUrl)('alice', `${i}-`), 1000);
    const max = newListing('alice', {
      title: long(120),
      businessName: long(120),
      description: long(5000),
      address: long(200),
      city: long(80),
      category: 'Fast Food',
      location: { lat: -90, lng: 180 },
      // The rules' longest time zone shape: three parts of 24 characters.
      timeZone: ['A', 'B', 'C'].map((c) => c + long(23)).join('/'),
      telephone: long(200),
      email: long(200),
      website: upTo('https://', 200),
      whatsapp: upTo('http://wa.me/', 200),
      openingHours: { mon: span, tue: span, wed: span, thu: span, fri: span, sat: span, sun: span },
      priceRange: '$$$$',
      socialMedia: { facebook: upTo('https://facebook.com/', 200), instagram: upTo('HTTPS://', 200), twitter: upTo('http://', 200) },
      images: Array.from({ length: 10 }, (_, i) => photo(i)),
      specialOffers: Array(10).fill(long(200)),
    });
    await assertSucceeds(setDoc(doc(alice, 'listings/max'), max));
    await assertSucceeds(setDoc(doc(alice, 'listings/max'), { ...max, title: 'Edited', updatedAt: T0 + 1 }));
    // A rejected listing at its limits (a 500-character reason, top rating) edited by its owner.
    await asAdmin((db) => setDoc(doc(db, 'listings/max-rejected'), { ...max, status: 'rejected', rejectionReason: long(500), rating: 5, reviewCount: 1000 }));
    await assertSucceeds(setDoc(doc(alice, 'listings/max-rejected'), { ...max, rating: 5, reviewCount: 1000, updatedAt: T0 + 1 }));
  });
});

describe('private data stays private', () => {
  it('another user cannot read someone’s favourites, notifications, profile or payments', async () => {
    await assertFails(getDoc(doc(bob, 'users/alice/favorites/L-bob')));
    await assertFails(getDocs(collection(bob, 'users/alice/favorites')));
    await assertFails(getDoc(doc(bob, 'users/alice/notifications/n1')));
    await assertFails(getDocs(collection(bob, 'users/alice/notifications')));
    await assertFails(getDoc(doc(bob, 'profiles/alice')));
    await assertFails(getDoc(doc(bob, 'payments/pay-alice')));
    await assertFails(getDocs(query(collection(bob, 'payments'), where('userId', '==', 'alice'))));
    await assertFails(getDocs(collection(alice, 'payments')));
  });
  it('favourites are private even from admins', async () => {
    await assertFails(getDocs(collection(admin, 'users/alice/favorites')));
    await assertFails(setDoc(doc(admin, 'users/alice/favorites/L-bob2'), newFavorite('L-bob2')));
  });
  it('another user cannot write someone’s favourites', async () => {
    await assertFails(setDoc(doc(bob, 'users/alice/favorites/L-bob2'), newFavorite('L-bob2')));
    await assertFails(updateDoc(doc(bob, 'users/alice/favorites/L-bob'), { _deleted: true, ...stamp() }));
    await assertFails(deleteDoc(doc(bob, 'users/alice/favorites/L-bob')));
  });
  it('a favourite is keyed by its listing id and carries only the contract’s fields', async () => {
    await assertFails(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), newFavorite('L-other')));
    await assertFails(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), newFavorite('L-bob2', { note: 'yum' })));
    await assertFails(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), newFavorite('L-bob2', { createdAt: 'today' })));
    await assertFails(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), { listingId: 'L-bob2', createdAt: T0, _deleted: false }));
    await assertSucceeds(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), newFavorite('L-bob2')));
  });
  it('a user may only mark their notification read', async () => {
    await assertFails(updateDoc(doc(alice, 'users/alice/notifications/n1'), { title: 'Forged', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'users/alice/notifications/n1'), { isRead: true, type: 'other', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'users/alice/notifications/n1'), { _deleted: true, ...stamp() }));
    await assertFails(setDoc(doc(alice, 'users/alice/notifications/n9'), newNotification()));
    await assertFails(deleteDoc(doc(alice, 'users/alice/notifications/n1')));
    await assertSucceeds(updateDoc(doc(alice, 'users/alice/notifications/n1'), { isRead: true, ...stamp() }));
    // …and never back to unread.
    await assertFails(updateDoc(doc(alice, 'users/alice/notifications/n1'), { isRead: false, ...stamp() }));
  });
  it('admins neither create, edit nor delete notifications (functions write them)', async () => {
    await assertFails(setDoc(doc(admin, 'users/alice/notifications/n9'), newNotification({ type: 'listing_rejected' })));
    await assertFails(updateDoc(doc(admin, 'users/alice/notifications/n1'), { isRead: true, ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'users/alice/notifications/n1'), { _deleted: true, ...stamp() }));
    await assertFails(deleteDoc(doc(admin, 'users/alice/notifications/n1')));
  });
  it('nobody reads or writes payments and Stripe events from a client, beyond their own payments', async () => {
    await assertSucceeds(getDocs(query(collection(alice, 'payments'), where('userId', '==', 'alice'))));
    await assertFails(updateDoc(doc(alice, 'payments/pay-alice'), { status: 'refunded' }));
    await assertFails(setDoc(doc(admin, 'payments/forged'), { userId: 'alice', plan: 'Platinum', amount: 0, status: 'paid', createdAt: T0 }));
    await assertFails(getDoc(doc(admin, 'stripeEvents/evt1')));
    await assertFails(setDoc(doc(admin, 'stripeEvents/evt9'), { type: 'x' }));
    await assertSucceeds(getDoc(doc(alice, 'payments/pay-alice')));
    await assertFails(setDoc(doc(alice, 'payments/mine'), { userId: 'alice', plan: 'Gold', amount: 3000, status: 'paid', createdAt: T0 }));
  });
  it('nobody reads or writes the emulator’s local test checkouts from a client', async () => {
    await asAdmin((db) => setDoc(doc(db, 'testCheckouts/cs_test_local_1'), { uid: 'alice', plan: 'Gold', amount: 3000 }));
    for (const db of [alice, admin]) {
      await assertFails(getDoc(doc(db, 'testCheckouts/cs_test_local_1')));
      await assertFails(getDocs(collection(db, 'testCheckouts')));
      await assertFails(setDoc(doc(db, 'testCheckouts/cs_test_local_2'), { uid: 'alice', plan: 'Gold', amount: 1 }));
      await assertFails(updateDoc(doc(db, 'testCheckouts/cs_test_local_1'), { amount: 1 }));
    }
    await asAdmin((db) => deleteDoc(doc(db, 'testCheckouts/cs_test_local_1')));
  });
  it('paths outside the contract are closed', async () => {
    await assertFails(getDoc(doc(admin, 'users/alice')));
    await assertFails(setDoc(doc(alice, 'users/alice'), { x: 1 }));
    await assertFails(setDoc(doc(admin, 'secrets/s1'), { x: 1 }));
    await assertFails(getDocs(collection(admin, 'secrets')));
  });
});

describe('catalog and ads', () => {
  it('nobody writes the catalog from a client, admins included', async () => {
    for (const db of [alice, bob, admin]) {
      await assertFails(setDoc(doc(db, 'catalog/L-alice'), { title: 'Mine now', _deleted: false, ...stamp() }));
      await assertFails(updateDoc(doc(db, 'catalog/L-bob'), { rating: 5, ...stamp() }));
      await assertFails(updateDoc(doc(db, 'catalog/L-bob'), { _deleted: true, ...stamp() }));
    }
  });
  it('no client writes ads, admins included (admin tools go through a function)', async () => {
    for (const db of [alice, bob, admin]) {
      await assertFails(setDoc(doc(db, 'ads/mine'), newAd()));
      await assertFails(updateDoc(doc(db, 'ads/ad1'), { isActive: false, ...stamp() }));
      await assertFails(deleteDoc(doc(db, 'ads/ad1')));
    }
  });
});

describe('reviews', () => {
  const mine = (over: Record<string, unknown> = {}) => newReview('L-bob2', 'alice', over);
  it('a review is one per user and listing, by its author', async () => {
    await assertFails(writeNewReview(alice, 'alice', 'whatever', mine()));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_bob', newReview('L-bob2', 'bob')));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice', mine({ userId: 'bob' })));
    await assertFails(writeNewReview(guest, 'guest', 'L-bob2_guest', newReview('L-bob2', 'guest')));
    await assertSucceeds(writeNewReview(alice, 'alice', 'L-bob2_alice', mine()));
  });
  it.each([
    ['rating 6', { rating: 6 }],
    ['rating 0', { rating: 0 }],
    ['rating 3.5', { rating: 3.5 }],
    ['rating as a string', { rating: '5' }],
    ['a 2001-character comment', { comment: long(2001) }],
    ['an empty customerName', { customerName: '' }],
    ['a 101-character customerName', { customerName: long(101) }],
    ['an unknown key', { helpful: 10 }],
  ])('a review with %s is refused', async (_k, over) => {
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice', mine(over)));
  });
  it('only approved listings are reviewed', async () => {
    await assertFails(writeNewReview(bob, 'bob', 'L-alice_bob', newReview('L-alice', 'bob')));
    await assertFails(writeNewReview(bob, 'bob', 'nope_bob', newReview('nope', 'bob')));
  });
  it('authors edit their own review’s rating, comment and name only; nobody else edits it', async () => {
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 3, comment: 'Meh', customerName: 'A.', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { listingId: 'L-bob2', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { createdAt: 0, ...stamp() }));
    await assertFails(updateDoc(doc(bob, 'reviews/L-bob_alice'), { rating: 1, ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'reviews/L-bob_alice'), { comment: 'Rewritten by admin', ...stamp() }));
    await assertFails(deleteDoc(doc(alice, 'reviews/L-bob_alice')));
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
  });
});

describe('a suspended user writes nothing', () => {
  const attempts: [string, () => Promise<unknown>][] = [
    ['rename themselves', () => updateDoc(doc(sam, 'profiles/sam'), { fullName: 'Sam', ...stamp() })],
    ['create a listing', () => setDoc(doc(sam, 'listings/s1'), newListing('sam'))],
    ['edit their listing', () => updateDoc(doc(sam, 'listings/L-sam'), edit())],
    ['tombstone their listing', () => updateDoc(doc(sam, 'listings/L-sam'), { _deleted: true, ...stamp() })],
    ['add a favourite', () => setDoc(doc(sam, 'users/sam/favorites/L-bob2'), newFavorite('L-bob2'))],
    ['remove a favourite', () => updateDoc(doc(sam, 'users/sam/favorites/L-bob'), { _deleted: true, ...stamp() })],
    ['hard-delete a favourite', () => deleteDoc(doc(sam, 'users/sam/favorites/L-bob'))],
    ['mark a notification read', () => updateDoc(doc(sam, 'users/sam/notifications/n1'), { isRead: true, ...stamp() })],
    ['write a review', () => writeNewReview(sam, 'sam', 'L-bob2_sam', newReview('L-bob2', 'sam'))],
    ['edit their review', () => updateDoc(doc(sam, 'reviews/L-bob_sam'), { rating: 1, ...stamp() })],
  ];
  it.each(attempts)('cannot %s', async (_what, attempt) => {
    await assertFails(attempt());
  });
  it('but can still read their own data', async () => {
    await assertSucceeds(getDoc(doc(sam, 'profiles/sam')));
    await assertSucceeds(getDocs(query(collection(sam, 'listings'), where('ownerId', '==', 'sam'))));
    await assertSucceeds(getDocs(collection(sam, 'users/sam/notifications')));
  });
  it('and reactivation (setUserStatus, here the Admin SDK) restores their writes', async () => {
    await asAdmin((db) => updateDoc(doc(db, 'profiles/sam'), { status: 'active', ...stamp() }));
    await assertSucceeds(updateDoc(doc(sam, 'profiles/sam'), { fullName: 'Sam', ...stamp() }));
  });
});

describe('replication (RxDB push) stays possible', () => {
  it('a full-document update with unchanged fields (how RxDB pushes an edit) is accepted', async () => {
    const full = newListing('alice', { title: 'Pushed edit', updatedAt: T0 + 5 });
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), full));
  });
  it('a favourite without its listingId field (RxDB strips the primary key) is accepted', async () => {
    const { listingId: _id, ...stripped } = newFavorite('L-bob2');
    await assertSucceeds(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), stripped));
  });
  it('a batch of 50 writes (RxDB push batch size) passes the per-request document lookup limit', async () => {
    const batch = writeBatch(alice);
    for (let i = 0; i < 50; i++) batch.set(doc(alice, `users/alice/favorites/L-${i}`), newFavorite(`L-${i}`));
    await assertSucceeds(batch.commit());
    const edits = writeBatch(alice);
    for (let i = 0; i < 50; i++) edits.update(doc(alice, `users/alice/favorites/L-${i}`), { _deleted: true, ...stamp() });
    await assertSucceeds(edits.commit());
  });
  it('a push of new listings (LISTING_PUSH_BATCH: profile and fresh-id lookups) passes too', async () => {
    const batch = writeBatch(alice);
    for (let i = 0; i < LISTING_PUSH_BATCH; i++) batch.set(doc(alice, `listings/batch-${i}`), newListing('alice', { title: `Batch ${i}` }));
    await assertSucceeds(batch.commit());
  });
});
