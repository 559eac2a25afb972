// setUserStatus and setUserPackage through the real emulators: suspension reaches Auth (no
// sign-in) and the catalog (the owner's public listings leave it), activation undoes both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { CallableStack, PASSWORD, refusal, storedListing, type TestUser } from '../support/callables';
import { eventually } from '../support/eventually';

let stack: CallableStack;
let admin: TestUser;

beforeAll(async () => {
  stack = new CallableStack('admin-users');
  admin = await stack.createUser('users-admin', { admin: true, profile: null });
});
afterAll(async () => stack?.close());

const profile = async (uid: string) => (await stack.db.doc(`profiles/${uid}`).get()).data();
const catalog = (id: string) => async () => (await stack.db.doc(`catalog/${id}`).get()).data();

describe('setUserStatus', () => {
  it('suspends: profile inactive, Auth user disabled, sign-in refused, public listings leave the catalog; activation undoes it all', async () => {
    const owner = await stack.createUser('status-owner', { profile: { fullName: 'Susan Suspended' } });
    const approved = [`sus-a-${stack.run}`, `sus-b-${stack.run}`];
    const pendingId = `sus-p-${stack.run}`;
    for (const id of approved) await stack.db.doc(`listings/${id}`).set(storedListing(owner.uid, { status: 'approved' }));
    await stack.db.doc(`listings/${pendingId}`).set(storedListing(owner.uid));
    for (const id of approved) await eventually(catalog(id), (d) => d?._deleted === false);

    await stack.signIn(admin);
    expect(await stack.call('setUserStatus', { uid: owner.uid, status: 'inactive' })).toEqual({ uid: owner.uid, status: 'inactive' });
    const suspended = await profile(owner.uid);
    expect(suspended).toMatchObject({ status: 'inactive', _deleted: false });
    expect(suspended?.updatedAt).toBeGreaterThan(1);
    expect((await stack.adminAuth.getUser(owner.uid)).disabled).toBe(true);
    const signIn = await refusal(signInWithEmailAndPassword(stack.auth, owner.email, PASSWORD));
    expect(signIn.code).toBe('auth/user-disabled');
    for (const id of approved) expect((await eventually(catalog(id), (d) => d?._deleted === true))?._deleted).toBe(true);
    expect((await stack.db.doc(`catalog/${pendingId}`).get()).exists).toBe(false);
    // The listings themselves are untouched: activation brings them back as they were.
    expect((await stack.db.doc(`listings/${approved[0]}`).get()).get('status')).toBe('approved');

    await stack.signIn(admin);
    await stack.call('setUserStatus', { uid: owner.uid, status: 'active' });
    expect((await profile(owner.uid))?.status).toBe('active');
    expect((await stack.adminAuth.getUser(owner.uid)).disabled).toBe(false);
    for (const id of approved) {
      expect(await eventually(catalog(id), (d) => d?._deleted === false)).toMatchObject({ _deleted: false, ownerName: 'Susan Suspended' });
    }
    expect((await stack.db.doc(`catalog/${pendingId}`).get()).exists).toBe(false);
    await signInWithEmailAndPassword(stack.auth, owner.email, PASSWORD);

    const audit = await stack.auditOf(owner.uid);
    expect(audit.map((e) => e.action)).toEqual(['user.suspend', 'user.activate']);
    expect(audit[0]).toMatchObject({ actorId: admin.uid, targetType: 'user', targetLabel: owner.email, before: { status: 'active' }, after: { status: 'inactive' } });
    expect(audit[1]).toMatchObject({ before: { status: 'inactive' }, after: { status: 'active' } });
  });

  it('refuses to suspend an admin (by claim or by role), and changes nothing', async () => {
    const byClaim = await stack.createUser('status-admin-claim', { admin: true });
    const byRole = await stack.createUser('status-admin-role', { profile: { role: 'admin' } });
    await stack.signIn(admin);
    for (const target of [byClaim, byRole]) {
      const error = await refusal(stack.call('setUserStatus', { uid: target.uid, status: 'inactive' }));
      expect(error.code).toBe('functions/failed-precondition');
      expect(error.message).toBe('Admins cannot be suspended.');
      expect((await profile(target.uid))?.status).toBe('active');
      expect((await stack.adminAuth.getUser(target.uid)).disabled).toBe(false);
      expect(await stack.auditOf(target.uid)).toEqual([]);
    }
  });

  it('refuses a user without a profile', async () => {
    await stack.signIn(admin);
    expect((await refusal(stack.call('setUserStatus', { uid: `ghost-${stack.run}`, status: 'inactive' }))).code).toBe('functions/not-found');
  });
});

