// An ad's advertised listing decides where a Hide competitors Ads page shows it: a client that
// could write advertisedOwnerId could put its ad on a competitor's page. The rules keep ads
// function-written: no client, its owner or an admin included, writes the new fields.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, newAd } from './fixtures';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});
beforeEach(async () => {
  await clearAll(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const stamp = { _deleted: false, createdAt: 1, updatedAt: 1, serverTimestamp: serverTimestamp() };
    await setDoc(doc(db, 'ads/lp'), { ...newAd({ placement: 'listing-page', advertisedListingId: 'rival-1', advertisedOwnerId: 'rival' }), ...stamp });
    await setDoc(doc(db, 'listings/mine'), { title: 'Mine', status: 'approved', ownerId: 'alice' });
  });
});

const guest = () => env.unauthenticatedContext().firestore();
const alice = () => env.authenticatedContext('alice', { email_verified: true }).firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();

describe('listing-page ads', () => {
  it('anyone reads them, with the listing they advertise (the pages choose by it)', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'ads/lp')));
    await assertSucceeds(getDocs(query(collection(guest(), 'ads'), where('placement', '==', 'listing-page'))));
  });

  it('an owner cannot place an ad for their listing, nor claim another ad as theirs', async () => {
    const own = newAd({ placement: 'listing-page', advertisedListingId: 'mine', advertisedOwnerId: 'alice' });
    await assertFails(setDoc(doc(alice(), 'ads/alice-ad'), { ...own, _deleted: false, createdAt: 1, updatedAt: 1 }));
    await assertFails(updateDoc(doc(alice(), 'ads/lp'), { advertisedOwnerId: 'alice' }));
    await assertFails(updateDoc(doc(alice(), 'ads/lp'), { advertisedListingId: 'mine' }));
  });

  it('an admin client writes none either: createAd and updateAd check the listing', async () => {
    await assertFails(setDoc(doc(admin(), 'ads/admin-ad'), newAd({ placement: 'listing-page', advertisedListingId: 'nowhere', advertisedOwnerId: 'x' })));
    await assertFails(updateDoc(doc(admin(), 'ads/lp'), { advertisedListingId: '', advertisedOwnerId: '' }));
  });
});
