// Escalation attempts on profiles and listings: each is a write or read a user might try to get
// more than their role allows, refused by firestore.rules; next to them, the legitimate version
// succeeds, so a refusal is never an accident of a broken fixture (data: escalation-data.test.ts).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { dbAs, emulatorStorageUrl, newListing, newProfile, stamp, storageUrl, T0 } from './fixtures';
import { long, edit, withEscalationWorld, type EscalationWorld } from './escalation-world';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore, sam: Firestore, admin: Firestore, guest: Firestore;
let asAdmin: EscalationWorld['asAdmin'];

withEscalationWorld((world) => ({ env, alice, bob, sam, admin, guest, asAdmin } = world));

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
      // The paid plans' content at its limits too (tests/rules/listing-extras.test.ts has each).
      tagline: long(80),
      videoUrl: upTo('https://youtu.be/', 200),
      faq: Array(10).fill({ question: long(200), answer: long(1000) }),
      tags: ['vegan-options', 'vegetarian', 'gluten-free', 'halal', 'outdoor-seating', 'wheelchair-accessible', 'wifi', 'delivery', 'takeout', 'reservations', 'kid-friendly', 'dog-friendly', 'late-night', 'live-music'],
      menu: Array(12).fill({ name: long(80), items: Array(16).fill({ name: long(80), description: long(200), price: 9999, dietary: ['vegan', 'spicy'] }) }),
      announcement: { text: long(200), endsAt: T0 },
      deals: Array(10).fill({ title: long(120), type: 'Offer', endsAt: T0 }),
      events: Array(20).fill({ title: long(120), startsAt: T0, endsAt: T0 + 1, description: long(500) }),
    });
    await assertSucceeds(setDoc(doc(alice, 'listings/max'), max));
    await assertSucceeds(setDoc(doc(alice, 'listings/max'), { ...max, title: 'Edited', updatedAt: T0 + 1 }));
    // An edit that changes every costly group at once: hours, links, photos, offers and content.
    const day = { open: '00:00', close: '23:59' };
    await assertSucceeds(
      setDoc(doc(alice, 'listings/max'), {
        ...max,
        openingHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
        socialMedia: { facebook: upTo('https://fb.com/', 200), instagram: upTo('https://', 200), twitter: upTo('HTTP://', 200) },
        images: [...(max.images as string[]).slice(1), upTo('/demo/', 1000)],
        specialOffers: Array(10).fill(long(199)),
        tagline: long(79),
        tags: (max as Record<string, unknown> as { tags: string[] }).tags.slice(1),
        updatedAt: T0 + 2,
      }),
    );
    // A rejected listing at its limits (a 500-character reason, top rating) edited by its owner.
    await asAdmin((db) => setDoc(doc(db, 'listings/max-rejected'), { ...max, status: 'rejected', rejectionReason: long(500), rating: 5, reviewCount: 1000 }));
    await assertSucceeds(setDoc(doc(alice, 'listings/max-rejected'), { ...max, rating: 5, reviewCount: 1000, updatedAt: T0 + 1 }));
  });
});
