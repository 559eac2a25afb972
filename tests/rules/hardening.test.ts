// What a signed-in user could write that passes for valid data but is not: links that run
// script, pictures from anywhere, reviews of one's own or a deleted listing, a review brought
// back after its removal, someone else's listing id, edits without creation's gates, dates far
// ahead of the server's clock, and hard deletes of favourites. Each refusal sits next to the
// legitimate write it resembles, which succeeds.
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { BUCKET, clearAll, clearAndSettle, dbAs, dbFor, emulatorStorageUrl, newFavorite, newListing, newProfile, newReview, restoreAll, seedWorld, stamp, storageUrl, T0, writeNewReview, withoutRules } from './fixtures';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore, admin: Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  [alice, bob, admin] = (['owner', 'other', 'admin'] as const).map((r) => dbFor(env, r));
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

const MINUTE = 60_000;
const DAY = 86_400_000;
const edit = (over: Record<string, unknown> = {}) => ({ title: 'Edited', status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp(), ...over });
/** alice's token, but with her e-mail address not verified. */
const unverifiedAlice = () => dbAs(env, 'alice', { email: 'alice@x.test', email_verified: false });


describe('listing links are web addresses', () => {
  const SCRIPT = 'javascript:alert(document.cookie)';
  it.each([
    ['a javascript: website', { website: SCRIPT }],
    ['a JavaScript: website (any case)', { website: 'JavaScript:alert(1)' }],
    ['a data: website', { website: 'data:text/html,<script>alert(1)</script>' }],
    ['an ftp: website', { website: 'ftp://files.ember.example' }],
    ['a website without a scheme', { website: 'www.ember.example' }],
    ['a website with a space before the scheme', { website: ' https://ember.example' }],
    ['a bare scheme', { website: 'https://' }],
    ['a javascript: WhatsApp', { whatsapp: SCRIPT }],
    ['a WhatsApp of words', { whatsapp: 'call me' }],
    ['a javascript: Instagram link', { socialMedia: { instagram: SCRIPT } }],
    ['a data: Facebook link', { socialMedia: { facebook: 'data:text/html;base64,PHNjcmlwdD4=' } }],
    ['a vbscript: Twitter link next to a good one', { socialMedia: { facebook: 'https://facebook.com/ember', twitter: 'vbscript:msgbox(1)' } }],
  ])('%s is refused, on create and on edit', async (_k, over) => {
    await assertFails(setDoc(doc(alice, 'listings/bad-link'), newListing('alice', over)));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit(over)));
  });
  it.each([
    ['empty links', { website: '', whatsapp: '', socialMedia: {} }],
    ['http and HTTPS addresses', { website: 'http://ember.example/menu?x=1', socialMedia: { facebook: 'HTTPS://facebook.com/ember', instagram: 'https://instagram.com/ember', twitter: 'https://x.com/ember' } }],
    ['a WhatsApp phone number (the form and the seed)', { whatsapp: '+1 512-555-0101' }],
    ['a WhatsApp number with brackets and dots', { whatsapp: '(512) 555.0101' }],
    ['a wa.me link', { whatsapp: 'https://wa.me/15125550101' }],
  ])('%s are accepted', async (_k, over) => {
    await assertSucceeds(setDoc(doc(alice, 'listings/good-link'), newListing('alice', over)));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit(over)));
  });
});

describe('listing pictures are this project’s: the owner’s uploads or the demo pictures', () => {
  it.each([
    ['another site', 'https://images.example/food.jpg'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//images.example/demo/a.svg'],
    ['a site path outside /demo/', '/img/food.jpg'],
    ['a path that climbs out of /demo/', '/demo/../admin/x.svg'],
    ['another owner’s Storage photo', storageUrl('bob')],
    ['another owner’s photo in the Storage emulator', emulatorStorageUrl('bob')],
    ['a photo outside listing-images/', `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/private%2Falice%2Fa.jpg?alt=media`],
    ['a photo in a folder below the owner’s', `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/listing-images%2Falice%2F..%2Fbob%2Fa.jpg?alt=media`],
    ['the owner’s path on another host', `https://evil.example/v0/b/${BUCKET}/o/listing-images%2Falice%2Fa.jpg`],
    ['the owner’s path over plain http from Storage', storageUrl('alice').replace('https://', 'http://')],
    ['an emulator address on another host', `http://192.168.1.9:9199/v0/b/${BUCKET}/o/listing-images%2Falice%2Fa.jpg`],
    ['an owner id that only starts like theirs', storageUrl('alice-evil')],
  ])('%s is refused', async (_k, url) => {
    await assertFails(setDoc(doc(alice, 'listings/bad-img'), newListing('alice', { images: ['/demo/restaurant-1.svg', url] })));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ images: [url] })));
  });
  it('the owner’s Storage photos (either host) and the demo pictures are accepted', async () => {
    const images = [storageUrl('alice'), emulatorStorageUrl('alice', '17-b.webp', 29199), '/demo/cafe-3.svg'];
    await assertSucceeds(setDoc(doc(alice, 'listings/good-img'), newListing('alice', { images })));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ images })));
  });
  it('a picture the listing already has stays (an admin may have added one from their folder); a new one must be the owner’s', async () => {
    const adminPhoto = storageUrl('root');
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-alice'), { images: [adminPhoto] }));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ images: [adminPhoto, storageUrl('alice')] })));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ images: [adminPhoto, storageUrl('alice'), storageUrl('root', '2-c.jpg')] })));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ images: [storageUrl('alice')], updatedAt: T0 + 2 })));
  });
});

