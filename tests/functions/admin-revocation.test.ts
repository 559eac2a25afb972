// An admin whose claim was removed, or whose sessions were revoked, is refused by every admin
// callable even with the ID token they got before (it stays valid for an hour, its `admin`
// claim frozen): the guard reads the user from Auth on every call (functions/src/admin/guard.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, listingContent, rawCall, storedListing, type TestUser } from '../support/callables';

let stack: CallableStack;
let owner: TestUser;
const ids = { listing: '', ad: '' };

beforeAll(async () => {
  stack = new CallableStack('admin-revoke');
  owner = await stack.createUser('revoke-owner');
  ids.listing = `revoke-listing-${stack.run}`;
  ids.ad = `revoke-ad-${stack.run}`;
  await stack.db.doc(`listings/${ids.listing}`).set(storedListing(owner.uid));
  await stack.db.doc(`ads/${ids.ad}`).set({ placement: 'homepage-bottom', title: 'Revoke ad', description: '', ctaText: '', ctaLink: '', imageUrl: '', isActive: true, createdAt: 1, updatedAt: 1, _deleted: false });
});
afterAll(async () => stack?.close());

/** A valid request for each admin callable, so a refusal is about the caller. */
const VALID: Record<string, () => unknown> = {
  moderateListing: () => ({ listingId: ids.listing, action: 'approve', expectedUpdatedAt: 1_790_000_000_000 }),
  saveListingAsAdmin: () => ({ ownerId: owner.uid, listing: listingContent({ title: `Revoked ${stack.run}` }) }),
  deleteListingAsAdmin: () => ({ listingId: ids.listing }),
  setUserStatus: () => ({ uid: owner.uid, status: 'inactive' }),
  setUserPackage: () => ({ uid: owner.uid, plan: 'Platinum' }),
  createAd: () => ({ title: `Revoked ${stack.run}`, placement: 'listings-top' }),
  updateAd: () => ({ adId: ids.ad, patch: { isActive: false } }),
  deleteAd: () => ({ adId: ids.ad }),
  resolveReport: () => ({ reportId: `review_revoke_${stack.run}`, action: 'dismiss' }),
};
const body = (data: unknown) => JSON.stringify({ data });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const auditBy = async (uid: string) => (await stack.db.collection('auditLog').where('actorId', '==', uid).get()).size;

/** A signed-in admin and the ID token they hold now. */
async function adminWithToken(name: string) {
  const admin = await stack.createUser(name, { admin: true, profile: null });
  await stack.signIn(admin);
  const token = await stack.idToken();
  // Revocation has one-second precision: a sign-in in the same second counts as after it.
  await sleep(1100);
  return { admin, token };
}

describe('the admin guard checks the caller against Auth, not only the token', () => {
  it('claim removed and sessions revoked: the old token is refused by every admin callable, and nothing changes', async () => {
    const { admin, token } = await adminWithToken('revoke-ex');
    // Still an admin: the token works.
    const before = await rawCall('createAd', body({ title: `Before ${stack.run}`, placement: 'listings-top' }), { token });
    expect(before.status).toBe(200);

    await stack.adminAuth.setCustomUserClaims(admin.uid, null);
    await stack.adminAuth.revokeRefreshTokens(admin.uid);
    for (const [name, data] of Object.entries(VALID)) {
      const answer = await rawCall(name, body(data()), { token });
      expect(answer.error?.status, name).toBe('UNAUTHENTICATED');
      expect(answer.error?.message).toBe('Your session has ended. Please sign in again.');
    }
    expect(await auditBy(admin.uid)).toBe(1);
    expect((await stack.db.collection('ads').where('title', '==', `Revoked ${stack.run}`).get()).size).toBe(0);
    expect((await stack.db.collection('listings').where('ownerId', '==', owner.uid).get()).size).toBe(1);
    expect((await stack.db.doc(`listings/${ids.listing}`).get()).data()).toMatchObject({ status: 'pending', _deleted: false });
    expect((await stack.db.doc(`profiles/${owner.uid}`).get()).data()).toMatchObject({ status: 'active', package: 'Gold' });
    expect((await stack.db.doc(`ads/${ids.ad}`).get()).data()).toMatchObject({ isActive: true, _deleted: false });
  });

  it('claim removed, sessions not revoked: the old token, still saying admin, is refused (permission-denied)', async () => {
    const { admin, token } = await adminWithToken('revoke-claim');
    await stack.adminAuth.setCustomUserClaims(admin.uid, null);
    const answer = await rawCall('createAd', body(VALID.createAd()), { token });
    expect(answer.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Only admins can do this.' });
    expect(await auditBy(admin.uid)).toBe(0);
  });

  it('sessions revoked, still an admin: the old token is refused; signing in again works', async () => {
    const { admin, token } = await adminWithToken('revoke-sessions');
    await stack.adminAuth.revokeRefreshTokens(admin.uid);
    expect((await rawCall('setUserPackage', body(VALID.setUserPackage()), { token })).error?.status).toBe('UNAUTHENTICATED');
    expect((await stack.db.doc(`profiles/${owner.uid}`).get()).get('package')).toBe('Gold');

    await stack.signOut();
    await stack.signIn(admin);
    const fresh = await rawCall('setUserPackage', body({ uid: owner.uid, plan: 'Silver' }), { token: await stack.idToken() });
    expect(fresh.status).toBe(200);
    expect((await stack.db.doc(`profiles/${owner.uid}`).get()).get('package')).toBe('Silver');
  });

  it('a disabled admin account is refused with its old token', async () => {
    const { admin, token } = await adminWithToken('revoke-disabled');
    await stack.adminAuth.updateUser(admin.uid, { disabled: true });
    expect((await rawCall('createAd', body(VALID.createAd()), { token })).error?.status).toBe('UNAUTHENTICATED');
    expect(await auditBy(admin.uid)).toBe(0);
  });
});
