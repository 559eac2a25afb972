// The owner dashboard's data, as the owner's replications read and write it: their listings
// (pulled with `where ownerId == uid`, pushed as full documents), and the listingReviews read
// model (users/{uid}/listingReviews, written only by the owner-reviews function).
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, newListing, restoreAll, seedWorld, stamp, T0, withoutRules } from './fixtures';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore, sam: Firestore, admin: Firestore, guest: Firestore;

/** The owner's copy of a review, as projectOwnerReview writes it (docs/data-model.md). */
const ownerReview = (over: Record<string, unknown> = {}) => ({
  listingId: 'L-alice',
  listingTitle: 'Ember & Oak',
  customerName: 'Bob B.',
  rating: 4,
  comment: 'Good.',
  createdAt: T0,
  _deleted: false,
  ...stamp(),
  ...over,
});


beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  // Not part of the shared world: no case here changes them (every client write is refused).
  await withoutRules(env, async (db) => {
    await setDoc(doc(db, 'users/alice/listingReviews/L-alice_bob'), ownerReview());
    await setDoc(doc(db, 'users/alice/listingReviews/L-rejected_bob'), ownerReview({ listingId: 'L-rejected', _deleted: true }));
  });
  [alice, bob, sam, admin, guest] = (['owner', 'other', 'suspended', 'admin', 'guest'] as const).map((r) => dbFor(env, r));
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

/** The three query shapes of RxDB's Firestore pull, filtered by owner (replication-firestore). */
function pullQueries(db: Firestore, ownerId: string) {
  const base = query(collection(db, 'listings'), where('ownerId', '==', ownerId));
  const since = Timestamp.fromMillis(T0);
  return {
    first: query(base, orderBy('serverTimestamp', 'asc'), limit(100)),
    newer: query(base, where('serverTimestamp', '>', since), orderBy('serverTimestamp', 'asc'), limit(100)),
    sameTime: query(base, where('serverTimestamp', '==', since), where(documentId(), '>', 'L-a'), orderBy(documentId(), 'asc'), limit(100)),
  };
}

describe('owners pull their own listings with the replication query', () => {
  it('an owner lists `where ownerId == their uid` (pending and rejected included), in every pull shape', async () => {
    const q = pullQueries(alice, 'alice');
    const first = await assertSucceeds(getDocs(q.first));
    const ids = first.docs.map((d) => d.id).sort();
    if (ids.join() !== 'L-alice,L-rejected') throw new Error(`expected alice's two listings, got ${ids.join()}`);
    await assertSucceeds(getDocs(q.newer));
    await assertSucceeds(getDocs(q.sameTime));
  });
  it('a suspended owner still pulls their own', async () => {
    await assertSucceeds(getDocs(pullQueries(sam, 'sam').first));
  });
  it('nobody pulls another owner’s non-approved listings with that query', async () => {
    for (const db of [bob, sam, guest]) {
      const q = pullQueries(db, 'alice');
      await assertFails(getDocs(q.first));
      await assertFails(getDocs(q.newer));
    }
    // …while the approved ones of another owner are public (so the refusal is the rule's doing).
    await assertSucceeds(getDocs(query(collection(alice, 'listings'), where('ownerId', '==', 'bob'), where('status', '==', 'approved'))));
  });
  it('admins pull any owner’s listings', async () => {
    await assertSucceeds(getDocs(pullQueries(admin, 'alice').first));
  });
});

describe('owners’ full-document pushes (how RxDB pushes an edit)', () => {
  const full = (over: Record<string, unknown> = {}) => newListing('alice', { title: 'Pushed edit', updatedAt: T0 + 5, ...over });
  it.each([
    ['status approved', { status: 'approved' }],
    ['status rejected', { status: 'rejected', rejectionReason: 'self' }],
    ['rating', { rating: 5 }],
    ['reviewCount', { reviewCount: 12 }],
    ['ownerId', { ownerId: 'bob' }],
    ['createdAt', { createdAt: T0 - 1 }],
  ])('one that changes %s is refused', async (_k, over) => {
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), full(over)));
  });
  it('one that changes only content (back to pending) is accepted', async () => {
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), full()));
  });
  it('a rejected listing pushed with its reason kept is refused; cleared and pending, accepted', async () => {
    const rejected = { status: 'rejected', rejectionReason: 'Blurry photos' };
    await assertFails(updateDoc(doc(alice, 'listings/L-rejected'), full(rejected)));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-rejected'), full()));
  });
});

