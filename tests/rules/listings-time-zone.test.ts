// A listing's time zone (set by the app from its location or city, never typed) is accepted by
// firestore.rules only as a short IANA-shaped name, or '' (not known yet); on create and on an
// owner's edit alike.
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, newListing, restoreAll, seedWorld, stamp, T0 } from './fixtures';

let env: RulesTestEnvironment;
let alice: Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  alice = dbFor(env, 'owner');
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

const edit = (over: Record<string, unknown>) => ({ status: 'pending', rejectionReason: null, updatedAt: T0 + 1, ...stamp(), ...over });

const BAD: [string, unknown][] = [
  ['a number', 42],
  ['a map', { zone: 'America/Chicago' }],
  ['null', null],
  ['500 characters', 'A'.repeat(500)],
  ['a part over 24 characters', `America/${'B'.repeat(25)}`],
  ['four parts', 'America/A/B/C'],
  ['a sentence', 'Not a zone!'],
  ['lower case', 'america/chicago'],
  ['a path', '../etc/passwd'],
];

describe('listings: timeZone', () => {
  it.each(BAD)('%s is refused on create', async (_k, timeZone) => {
    await assertFails(setDoc(doc(alice, 'listings/tz-bad'), newListing('alice', { timeZone })));
  });

  it.each(BAD)('%s is refused on an owner’s edit', async (_k, timeZone) => {
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit({ timeZone })));
  });

  it.each(['America/Los_Angeles', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC', 'America/Port-au-Prince', ''])('%j is accepted', async (timeZone) => {
    await assertSucceeds(setDoc(doc(alice, `listings/tz-${timeZone.replace(/\W/g, '') || 'empty'}`), newListing('alice', { timeZone })));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ timeZone })));
  });

  it('a listing without one is still accepted (saved before zones existed)', async () => {
    const { timeZone: _tz, ...legacy } = newListing('alice');
    await assertSucceeds(setDoc(doc(alice, 'listings/tz-legacy'), legacy));
  });
});
