// mailPrefs/{uid}: the kinds of e-mail a user turned off. Only that user reads and writes it,
// with known kinds only. The e-mail queue is the functions' alone; admins read newsletter
// subscriptions and contact messages, and may only mark a message resolved or open. An owner's
// leads (written by sendLead) are theirs to read and to move between new, answered and archived.
// A booking is read by its diner and the listing's owner only, and written by no client; booking
// rules are their owner's to read; slot counters are nobody's.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnv } from '../support/emulator';
import { ACTORS, dbFor, newProfile, stamp, withoutRules, type Role } from './fixtures';

let env: RulesTestEnvironment;
const ALICE = `mailPrefs/${ACTORS.owner.uid}`;
const valid = (off: unknown[] = ['listings']) => ({ off, updatedAt: Date.now() });
const LEAD = `users/${ACTORS.owner.uid}/leads/q1`;

beforeAll(async () => {
  env = await rulesEnv();
  await withoutRules(env, async (db) => {
    for (const role of ['owner', 'other', 'suspended'] as const) {
      const a = ACTORS[role];
      await setDoc(doc(db, `profiles/${a.uid}`), newProfile(a.uid, a.token.email, { status: a.status }));
    }
    await setDoc(doc(db, `mailPrefs/${ACTORS.other.uid}`), valid(['reviews']));
    await setDoc(doc(db, 'mail/m1'), { to: 'alice@x.test', message: { subject: 'Hi', text: '.', html: '.' } });
    await setDoc(doc(db, 'newsletter/n1'), { email: 'alice@x.test', status: 'confirmed' });
    await setDoc(doc(db, 'contactMessages/c1'), { name: 'Ada', email: 'ada@x.test', message: 'Hello', uid: null, status: 'open', createdAt: 1, updatedAt: 1 });
    await setDoc(doc(db, 'messageLimits/k1'), { times: [1] });
    const lead = { listingId: 'l1', listingTitle: 'Ember', name: 'Dana', email: 'dana@x.test', phone: '', message: 'Table for 8?', fromUid: '', status: 'new', createdAt: 1, updatedAt: 1, _deleted: false };
    await setDoc(doc(db, LEAD), lead);
    await setDoc(doc(db, `users/${ACTORS.suspended.uid}/leads/q1`), lead);
    // Alice owns the listing; Bob booked a table there.
    await setDoc(doc(db, 'bookings/b1'), { listingId: 'l1', ownerId: ACTORS.owner.uid, dinerUid: ACTORS.other.uid, name: 'Bob', status: 'requested', start: 2, partySize: 2 });
    await setDoc(doc(db, 'bookingRules/l1'), { enabled: true, slotMinutes: 30, capacity: 2, minParty: 1, maxParty: 6, daysAhead: 14, noticeMinutes: 0, listingId: 'l1', ownerId: ACTORS.owner.uid });
    await setDoc(doc(db, 'bookingSlots/l1_2'), { listingId: 'l1', start: 2, taken: 1 });
  });
});
afterAll(async () => env?.cleanup());

describe('mailPrefs', () => {
  it('its user writes and reads their own choices', async () => {
    const db = dbFor(env, 'owner');
    await assertSucceeds(setDoc(doc(db, ALICE), valid(['listings', 'plans'])));
    await assertSucceeds(updateDoc(doc(db, ALICE), valid([])));
    await assertSucceeds(getDoc(doc(db, ALICE)));
  });

  it('nobody else reads or writes them, admins included', async () => {
    const target = `mailPrefs/${ACTORS.other.uid}`;
    for (const role of ['guest', 'owner', 'admin'] as Role[]) {
      const db = dbFor(env, role);
      await assertFails(getDoc(doc(db, target)));
      await assertFails(setDoc(doc(db, target), valid([])));
    }
    await assertFails(getDocs(collection(dbFor(env, 'admin'), 'mailPrefs')));
  });

  it('only known kinds, a list, and no other fields; never deleted', async () => {
    const db = dbFor(env, 'owner');
    await assertFails(setDoc(doc(db, ALICE), valid(['listings', 'marketing'])));
    await assertFails(setDoc(doc(db, ALICE), { off: 'listings', updatedAt: Date.now() }));
    await assertFails(setDoc(doc(db, ALICE), { ...valid(), email: 'other@x.test' }));
    await assertFails(setDoc(doc(db, ALICE), { off: [] }));
    await assertFails(deleteDoc(doc(db, ALICE)));
  });

  it('a suspended user writes nothing (their unsubscribe links still work, through a function)', async () => {
    await assertFails(setDoc(doc(dbFor(env, 'suspended'), `mailPrefs/${ACTORS.suspended.uid}`), valid()));
  });
});

