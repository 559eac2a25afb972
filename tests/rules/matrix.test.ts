// The rules matrix: every role × every collection × get/list/create/update/delete, with
// the expected outcome written down as data (EXPECTED) and each cell one test.
//
// Who acts on what: the owner and the suspended user act on THEIR OWN documents (so a
// suspended cell shows suspension, not mere non-ownership); the guest, another owner and
// the admin act on the owner's (alice's) documents. Each write is the one that role would
// legitimately try (an admin approves/suspends; an owner edits), valid in shape, so a
// refusal is about who is asking, never about a malformed payload. Admins change things
// through callable functions (docs/admin.md), so their client writes are refused.
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { ACTORS, ROLES, clearAll, clearAndSettle, dbFor, newAd, newAuditEntry, newFavorite, newListing, newNotification, newProfile, newReview, restoreWorld, writeNewReview, seedWorld, stamp, T0, type Role } from './fixtures';

const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];

/** Whose documents each role acts on (see the header). */
const SUBJECT: Record<Role, 'alice' | 'sam'> = { guest: 'alice', owner: 'alice', other: 'alice', suspended: 'sam', admin: 'alice' };
const EMAIL = { alice: 'alice@x.test', sam: 'sam@x.test' };

// Expected outcome per cell. Columns, in order: guest, owner, other, suspended, admin.
// Y = allowed, - = refused.
const EXPECTED = {
  //                 g o o s a
  profiles: {     get: '-Y-YY', list: '----Y', create: '-Y---', update: '-Y---', delete: '-----' },
  listings: {     get: '-Y-YY', list: '-Y-YY', create: '-Y---', update: '-Y---', delete: '-----' },
  catalog: {      get: 'YYYYY', list: 'YYYYY', create: '-----', update: '-----', delete: '-----' },
  favorites: {    get: '-Y-Y-', list: '-Y-Y-', create: '-Y---', update: '-Y---', delete: '-----' },
  notifications: { get: '-Y-YY', list: '-Y-YY', create: '-----', update: '-Y---', delete: '-----' },
  listingReviews: { get: '-Y-YY', list: '-Y-YY', create: '-----', update: '-----', delete: '-----' },
  reviews: {      get: 'YYYYY', list: 'YYYYY', create: '-Y---', update: '-Y---', delete: '-----' },
  reviewQuotas: { get: '-Y-Y-', list: '-----', create: '-Y---', update: '-Y---', delete: '-----' },
  ads: {          get: 'YYYYY', list: 'YYYYY', create: '-----', update: '-----', delete: '-----' },
  payments: {     get: '-Y-YY', list: '-Y-YY', create: '-----', update: '-----', delete: '-----' },
  stripeEvents: { get: '-----', list: '-----', create: '-----', update: '-----', delete: '-----' },
  auditLog: {     get: '----Y', list: '----Y', create: '-----', update: '-----', delete: '-----' },
} satisfies Record<string, Record<Op, string>>;
type Collection = keyof typeof EXPECTED;

interface Cell {
  /** What the attempt is, for the test name. */
  what: string;
  run: (db: Firestore, role: Role, subject: 'alice' | 'sam') => Promise<unknown>;
  /** Fixture changes before this cell (rules disabled). */
  setup?: (admin: Firestore, role: Role, subject: 'alice' | 'sam') => Promise<unknown>;
}