describe('an owner’s offline edit racing an admin delete', () => {
  // The admin tombstones the listing (deleteListingAsAdmin; here the Admin SDK); the owner's
  // conflict handler keeps their text, sets pending and pushes the full document with
  // _deleted: false (docs/sync.md).
  const adminTombstones = (id: string) => withoutRules(env, (db) => updateDoc(doc(db, `listings/${id}`), { _deleted: true, ...stamp() }));
  it('resurrects their pending listing as pending, keeping what they typed', async () => {
    await adminTombstones('L-alice');
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), newListing('alice', { title: 'Typed offline', updatedAt: T0 + 9 })));
    const back = await assertSucceeds(getDoc(doc(alice, 'listings/L-alice')));
    if (back.get('title') !== 'Typed offline' || back.get('_deleted') !== false || back.get('status') !== 'pending') {
      throw new Error(`unexpected listing after the push: ${JSON.stringify(back.data())}`);
    }
  });
  it('resurrects an approved listing the admin removed, but only as pending', async () => {
    await adminTombstones('L-bob');
    const bobs = (over: Record<string, unknown>) => newListing('bob', { title: 'Typed offline', rating: 5, reviewCount: 2, updatedAt: T0 + 9, ...over });
    await assertFails(updateDoc(doc(bob, 'listings/L-bob'), bobs({ status: 'approved' })));
    await assertFails(updateDoc(doc(alice, 'listings/L-bob'), bobs({ status: 'pending' })));
    await assertSucceeds(updateDoc(doc(bob, 'listings/L-bob'), bobs({ status: 'pending' })));
  });
  it('a resurrected rejected listing must clear its reason', async () => {
    await adminTombstones('L-rejected');
    await assertFails(updateDoc(doc(alice, 'listings/L-rejected'), newListing('alice', { status: 'rejected', rejectionReason: 'Blurry photos' })));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-rejected'), newListing('alice', { title: 'Fixed offline' })));
  });
  it('a suspended owner cannot resurrect theirs', async () => {
    await adminTombstones('L-sam');
    await assertFails(updateDoc(doc(sam, 'listings/L-sam'), newListing('sam', { title: 'Typed offline' })));
  });
});

describe('listingReviews: the owner’s read model', () => {
  it('the owner reads their own (get, list, the replication pull), tombstones included', async () => {
    await assertSucceeds(getDoc(doc(alice, 'users/alice/listingReviews/L-alice_bob')));
    const all = await assertSucceeds(getDocs(query(collection(alice, 'users/alice/listingReviews'), orderBy('serverTimestamp', 'asc'), limit(100))));
    if (all.size !== 2) throw new Error(`expected 2 copies, got ${all.size}`);
    await assertSucceeds(getDocs(query(collection(alice, 'users/alice/listingReviews'), where('serverTimestamp', '>', Timestamp.fromMillis(T0)), orderBy('serverTimestamp', 'asc'), limit(100))));
  });
  it('a suspended user still reads theirs; admins read anyone’s', async () => {
    await assertSucceeds(getDocs(collection(sam, 'users/sam/listingReviews')));
    await assertSucceeds(getDoc(doc(admin, 'users/alice/listingReviews/L-alice_bob')));
    await assertSucceeds(getDocs(collection(admin, 'users/alice/listingReviews')));
  });
  it('nobody else reads them', async () => {
    for (const db of [bob, sam, guest]) {
      await assertFails(getDoc(doc(db, 'users/alice/listingReviews/L-alice_bob')));
      await assertFails(getDocs(collection(db, 'users/alice/listingReviews')));
    }
  });
  it('no client writes them, the owner and admins included (only the function does)', async () => {
    for (const db of [alice, admin, bob]) {
      await assertFails(setDoc(doc(db, 'users/alice/listingReviews/forged'), ownerReview({ rating: 5 })));
      await assertFails(updateDoc(doc(db, 'users/alice/listingReviews/L-alice_bob'), { rating: 5, ...stamp() }));
      await assertFails(updateDoc(doc(db, 'users/alice/listingReviews/L-alice_bob'), { _deleted: true, ...stamp() }));
      await assertFails(deleteDoc(doc(db, 'users/alice/listingReviews/L-alice_bob')));
    }
  });
});