describe('mail, newsletter, contact messages', () => {
  it('no client reads or writes the e-mail queue or the rate limits, admins included', async () => {
    for (const role of ['guest', 'owner', 'admin'] as Role[]) {
      const db = dbFor(env, role);
      await assertFails(getDoc(doc(db, 'mail/m1')));
      await assertFails(getDocs(collection(db, 'mail')));
      await assertFails(setDoc(doc(db, 'mail/m2'), { to: 'x@x.test', message: { subject: 'Spam', text: '.', html: '.' } }));
      await assertFails(getDoc(doc(db, 'messageLimits/k1')));
      await assertFails(setDoc(doc(db, 'messageLimits/k1'), { times: [] }));
    }
  });

  it('admins read subscriptions and messages; nobody else does, and nobody writes a subscription', async () => {
    const admin = dbFor(env, 'admin');
    await assertSucceeds(getDocs(collection(admin, 'newsletter')));
    await assertSucceeds(getDocs(collection(admin, 'contactMessages')));
    for (const role of ['guest', 'owner'] as Role[]) {
      const db = dbFor(env, role);
      await assertFails(getDoc(doc(db, 'newsletter/n1')));
      await assertFails(getDoc(doc(db, 'contactMessages/c1')));
    }
    for (const role of ['guest', 'owner', 'admin'] as Role[]) {
      const db = dbFor(env, role);
      await assertFails(setDoc(doc(db, 'newsletter/n2'), { email: 'x@x.test', status: 'confirmed' }));
      await assertFails(updateDoc(doc(db, 'newsletter/n1'), { status: 'unsubscribed' }));
      await assertFails(setDoc(doc(db, 'contactMessages/c2'), { name: 'Bot', email: 'b@x.test', message: 'Spam', status: 'open' }));
    }
  });

  it('an admin marks a message resolved (as themself) or open again, and changes nothing else', async () => {
    const admin = dbFor(env, 'admin');
    const ref = doc(admin, 'contactMessages/c1');
    await assertSucceeds(updateDoc(ref, { status: 'resolved', resolvedAt: 2, resolvedBy: ACTORS.admin.uid, updatedAt: 2 }));
    await assertSucceeds(updateDoc(ref, { status: 'open', updatedAt: 3 }));
    await assertFails(updateDoc(ref, { status: 'resolved', resolvedAt: 4, resolvedBy: 'someone-else', updatedAt: 4 }));
    await assertFails(updateDoc(ref, { message: 'Edited', updatedAt: 5 }));
    await assertFails(updateDoc(ref, { status: 'deleted', updatedAt: 6 }));
    await assertFails(deleteDoc(ref));
    await assertFails(updateDoc(doc(dbFor(env, 'owner'), 'contactMessages/c1'), { status: 'resolved', resolvedAt: 2, resolvedBy: ACTORS.owner.uid, updatedAt: 2 }));
  });
});

