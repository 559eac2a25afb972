// Reviews, owner replies, review stats and reports (docs/reviews.md; the rate limit has its own
// suite, review-quota.test.ts): each forbidden write is tried next to the legitimate one it
// resembles, which succeeds.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbAs, dbFor, newNotification, newReview, restoreAll, seedWorld, stamp, T0, writeNewReview, withoutRules } from './fixtures';

let env: RulesTestEnvironment;
let guest: Firestore, alice: Firestore, bob: Firestore, sam: Firestore, admin: Firestore;
/** The collections of this suite that the shared world does not restore. */
const EXTRA = ['reviewReplies', 'reviewStats', 'reports', 'rateLimits'];

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  [guest, alice, bob, sam, admin] = (['guest', 'owner', 'other', 'suspended', 'admin'] as const).map((r) => dbFor(env, r));
});
beforeEach(async () => {
  await withoutRules(env, async (db) => {
    await setDoc(doc(db, 'reviewStats/L-bob'), { listingId: 'L-bob', rating: 5, reviewCount: 2, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 2 }, updatedAt: T0, _deleted: false, ...stamp() });
    await setDoc(doc(db, 'reports/review_L-bob_sam_alice'), newReport());
    await setDoc(doc(db, 'reports/listing_L-bob2_sam'), newReport({ targetType: 'listing', targetId: 'L-bob2', listingId: 'L-bob2', reporterId: 'sam' }));
  });
});
afterEach(async () => {
  await withoutRules(env, async (db) => {
    for (const name of EXTRA) for (const d of (await getDocs(collection(db, name))).docs) await deleteDoc(d.ref);
  });
  await restoreAll(env);
});
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});


/** bob's reply to alice's review of his listing L-bob. */
function newReply(over: Record<string, unknown> = {}) {
  return { reviewId: 'L-bob_alice', listingId: 'L-bob', reviewerId: 'alice', ownerId: 'bob', text: 'Thank you, see you soon!', createdAt: T0 + 5, updatedAt: T0 + 5, _deleted: false, ...stamp(), ...over };
}

function newReport(over: Record<string, unknown> = {}) {
  return { targetType: 'review', targetId: 'L-bob_sam', listingId: 'L-bob', reporterId: 'alice', reason: 'spam', text: '', status: 'open', createdAt: T0, resolvedAt: null, resolvedBy: null, ...over };
}

