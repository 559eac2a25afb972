// Escalation attempts on private data, the catalog, ads and reviews, by suspended users and
// through the replication's batched pushes; each refused by firestore.rules next to the
// legitimate version that succeeds (profiles and listings: escalation.test.ts).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { LISTING_PUSH_BATCH } from '@/features/owner/data/listing-push-batch';
import { newAd, newFavorite, newListing, newNotification, newReview, stamp, T0, writeNewReview } from './fixtures';
import { long, edit, withEscalationWorld, type EscalationWorld } from './escalation-world';

let alice: Firestore, bob: Firestore, sam: Firestore, admin: Firestore, guest: Firestore;
let asAdmin: EscalationWorld['asAdmin'];

withEscalationWorld((world) => ({ alice, bob, sam, admin, guest, asAdmin } = world));

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