describe('setUserPackage', () => {
  const DAY = 86_400_000;
  it('sets the plan and its end (now + the plan’s days), with an audit entry; the same plan again writes nothing', async () => {
    const owner = await stack.createUser('package-owner', { profile: { package: null } });
    await stack.signIn(admin);
    const before = Date.now();
    const result = await stack.call<{ uid: string; plan: string; packageExpiresAt: number }>('setUserPackage', { uid: owner.uid, plan: 'Platinum' });
    expect(result).toMatchObject({ uid: owner.uid, plan: 'Platinum' });
    expect(result.packageExpiresAt).toBeGreaterThanOrEqual(before + 40 * DAY);
    expect(result.packageExpiresAt).toBeLessThanOrEqual(Date.now() + 40 * DAY);
    const after = await profile(owner.uid);
    expect(after).toMatchObject({ package: 'Platinum', packageExpiresAt: result.packageExpiresAt, _deleted: false });
    expect(after?.updatedAt).toBeGreaterThan(1);
    expect(await stack.call('setUserPackage', { uid: owner.uid, plan: 'Platinum' })).toEqual(result);
    expect((await profile(owner.uid))?.serverTimestamp.toMillis()).toBe(after?.serverTimestamp.toMillis());
    const audit = await stack.auditOf(owner.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.package',
      actorId: admin.uid,
      targetType: 'user',
      targetLabel: owner.email,
      before: { package: null, packageExpiresAt: null },
      after: { package: 'Platinum', packageExpiresAt: result.packageExpiresAt },
    });
  });

  it('Basic never ends; the same paid plan after it ended is granted afresh', async () => {
    const owner = await stack.createUser('package-basic', { profile: { package: 'Gold', packageExpiresAt: Date.now() - DAY } });
    await stack.signIn(admin);
    expect(await stack.call('setUserPackage', { uid: owner.uid, plan: 'Basic' })).toEqual({ uid: owner.uid, plan: 'Basic', packageExpiresAt: null });
    expect(await profile(owner.uid)).toMatchObject({ package: 'Basic', packageExpiresAt: null });

    const lapsed = await stack.createUser('package-lapsed', { profile: { package: 'Silver', packageExpiresAt: Date.now() - DAY } });
    const granted = await stack.call<{ packageExpiresAt: number }>('setUserPackage', { uid: lapsed.uid, plan: 'Silver' });
    expect(granted.packageExpiresAt).toBeGreaterThan(Date.now() + 9 * DAY);
    expect((await profile(lapsed.uid))?.packageExpiresAt).toBe(granted.packageExpiresAt);
  });

  it('cannot take a plan away, so activateBasicPlan has no admin removal to undo; a paid plan an admin set stays until it ends', async () => {
    const owner = await stack.createUser('package-kept', { profile: { package: null } });
    await stack.signIn(admin);
    for (const plan of [null, 'none', '']) {
      expect((await refusal(stack.call('setUserPackage', { uid: owner.uid, plan }))).code).toBe('functions/invalid-argument');
    }
    await stack.call('setUserPackage', { uid: owner.uid, plan: 'Silver' });
    await stack.signIn(owner);
    const error = await refusal(stack.call('activateBasicPlan', {}));
    expect(error).toMatchObject({ code: 'functions/failed-precondition', message: 'You already have the Silver plan.' });
    expect((await profile(owner.uid))?.package).toBe('Silver');
  });
});