describe('reviews', () => {
  it('one review per user and listing: the id is the listing and the author', async () => {
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice2', newReview('L-bob2', 'alice')));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_bob', newReview('L-bob2', 'alice')));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_sam', newReview('L-bob2', 'sam')));
    await assertSucceeds(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
    // Writing it again as new (another createdAt) is an edit of the same review, and createdAt is not editable.
    await assertFails(setDoc(doc(alice, 'reviews/L-bob2_alice'), newReview('L-bob2', 'alice', { createdAt: T0 + 1 })));
  });
  it('no review of one’s own listing', async () => {
    await assertFails(writeNewReview(bob, 'bob', 'L-bob2_bob', newReview('L-bob2', 'bob')));
  });
  it('no review of a deleted listing, nor of one that is not public', async () => {
    await assertFails(writeNewReview(bob, 'bob', 'L-alice_bob', newReview('L-alice', 'bob')));
    await assertFails(writeNewReview(bob, 'bob', 'L-missing_bob', newReview('L-missing', 'bob')));
    await withoutRules(env, (db) => updateDoc(doc(db, 'listings/L-bob2'), { _deleted: true }));
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
  });
  it('the author edits with updatedAt, never before createdAt, and cannot un-hide a removed review', async () => {
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 3, comment: 'Changed my mind.', updatedAt: T0 + 60_000, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 2, updatedAt: T0 - 1, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 2, updatedAt: Date.now() + 3_600_000, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { comment: 'x'.repeat(2001), ...stamp() }));
    await withoutRules(env, (db) => updateDoc(doc(db, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: false, updatedAt: T0 + 120_000, ...stamp() }));
  });
  it('a review deleted on the device before it was ever pushed arrives as a tombstone, and stays one', async () => {
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_bob', newReview('L-bob2', 'bob', { _deleted: true })));
    await assertSucceeds(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice', { _deleted: true })));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob2_alice'), { _deleted: false, updatedAt: T0 + 60_000, ...stamp() }));
    await assertFails(writeNewReview(sam, 'sam', 'L-bob2_sam', newReview('L-bob2', 'sam', { _deleted: true })));
  });
  it('another user cannot edit or remove someone’s review', async () => {
    await assertFails(updateDoc(doc(bob, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(updateDoc(doc(admin, 'reviews/L-bob_alice'), { rating: 1, ...stamp() }));
  });
  it('the listing owner cannot set its rating or review count', async () => {
    await assertFails(updateDoc(doc(bob, 'listings/L-bob'), { rating: 1, status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp() }));
    await assertFails(updateDoc(doc(bob, 'listings/L-bob'), { reviewCount: 99, status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp() }));
    await assertSucceeds(updateDoc(doc(bob, 'listings/L-bob'), { title: 'Renamed', status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp() }));
  });
});

describe('reviewStats', () => {
  it('anyone reads; no client writes, admins included', async () => {
    await assertSucceeds(getDoc(doc(guest, 'reviewStats/L-bob')));
    await assertSucceeds(getDocs(collection(guest, 'reviewStats')));
    for (const db of [alice, bob, admin]) {
      await assertFails(setDoc(doc(db, 'reviewStats/L-bob'), { listingId: 'L-bob', rating: 1, reviewCount: 1, counts: {}, _deleted: false, ...stamp() }));
      await assertFails(updateDoc(doc(db, 'reviewStats/L-bob'), { rating: 1, ...stamp() }));
      await assertFails(deleteDoc(doc(db, 'reviewStats/L-bob')));
    }
  });
});

describe('reviewReplies', () => {
  it('the listing’s owner replies to a live review of it, and everyone reads the reply', async () => {
    await assertSucceeds(getDoc(doc(bob, 'reviewReplies/L-bob_alice')));
    await assertSucceeds(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply()));
    await assertSucceeds(getDoc(doc(guest, 'reviewReplies/L-bob_alice')));
    await assertSucceeds(getDocs(query(collection(guest, 'reviewReplies'), where('listingId', '==', 'L-bob'))));
  });
  it('nobody else replies: not the reviewer, another owner, a suspended owner nor an admin', async () => {
    await assertFails(setDoc(doc(alice, 'reviewReplies/L-bob_alice'), newReply({ ownerId: 'alice' })));
    await assertFails(setDoc(doc(alice, 'reviewReplies/L-bob_alice'), newReply()));
    await assertFails(setDoc(doc(admin, 'reviewReplies/L-bob_alice'), newReply({ ownerId: 'root' })));
    await assertFails(setDoc(doc(guest, 'reviewReplies/L-bob_alice'), newReply()));
    // sam owns L-sam; bob's review of it (written by the Admin SDK) cannot get sam's reply: he is suspended.
    await withoutRules(env, (db) => setDoc(doc(db, 'reviews/L-sam_bob'), newReview('L-sam', 'bob')));
    await assertFails(setDoc(doc(sam, 'reviewReplies/L-sam_bob'), newReply({ reviewId: 'L-sam_bob', listingId: 'L-sam', reviewerId: 'bob', ownerId: 'sam' })));
    // A reply that names bob's listing but answers a review of alice's listing.
    await withoutRules(env, (db) => setDoc(doc(db, 'reviews/L-alice_bob'), newReview('L-alice', 'bob')));
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-alice_bob'), newReply({ reviewId: 'L-alice_bob', listingId: 'L-bob', reviewerId: 'bob' })));
    await assertSucceeds(setDoc(doc(alice, 'reviewReplies/L-alice_bob'), newReply({ reviewId: 'L-alice_bob', listingId: 'L-alice', reviewerId: 'bob', ownerId: 'alice' })));
  });
  it('only on live reviews, with the review’s own listing, reviewer and id', async () => {
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply({ reviewerId: 'sam' })));
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply({ reviewId: 'L-bob_sam' })));
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-bob_nobody'), newReply({ reviewId: 'L-bob_nobody', reviewerId: 'nobody' })));
    await withoutRules(env, (db) => updateDoc(doc(db, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply()));
  });
  it('text of 1 to 1000 characters', async () => {
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply({ text: '' })));
    await assertFails(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply({ text: 'x'.repeat(1001) })));
    await assertSucceeds(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply({ text: 'x'.repeat(1000) })));
  });
  it('the owner edits and tombstones it; who it answers never changes; a removed review takes no new reply', async () => {
    await assertSucceeds(setDoc(doc(bob, 'reviewReplies/L-bob_alice'), newReply()));
    await assertSucceeds(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { text: 'Edited thanks.', updatedAt: T0 + 10, ...stamp() }));
    await assertFails(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { reviewerId: 'sam', ...stamp() }));
    await assertFails(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { ownerId: 'alice', ...stamp() }));
    await assertFails(updateDoc(doc(alice, 'reviewReplies/L-bob_alice'), { text: 'Hijacked.', ...stamp() }));
    await assertFails(deleteDoc(doc(bob, 'reviewReplies/L-bob_alice')));
    await assertSucceeds(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { _deleted: true, updatedAt: T0 + 20, ...stamp() }));
    await assertSucceeds(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { _deleted: false, text: 'Again.', updatedAt: T0 + 30, ...stamp() }));
    await withoutRules(env, (db) => updateDoc(doc(db, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
    await assertFails(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { text: 'After removal.', updatedAt: T0 + 40, ...stamp() }));
    // Taking the reply down stays possible.
    await assertSucceeds(updateDoc(doc(bob, 'reviewReplies/L-bob_alice'), { _deleted: true, updatedAt: T0 + 50, ...stamp() }));
  });
});

