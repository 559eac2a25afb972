// Usage counts: a listing's daily stats are read by its owner and admins only; search misses by
// admins only, and only terms at least 3 devices searched; the function's bookkeeping by nobody;
// and no client writes any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { ROLES, clearAll, clearAndSettle, dbFor, seedWorld, withoutRules } from './fixtures';

let env: RulesTestEnvironment;
const DAY = '2026-11-20';
/** alice (owner) owns L-alice; bob (other) owns L-bob. */
const ALICE_STATS = `listingStats/L-alice/days/${DAY}`;
const BOB_STATS = `listingStats/L-bob/days/${DAY}`;
const MISS = 'searchMisses/t1';
/** A term one device searched: maybe one person's search, so nobody's to read. */
const LONE_MISS = 'searchMisses/t-lone';
const MARKER = 'searchMisses/t1/devices/m1';
const BATCH = 'usageBatches/b1';
const DEVICE_DAY = `usageDevices/d1_${DAY}`;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  await withoutRules(env, async (db) => {
    await setDoc(doc(db, ALICE_STATS), { day: DAY, listingId: 'L-alice', view: 3, contact_phone: 1 });
    await setDoc(doc(db, `listingStats/L-alice/days/2026-11-21`), { day: '2026-11-21', listingId: 'L-alice', view: 1 });
    await setDoc(doc(db, BOB_STATS), { day: DAY, listingId: 'L-bob', view: 7 });
    await setDoc(doc(db, 'listingStats/L-gone/days/2026-11-20'), { day: DAY, listingId: 'L-gone', view: 1 });
    await setDoc(doc(db, MISS), { term: 'vegan ramen', searches: 4, devices: 3, lastDay: DAY });
    await setDoc(doc(db, LONE_MISS), { term: 'my own street', searches: 2, devices: 1, lastDay: DAY });
    await setDoc(doc(db, MARKER), { day: DAY });
    await setDoc(doc(db, BATCH), { accepted: 2 });
    await setDoc(doc(db, DEVICE_DAY), { day: DAY, counts: { view: 2 } });
  });
});
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

const days = (db: Firestore, listingId: string) => collection(db, `listingStats/${listingId}/days`);

describe('listingStats', () => {
  it("an owner gets and lists their own listing's days", async () => {
    const alice = dbFor(env, 'owner');
    await assertSucceeds(getDoc(doc(alice, ALICE_STATS)));
    await assertSucceeds(getDocs(days(alice, 'L-alice')));
    await assertSucceeds(getDocs(query(days(alice, 'L-alice'), where('day', '>=', '2026-11-01'), orderBy('day'))));
  });

  it("an owner cannot read another owner's stats, nor a visitor anyone's", async () => {
    const bob = dbFor(env, 'other');
    await assertFails(getDoc(doc(bob, ALICE_STATS)));
    await assertFails(getDocs(days(bob, 'L-alice')));
    await assertFails(getDoc(doc(dbFor(env, 'owner'), BOB_STATS)));
    await assertFails(getDocs(days(dbFor(env, 'owner'), 'L-bob')));
    const guest = dbFor(env, 'guest');
    for (const path of [ALICE_STATS, BOB_STATS]) await assertFails(getDoc(doc(guest, path)));
    await assertFails(getDocs(days(guest, 'L-bob')));
    // bob still reads his own.
    await assertSucceeds(getDocs(days(bob, 'L-bob')));
  });

  it('stats of a listing that does not exist are nobody\'s but the admins\'', async () => {
    await assertFails(getDoc(doc(dbFor(env, 'owner'), 'listingStats/L-gone/days/2026-11-20')));
    await assertSucceeds(getDoc(doc(dbFor(env, 'admin'), 'listingStats/L-gone/days/2026-11-20')));
  });

  it('an admin reads every listing\'s stats', async () => {
    const admin = dbFor(env, 'admin');
    await assertSucceeds(getDoc(doc(admin, ALICE_STATS)));
    await assertSucceeds(getDocs(days(admin, 'L-bob')));
  });
});

describe('searchMisses and the function\'s bookkeeping', () => {
  const shared = (db: Firestore) => query(collection(db, 'searchMisses'), where('devices', '>=', 3), orderBy('devices', 'desc'), orderBy('searches', 'desc'));

  it('an admin reads the totals of terms at least 3 devices searched; nobody else does', async () => {
    const admin = dbFor(env, 'admin');
    await assertSucceeds(getDoc(doc(admin, MISS)));
    const listed = await assertSucceeds(getDocs(shared(admin)));
    expect(listed.docs.map((d) => d.id)).toEqual(['t1']);
    for (const role of ['guest', 'owner', 'other', 'suspended'] as const) {
      await assertFails(getDoc(doc(dbFor(env, role), MISS)));
      await assertFails(getDocs(shared(dbFor(env, role))));
    }
  });

  it('a term fewer than 3 devices searched is refused even to an admin, and so is a list not asking for devices >= 3', async () => {
    const admin = dbFor(env, 'admin');
    await assertFails(getDoc(doc(admin, LONE_MISS)));
    await assertFails(getDocs(collection(admin, 'searchMisses')));
    await assertFails(getDocs(query(collection(admin, 'searchMisses'), where('devices', '>=', 1))));
  });

  it('nobody reads the per-device markers, the batch ids or the device counts, admins included', async () => {
    for (const role of ROLES) {
      const db = dbFor(env, role);
      for (const path of [MARKER, BATCH, DEVICE_DAY]) await assertFails(getDoc(doc(db, path)));
      for (const col of ['searchMisses/t1/devices', 'usageBatches', 'usageDevices']) await assertFails(getDocs(collection(db, col)));
    }
  });
});

describe('no client writes usage counts', () => {
  const existing = [ALICE_STATS, BOB_STATS, MISS, LONE_MISS, MARKER, BATCH, DEVICE_DAY];
  const fresh = ['listingStats/L-alice/days/2026-11-25', 'listingStats/L-bob/days/2026-11-25', 'searchMisses/t2', 'searchMisses/t1/devices/m2', 'usageBatches/b2', 'usageDevices/d2_2026-11-25'];

  for (const role of ROLES) {
    it(`${role}: create, update and delete are refused everywhere`, async () => {
      const db = dbFor(env, role);
      for (const path of fresh) await assertFails(setDoc(doc(db, path), { day: '2026-11-25', view: 1 }));
      for (const path of existing) {
        await assertFails(updateDoc(doc(db, path), { view: 1_000 }));
        await assertFails(setDoc(doc(db, path), { view: 1_000 }, { merge: true }));
        await assertFails(deleteDoc(doc(db, path)));
      }
    });
  }
});