describe('leads', () => {
  it('the owner reads their questions and moves one between new, answered and archived', async () => {
    const db = dbFor(env, 'owner');
    await assertSucceeds(getDocs(collection(db, `users/${ACTORS.owner.uid}/leads`)));
    await assertSucceeds(updateDoc(doc(db, LEAD), { status: 'answered', updatedAt: 2, ...stamp() }));
    await assertSucceeds(updateDoc(doc(db, LEAD), { status: 'archived', updatedAt: 3, ...stamp() }));
    await assertFails(updateDoc(doc(db, LEAD), { status: 'spam', updatedAt: 4, ...stamp() }));
    await assertFails(updateDoc(doc(db, LEAD), { status: 'new', updatedAt: 3, ...stamp() }));
    await assertFails(updateDoc(doc(db, LEAD), { status: 'new', message: 'Edited', updatedAt: 5, ...stamp() }));
    await assertFails(updateDoc(doc(db, LEAD), { status: 'new', updatedAt: 6 }));
    await assertFails(setDoc(doc(db, `users/${ACTORS.owner.uid}/leads/q2`), { listingId: 'l1', name: 'Me', status: 'new', createdAt: 1, updatedAt: 1, _deleted: false, ...stamp() }));
    await assertFails(deleteDoc(doc(db, LEAD)));
  });

  it('nobody else reads or changes them; a suspended owner changes nothing', async () => {
    for (const role of ['guest', 'other'] as Role[]) {
      const db = dbFor(env, role);
      await assertFails(getDoc(doc(db, LEAD)));
      await assertFails(updateDoc(doc(db, LEAD), { status: 'archived', updatedAt: 10, ...stamp() }));
    }
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), LEAD), { status: 'archived', updatedAt: 10, ...stamp() }));
    await assertFails(updateDoc(doc(dbFor(env, 'suspended'), `users/${ACTORS.suspended.uid}/leads/q1`), { status: 'archived', updatedAt: 10, ...stamp() }));
  });
});

describe('bookings', () => {
  it('the diner and the owner read a booking, and query only their own', async () => {
    await assertSucceeds(getDoc(doc(dbFor(env, 'other'), 'bookings/b1')));
    await assertSucceeds(getDoc(doc(dbFor(env, 'owner'), 'bookings/b1')));
    await assertSucceeds(getDocs(query(collection(dbFor(env, 'other'), 'bookings'), where('dinerUid', '==', ACTORS.other.uid))));
    await assertSucceeds(getDocs(query(collection(dbFor(env, 'owner'), 'bookings'), where('ownerId', '==', ACTORS.owner.uid))));
    await assertFails(getDocs(query(collection(dbFor(env, 'owner'), 'bookings'), where('dinerUid', '==', ACTORS.other.uid))));
    await assertFails(getDocs(collection(dbFor(env, 'other'), 'bookings')));
  });

  it('nobody else reads a booking, and no client writes one, its diner and owner included', async () => {
    for (const role of ['guest', 'suspended', 'admin'] as Role[]) await assertFails(getDoc(doc(dbFor(env, role), 'bookings/b1')));
    for (const role of ['owner', 'other', 'admin'] as Role[]) {
      const db = dbFor(env, role);
      await assertFails(updateDoc(doc(db, 'bookings/b1'), { status: 'accepted' }));
      await assertFails(setDoc(doc(db, 'bookings/b2'), { listingId: 'l1', ownerId: ACTORS.owner.uid, dinerUid: ACTORS.other.uid, status: 'accepted', start: 2 }));
      await assertFails(deleteDoc(doc(db, 'bookings/b1')));
    }
  });

  it('booking rules are read by their owner only and written by no client; slot counters by nobody', async () => {
    await assertSucceeds(getDoc(doc(dbFor(env, 'owner'), 'bookingRules/l1')));
    // A listing without rules reads as none, so the owner's form can open.
    await assertSucceeds(getDoc(doc(dbFor(env, 'other'), 'bookingRules/none-yet')));
    for (const role of ['guest', 'other'] as Role[]) await assertFails(getDoc(doc(dbFor(env, role), 'bookingRules/l1')));
    await assertFails(setDoc(doc(dbFor(env, 'owner'), 'bookingRules/l1'), { enabled: true, capacity: 50, ownerId: ACTORS.owner.uid }));
    for (const role of ['owner', 'other', 'admin'] as Role[]) {
      await assertFails(getDoc(doc(dbFor(env, role), 'bookingSlots/l1_2')));
      await assertFails(setDoc(doc(dbFor(env, role), 'bookingSlots/l1_2'), { listingId: 'l1', start: 2, taken: 0 }));
    }
  });
});