describe('reports', () => {
  it('readable by admins and the reporter only', async () => {
    await assertSucceeds(getDoc(doc(alice, 'reports/review_L-bob_sam_alice')));
    await assertSucceeds(getDoc(doc(admin, 'reports/review_L-bob_sam_alice')));
    await assertFails(getDoc(doc(bob, 'reports/review_L-bob_sam_alice')));
    await assertFails(getDoc(doc(sam, 'reports/review_L-bob_sam_alice')));
    await assertFails(getDoc(doc(guest, 'reports/review_L-bob_sam_alice')));
    await assertSucceeds(getDocs(query(collection(alice, 'reports'), where('reporterId', '==', 'alice'))));
    await assertFails(getDocs(collection(alice, 'reports')));
    await assertFails(getDocs(query(collection(alice, 'reports'), where('reporterId', '==', 'sam'))));
    const all = await assertSucceeds(getDocs(collection(admin, 'reports')));
    expect(all.size).toBe(2);
  });
  it('no client files, edits or resolves one (the callables do), admins included', async () => {
    await assertFails(setDoc(doc(alice, 'reports/review_L-bob_sam_alice2'), newReport()));
    await assertFails(setDoc(doc(bob, 'reports/listing_L-alice_bob'), newReport({ targetType: 'listing', targetId: 'L-alice', listingId: 'L-alice', reporterId: 'bob' })));
    await assertFails(updateDoc(doc(alice, 'reports/review_L-bob_sam_alice'), { status: 'hidden' }));
    await assertFails(updateDoc(doc(admin, 'reports/review_L-bob_sam_alice'), { status: 'dismissed' }));
    await assertFails(deleteDoc(doc(admin, 'reports/review_L-bob_sam_alice')));
  });
});

describe('review notifications', () => {
  it.each(['review_reply', 'report_resolved', 'review_removed'])('a %s notification can be marked read by its user', async (type) => {
    await withoutRules(env, (db) => setDoc(doc(db, `users/alice/notifications/${type}`), newNotification({ type })));
    await assertSucceeds(updateDoc(doc(alice, `users/alice/notifications/${type}`), { isRead: true, ...stamp() }));
    await assertFails(updateDoc(doc(alice, `users/alice/notifications/${type}`), { type: 'other', ...stamp() }));
  });
  it('an unknown notification type stays refused', async () => {
    await withoutRules(env, (db) => setDoc(doc(db, 'users/alice/notifications/odd'), newNotification({ type: 'review_hacked' })));
    await assertFails(updateDoc(doc(alice, 'users/alice/notifications/odd'), { isRead: true, ...stamp() }));
  });
});

it('a review’s id is not someone else’s even with a token naming them', async () => {
  const mallory = dbAs(env, 'mallory', { email: 'm@x.test', email_verified: true });
  await assertFails(writeNewReview(mallory, 'mallory', 'L-bob2_alice', newReview('L-bob2', 'alice')));
});