const OPERATIONS: Record<Collection, Record<Op, Cell>> = {
  profiles: {
    get: { what: 'get the profile', run: (db, _r, s) => getDoc(doc(db, `profiles/${s}`)) },
    list: { what: 'list all profiles', run: (db) => getDocs(collection(db, 'profiles')) },
    create: {
      what: 'create the profile (a suspended user already has one)',
      setup: (db, _r, s) => (s === 'sam' ? Promise.resolve() : deleteDoc(doc(db, `profiles/${s}`))),
      run: (db, _r, s) => setDoc(doc(db, `profiles/${s}`), newProfile(s, EMAIL[s])),
    },
    update: {
      what: 'rename (an admin: suspend) the user',
      run: (db, r, s) => updateDoc(doc(db, `profiles/${s}`), r === 'admin' ? { status: 'inactive', ...stamp() } : { fullName: 'Renamed', updatedAt: T0 + 1, ...stamp() }),
    },
    delete: { what: 'hard-delete the profile', run: (db, _r, s) => deleteDoc(doc(db, `profiles/${s}`)) },
  },
  listings: {
    get: { what: 'get the pending listing', run: (db, _r, s) => getDoc(doc(db, `listings/L-${s}`)) },
    list: { what: "list the user's listings", run: (db, _r, s) => getDocs(query(collection(db, 'listings'), where('ownerId', '==', s))) },
    create: {
      what: 'create a listing for the user (an admin: approved)',
      run: (db, r, s) => setDoc(doc(db, `listings/new-${r}`), newListing(s, r === 'admin' ? { status: 'approved' } : {})),
    },
    update: {
      what: 'edit the listing (an admin: approve it)',
      run: (db, r, s) =>
        updateDoc(
          doc(db, `listings/L-${s}`),
          r === 'admin' ? { status: 'approved', rejectionReason: null, ...stamp() } : { title: 'Edited', status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp() },
        ),
    },
    delete: { what: 'hard-delete the listing', run: (db, _r, s) => deleteDoc(doc(db, `listings/L-${s}`)) },
  },
  catalog: {
    get: { what: 'get an entry', run: (db) => getDoc(doc(db, 'catalog/L-bob')) },
    list: { what: 'list the catalog', run: (db) => getDocs(collection(db, 'catalog')) },
    create: { what: 'create an entry', run: (db) => setDoc(doc(db, 'catalog/fake'), { title: 'Fake', _deleted: false, ...stamp() }) },
    update: { what: 'update an entry', run: (db) => updateDoc(doc(db, 'catalog/L-bob'), { rating: 5, ...stamp() }) },
    delete: { what: 'delete an entry', run: (db) => deleteDoc(doc(db, 'catalog/L-bob')) },
  },
  favorites: {
    get: { what: 'get a favourite', run: (db, _r, s) => getDoc(doc(db, `users/${s}/favorites/L-bob`)) },
    list: { what: 'list the favourites', run: (db, _r, s) => getDocs(collection(db, `users/${s}/favorites`)) },
    create: { what: 'add a favourite', run: (db, _r, s) => setDoc(doc(db, `users/${s}/favorites/L-bob2`), newFavorite('L-bob2')) },
    update: { what: 'un-favourite (tombstone)', run: (db, _r, s) => updateDoc(doc(db, `users/${s}/favorites/L-bob`), { _deleted: true, ...stamp() }) },
    delete: { what: 'hard-delete a favourite', run: (db, _r, s) => deleteDoc(doc(db, `users/${s}/favorites/L-bob`)) },
  },
  notifications: {
    get: { what: 'get a notification', run: (db, _r, s) => getDoc(doc(db, `users/${s}/notifications/n1`)) },
    list: { what: 'list the notifications', run: (db, _r, s) => getDocs(collection(db, `users/${s}/notifications`)) },
    create: { what: 'create a notification', run: (db, _r, s) => setDoc(doc(db, `users/${s}/notifications/n2`), newNotification()) },
    update: { what: 'mark a notification read', run: (db, _r, s) => updateDoc(doc(db, `users/${s}/notifications/n1`), { isRead: true, ...stamp() }) },
    delete: { what: 'delete a notification', run: (db, _r, s) => deleteDoc(doc(db, `users/${s}/notifications/n1`)) },
  },
  listingReviews: {
    get: { what: 'get a review of their listing (read model)', run: (db, _r, s) => getDoc(doc(db, `users/${s}/listingReviews/L-bob_x`)) },
    list: { what: 'list the reviews of their listings', run: (db, _r, s) => getDocs(collection(db, `users/${s}/listingReviews`)) },
    create: {
      what: 'invent a review of their listing',
      run: (db, _r, s) => setDoc(doc(db, `users/${s}/listingReviews/fake`), { listingId: 'L-bob', listingTitle: 'x', customerName: 'Me', rating: 5, comment: '', createdAt: T0, _deleted: false, ...stamp() }),
    },
    update: { what: 'raise a review’s stars', run: (db, _r, s) => updateDoc(doc(db, `users/${s}/listingReviews/L-bob_x`), { rating: 5, comment: 'Perfect', ...stamp() }) },
    delete: { what: 'delete a bad review', run: (db, _r, s) => deleteDoc(doc(db, `users/${s}/listingReviews/L-bob_x`)) },
  },
  reviews: {
    get: { what: "get the user's review", run: (db, _r, s) => getDoc(doc(db, `reviews/L-bob_${s}`)) },
    list: { what: "list a listing's reviews", run: (db) => getDocs(query(collection(db, 'reviews'), where('listingId', '==', 'L-bob'))) },
    create: { what: 'review an approved listing as the user', run: (db, _r, s) => writeNewReview(db, s, `L-bob2_${s}`, newReview('L-bob2', s)) },
    update: {
      what: 'edit the review (an admin: tombstone it)',
      run: (db, r, s) => updateDoc(doc(db, `reviews/L-bob_${s}`), r === 'admin' ? { _deleted: true, ...stamp() } : { rating: 4, comment: 'Still good.', ...stamp() }),
    },
    delete: { what: 'hard-delete the review', run: (db, _r, s) => deleteDoc(doc(db, `reviews/L-bob_${s}`)) },
  },
  reviewQuotas: {
    get: { what: "get the user's review rate limit", run: (db, _r, s) => getDoc(doc(db, `reviewQuotas/${s}`)) },
    list: { what: 'list the rate limits', run: (db) => getDocs(collection(db, 'reviewQuotas')) },
    create: { what: 'claim a first slot', run: (db, _r, s) => setDoc(doc(db, `reviewQuotas/${s}`), { s0: { id: `L-bob2_${s}`, at: serverTimestamp() } }) },
    update: {
      what: 'claim a slot freed a minute ago',
      setup: (db, _r, s) => setDoc(doc(db, `reviewQuotas/${s}`), { s0: { id: `L-old_${s}`, at: Timestamp.fromMillis(T0) } }),
      run: (db, _r, s) => updateDoc(doc(db, `reviewQuotas/${s}`), { s0: { id: `L-bob2_${s}`, at: serverTimestamp() } }),
    },
    delete: {
      what: 'delete the rate limit',
      setup: (db, _r, s) => setDoc(doc(db, `reviewQuotas/${s}`), { s0: { id: `L-old_${s}`, at: Timestamp.fromMillis(T0) } }),
      run: (db, _r, s) => deleteDoc(doc(db, `reviewQuotas/${s}`)),
    },
  },
  ads: {
    get: { what: 'get an ad', run: (db) => getDoc(doc(db, 'ads/ad1')) },
    list: { what: 'list the ads', run: (db) => getDocs(collection(db, 'ads')) },
    create: { what: 'create an ad', run: (db) => setDoc(doc(db, 'ads/ad2'), newAd({ placement: 'listings-top' })) },
    update: { what: 'deactivate an ad', run: (db) => updateDoc(doc(db, 'ads/ad1'), { isActive: false, ...stamp() }) },
    delete: { what: 'delete an ad', run: (db) => deleteDoc(doc(db, 'ads/ad1')) },
  },
  payments: {
    get: { what: "get the user's payment", run: (db, _r, s) => getDoc(doc(db, `payments/pay-${s}`)) },
    list: { what: "list the user's payments", run: (db, _r, s) => getDocs(query(collection(db, 'payments'), where('userId', '==', s))) },
    create: { what: 'record a payment', run: (db, _r, s) => setDoc(doc(db, 'payments/pay-new'), { userId: s, plan: 'Platinum', amount: 0, status: 'paid', createdAt: T0 }) },
    update: { what: 'mark a payment paid', run: (db, _r, s) => updateDoc(doc(db, `payments/pay-${s}`), { amount: 0 }) },
    delete: { what: 'delete a payment', run: (db, _r, s) => deleteDoc(doc(db, `payments/pay-${s}`)) },
  },
  stripeEvents: {
    get: { what: 'get an event', run: (db) => getDoc(doc(db, 'stripeEvents/evt1')) },
    list: { what: 'list events', run: (db) => getDocs(collection(db, 'stripeEvents')) },
    create: { what: 'record an event', run: (db) => setDoc(doc(db, 'stripeEvents/evt2'), { type: 'checkout.session.completed', processedAt: T0 }) },
    update: { what: 'update an event', run: (db) => updateDoc(doc(db, 'stripeEvents/evt1'), { processedAt: 0 }) },
    delete: { what: 'delete an event', run: (db) => deleteDoc(doc(db, 'stripeEvents/evt1')) },
  },
  auditLog: {
    get: { what: 'get an audit entry', run: (db) => getDoc(doc(db, 'auditLog/a1')) },
    list: { what: 'list the audit log', run: (db) => getDocs(collection(db, 'auditLog')) },
    create: { what: 'forge an audit entry', run: (db) => setDoc(doc(db, 'auditLog/a2'), newAuditEntry({ action: 'user.suspend' })) },
    update: { what: 'rewrite an audit entry', run: (db) => updateDoc(doc(db, 'auditLog/a1'), { actorEmail: 'someone@x.test', ...stamp() }) },
    delete: { what: 'erase an audit entry', run: (db) => deleteDoc(doc(db, 'auditLog/a1')) },
  },
};