describe('reviews', () => {
  it('an owner cannot review their own listing', async () => {
    await assertFails(writeNewReview(bob, 'bob', 'L-bob2_bob', newReview('L-bob2', 'bob')));
    await assertSucceeds(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
  });
  it('a reviewer needs a verified e-mail, to write and to edit (not to remove their review)', async () => {
    const unverified = unverifiedAlice();
    await assertFails(writeNewReview(unverified, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
    await assertFails(updateDoc(doc(unverified, 'reviews/L-bob_alice'), { rating: 1, ...stamp() }));
    await assertSucceeds(updateDoc(doc(unverified, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
  });
  it('a deleted listing cannot be reviewed, nor its reviews edited (they can still be removed)', async () => {
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-bob2'), { _deleted: true, ...stamp() }));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-bob'), { _deleted: true, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 1, ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
  });
  it('a review removed by an admin (the Admin SDK) stays removed: its author can neither revive nor edit it', async () => {
    await withoutRules(env, (db) => updateDoc(doc(db, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: false, ...stamp() }));
    await assertFails(setDoc(doc(alice, 'reviews/L-bob_alice'), newReview('L-bob', 'alice')));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { comment: 'Edited while removed', ...stamp() }));
  });
  it('an author who removed their review cannot bring it back either', async () => {
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: false, ...stamp() }));
  });
  it('admins write no reviews from a client (no unaudited admin write)', async () => {
    await assertFails(updateDoc(doc(admin, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(deleteDoc(doc(admin, 'reviews/L-bob_alice')));
  });
});

describe('a listing id belongs to the listing that took it', () => {
  // RxDB pushes with set() over what is there: an existing id is an update, whoever sends it.
  it('another owner cannot write their listing over someone’s id, live or tombstoned by its owner or an admin', async () => {
    await assertFails(setDoc(doc(bob, 'listings/L-alice'), newListing('bob')));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), { _deleted: true, updatedAt: T0 + 1, ...stamp() }));
    await assertFails(setDoc(doc(bob, 'listings/L-alice'), newListing('bob', { updatedAt: T0 + 2 })));
    await assertFails(setDoc(doc(bob, 'listings/L-alice'), newListing('alice', { updatedAt: T0 + 2 })));
    // L-bob has reviews (reviews/L-bob_alice, …): an admin removes it; nobody else takes the id.
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-bob'), { _deleted: true, ...stamp() }));
    await assertFails(setDoc(doc(alice, 'listings/L-bob'), newListing('alice', { updatedAt: T0 + 9 })));
    await assertFails(setDoc(doc(alice, 'listings/L-bob'), newListing('bob', { rating: 5, reviewCount: 2, updatedAt: T0 + 9 })));
    await assertFails(setDoc(doc(alice, 'listings/L-bob'), { ownerId: 'alice', _deleted: false, ...stamp() }, { merge: true }));
  });
  it('its own owner’s offline edit still brings an admin-deleted listing back, as pending (docs/sync.md)', async () => {
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-bob'), { _deleted: true, ...stamp() }));
    await assertSucceeds(setDoc(doc(bob, 'listings/L-bob'), newListing('bob', { title: 'Typed offline', rating: 5, reviewCount: 2, updatedAt: T0 + 9 })));
  });
});

describe('an owner’s edit needs what creating a listing needs', () => {
  it('a verified e-mail: an unverified token can tombstone, not edit or revive', async () => {
    const unverified = unverifiedAlice();
    await assertFails(updateDoc(doc(unverified, 'listings/L-alice'), edit()));
    await assertFails(setDoc(doc(unverified, 'listings/L-alice'), newListing('alice', { title: 'Pushed edit', updatedAt: T0 + 5 })));
    await assertSucceeds(updateDoc(doc(unverified, 'listings/L-alice'), { _deleted: true, updatedAt: T0 + 1, ...stamp() }));
    await assertFails(updateDoc(doc(unverified, 'listings/L-alice'), edit({ _deleted: false, updatedAt: T0 + 2 })));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ _deleted: false, updatedAt: T0 + 2 })));
  });
  it('a package: without one, an edit is refused and a tombstone accepted', async () => {
    await withoutRules(env, async (db) => {
      await setDoc(doc(db, 'profiles/nopkg'), newProfile('nopkg', 'nopkg@x.test'));
      await setDoc(doc(db, 'listings/L-nopkg'), newListing('nopkg'));
    });
    const nopkg = dbAs(env, 'nopkg', { email: 'nopkg@x.test', email_verified: true });
    await assertFails(updateDoc(doc(nopkg, 'listings/L-nopkg'), edit()));
    await assertSucceeds(updateDoc(doc(nopkg, 'listings/L-nopkg'), { _deleted: true, updatedAt: T0 + 1, ...stamp() }));
    await withoutRules(env, async (db) => {
      await deleteDoc(doc(db, 'listings/L-nopkg'));
      await deleteDoc(doc(db, 'profiles/nopkg'));
    });
  });
});

