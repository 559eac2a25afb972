// notifyModeration: one notification per moderation transition, observed from the real
// trigger and from its core (notifyTransition) called twice for the same transition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyTransition } from '../../functions/src/notifications/notify-moderation';
import { CallableStack, listingContent, storedListing, type TestUser } from '../support/callables';
import { eventually } from '../support/eventually';

let stack: CallableStack;
let owner: TestUser, admin: TestUser;
const V0 = 1_790_000_000_000;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  stack = new CallableStack('notify');
  owner = await stack.createUser('notify-owner');
  admin = await stack.createUser('notify-admin', { admin: true, profile: null });
  await stack.signIn(admin);
});
afterAll(async () => stack?.close());

const notificationsAbout = async (listingId: string): Promise<Record<string, unknown>[]> =>
  (await stack.db.collection(`users/${owner.uid}/notifications`).where('listingId', '==', listingId).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
/** Waits for n notifications, then a little longer, so a duplicate would have time to land. */
async function settled(listingId: string, n: number) {
  await eventually(() => notificationsAbout(listingId), (list) => list.length >= n);
  await new Promise((r) => setTimeout(r, 1500));
  return notificationsAbout(listingId);
}

describe('notifyModeration (the trigger)', () => {
  it('an approval writes one listing_approved notification in the rules’ notification shape', async () => {
    const id = uniq('nt');
    await stack.db.doc(`listings/${id}`).set(storedListing(owner.uid, { title: 'Ember & Oak' }));
    const { updatedAt } = await stack.call<{ updatedAt: number }>('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 });
    const list = await settled(id, 1);
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(`${id}_approved_${updatedAt}`);
    expect(list[0]).toMatchObject({ type: 'listing_approved', title: 'Listing approved', message: 'Your listing “Ember & Oak” is live.', isRead: false, listingId: id, _deleted: false });
    const { id: _id, ...stored } = list[0];
    expect(Object.keys(stored).sort()).toEqual(['_deleted', 'createdAt', 'isRead', 'listingId', 'message', 'serverTimestamp', 'title', 'type']);
  });

  it('a rejection writes one listing_rejected notification with the reason', async () => {
    const id = uniq('nt');
    await stack.db.doc(`listings/${id}`).set(storedListing(owner.uid));
    await stack.call('moderateListing', { listingId: id, action: 'reject', reason: 'Blurry photos', expectedUpdatedAt: V0 });
    const list = await settled(id, 1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'listing_rejected', title: 'Listing rejected' });
    expect(list[0]).toHaveProperty('message', expect.stringContaining('Blurry photos'));
  });

  it('a listing an admin creates (approved) notifies once; editing it, still approved, does not', async () => {
    const { listingId } = await stack.call<{ listingId: string }>('saveListingAsAdmin', { ownerId: owner.uid, listing: listingContent() });
    expect(await settled(listingId, 1)).toHaveLength(1);
    await stack.call('saveListingAsAdmin', { listingId, ownerId: owner.uid, listing: listingContent({ title: 'Edited' }) });
    await new Promise((r) => setTimeout(r, 2500));
    expect(await notificationsAbout(listingId)).toHaveLength(1);
  });

  it('each new transition notifies again (rejected, edited back to pending, then approved)', async () => {
    const id = uniq('nt');
    await stack.db.doc(`listings/${id}`).set(storedListing(owner.uid));
    await stack.call('moderateListing', { listingId: id, action: 'reject', reason: 'Add photos', expectedUpdatedAt: V0 });
    await settled(id, 1);
    await stack.db.doc(`listings/${id}`).update({ status: 'pending', rejectionReason: null, updatedAt: V0 + 100 });
    await stack.call('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 + 100 });
    const list = await settled(id, 2);
    expect(list.map((n) => n.type).sort()).toEqual(['listing_approved', 'listing_rejected']);
  });
});

describe('notifyTransition (the trigger’s core), run twice for one transition', () => {
  it('writes the notification once', async () => {
    const id = uniq('nt-direct');
    const before = storedListing(owner.uid, { title: 'Twice' });
    const after = { ...before, status: 'approved', updatedAt: V0 + 1 };
    expect(await notifyTransition(id, before, after)).toBe('created');
    expect(await notifyTransition(id, before, after)).toBe('exists');
    const list = await notificationsAbout(id);
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(`${id}_approved_${V0 + 1}`);
  });

  it('concurrently too', async () => {
    const id = uniq('nt-race');
    const before = storedListing(owner.uid);
    const after = { ...before, status: 'rejected', rejectionReason: 'No.', updatedAt: V0 + 2 };
    const results = await Promise.all([notifyTransition(id, before, after), notifyTransition(id, before, after)]);
    expect(results.sort()).toEqual(['created', 'exists']);
    expect(await notificationsAbout(id)).toHaveLength(1);
  });

  it('writes nothing for an edit that stays approved, a tombstone, or a pending listing', async () => {
    const id = uniq('nt-none');
    const approved = storedListing(owner.uid, { status: 'approved' });
    expect(await notifyTransition(id, approved, { ...approved, title: 'Edited', updatedAt: V0 + 3 })).toBe('none');
    expect(await notifyTransition(id, approved, { ...approved, _deleted: true })).toBe('none');
    expect(await notifyTransition(id, undefined, storedListing(owner.uid))).toBe('none');
    // Written approved with an older createdAt (the seed, an import): not a verdict anyone waits for.
    expect(await notifyTransition(id, undefined, storedListing(owner.uid, { status: 'approved', createdAt: V0, updatedAt: V0 + 60_000 }))).toBe('none');
    expect(await notificationsAbout(id)).toHaveLength(0);
  });

  it('the real trigger and a repeated run agree: still one', async () => {
    const id = uniq('nt-both');
    const before = storedListing(owner.uid);
    await stack.db.doc(`listings/${id}`).set(before);
    const { updatedAt } = await stack.call<{ updatedAt: number }>('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 });
    await settled(id, 1);
    const after = (await stack.db.doc(`listings/${id}`).get()).data();
    expect(after?.updatedAt).toBe(updatedAt);
    expect(await notifyTransition(id, before, after)).toBe('exists');
    expect(await notificationsAbout(id)).toHaveLength(1);
  });
});