const COLLECTIONS = Object.keys(EXPECTED) as Collection[];
const ROLE_LABEL: Record<Role, string> = {
  guest: 'guest',
  owner: 'owner (alice)',
  other: 'another owner (bob)',
  suspended: 'suspended user (sam)',
  admin: 'admin',
};

let env: RulesTestEnvironment;
let ran = 0;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  // The owners' review read model (written by a function only, so no case here changes it).
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of ['alice', 'sam']) {
      await setDoc(doc(db, `users/${uid}/listingReviews/L-bob_x`), {
        listingId: 'L-bob', listingTitle: 'Ember & Oak', customerName: 'Xavi', rating: 5, comment: 'Lovely.', createdAt: T0, _deleted: false, ...stamp(),
      });
    }
  });
});
afterAll(async () => {
  console.log(`rules matrix: ${ran} cases ran (${ROLES.length} roles × ${COLLECTIONS.length} collections × ${OPS.length} operations)`);
  await clearAndSettle(env);
  await env.cleanup();
});

describe('rules matrix', () => {
  it('the expectation table covers every role, collection and operation', () => {
    for (const c of COLLECTIONS) for (const op of OPS) if (!/^[Y-]{5}$/.test(EXPECTED[c][op])) throw new Error(`EXPECTED.${c}.${op} must have one Y/- per role`);
    if (ROLES.length !== 5 || Object.keys(ACTORS).length !== 5) throw new Error('five roles expected');
  });

  for (const c of COLLECTIONS) {
    describe(c, () => {
      // Reads change nothing; after a write, put this collection's fixtures back.
      let wrote = false;
      afterEach(async () => {
        if (wrote) await restoreWorld(env, c);
        wrote = false;
      });
      for (const op of OPS) {
        const cell = OPERATIONS[c][op];
        ROLES.forEach((role, i) => {
          const allowed = EXPECTED[c][op][i] === 'Y';
          it(`${ROLE_LABEL[role]} · ${op} · ${cell.what} → ${allowed ? 'allowed' : 'refused'}`, async () => {
            ran++;
            wrote = op === 'create' || op === 'update' || op === 'delete';
            const subject = SUBJECT[role];
            if (cell.setup) {
              await env.withSecurityRulesDisabled(async (ctx) => {
                await cell.setup!(ctx.firestore() as unknown as Firestore, role, subject);
              });
            }
            const attempt = cell.run(dbFor(env, role), role, subject);
            await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
          });
        });
      }
    });
  }
});