describe('dates a client writes are not ahead of the server’s clock', () => {
  // request.time is the emulator's clock, which is this machine's.
  const ahead = () => Date.now() + 60 * MINUTE;
  it('listings: createdAt and updatedAt at most five minutes ahead, not before 2020; an offline edit pushed late keeps its time', async () => {
    await assertFails(setDoc(doc(alice, 'listings/d1'), newListing('alice', { createdAt: ahead(), updatedAt: ahead() })));
    await assertFails(setDoc(doc(alice, 'listings/d2'), newListing('alice', { updatedAt: ahead() })));
    await assertFails(setDoc(doc(alice, 'listings/d3'), newListing('alice', { createdAt: Date.UTC(2019, 11, 31), updatedAt: Date.UTC(2019, 11, 31) })));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ updatedAt: ahead() })));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), { _deleted: true, updatedAt: ahead(), ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), { _deleted: true, updatedAt: '9999', ...stamp() }));
    const now = Date.now();
    await assertSucceeds(setDoc(doc(alice, 'listings/d4'), newListing('alice', { createdAt: now + 2 * MINUTE, updatedAt: now + 2 * MINUTE })));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ updatedAt: now - 30 * DAY })));
  });
  it('favourites, profiles and reviews: the same bound', async () => {
    await assertFails(setDoc(doc(alice, 'users/alice/favorites/L-bob2'), newFavorite('L-bob2', { createdAt: ahead() })));
    await assertFails(updateDoc(doc(alice, 'users/alice/favorites/L-bob'), { _deleted: true, createdAt: ahead(), ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'users/alice/favorites/L-bob'), { _deleted: true, createdAt: Date.now(), ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'profiles/alice'), { fullName: 'Later', updatedAt: ahead(), ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'profiles/alice'), { fullName: 'Now', updatedAt: Date.now(), ...stamp() }));
    const dave = dbAs(env, 'dave', { email: 'dave@x.test', email_verified: true });
    await assertFails(setDoc(doc(dave, 'profiles/dave'), newProfile('dave', 'dave@x.test', { createdAt: ahead(), updatedAt: ahead() })));
    await assertFails(setDoc(doc(dave, 'profiles/dave'), newProfile('dave', 'dave@x.test', { createdAt: 0, updatedAt: 0 })));
    await assertSucceeds(setDoc(doc(dave, 'profiles/dave'), newProfile('dave', 'dave@x.test', { createdAt: Date.now(), updatedAt: Date.now() })));
    await withoutRules(env, (db) => deleteDoc(doc(db, 'profiles/dave')));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice', { createdAt: ahead() })));
    await assertSucceeds(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice', { createdAt: Date.now() })));
  });
});

describe('favourites are tombstoned, never hard-deleted', () => {
  it('the user cannot delete their favourite; un-favouriting is a tombstone', async () => {
    await assertFails(deleteDoc(doc(alice, 'users/alice/favorites/L-bob')));
    await assertSucceeds(updateDoc(doc(alice, 'users/alice/favorites/L-bob'), { _deleted: true, createdAt: T0 + 1, ...stamp() }));
    const after = await assertSucceeds(getDoc(doc(alice, 'users/alice/favorites/L-bob')));
    if (after.get('_deleted') !== true) throw new Error('the favourite should be a tombstone');
  });
});
