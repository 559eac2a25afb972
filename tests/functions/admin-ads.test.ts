// createAd, updateAd and deleteAd through the real emulators: each change is stamped so it
// reaches every device, and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, refusal, type TestUser } from '../support/callables';

let stack: CallableStack;
let admin: TestUser;

beforeAll(async () => {
  stack = new CallableStack('admin-ads');
  admin = await stack.createUser('ads-admin', { admin: true, profile: null });
  await stack.signIn(admin);
});
afterAll(async () => stack?.close());

const ad = async (id: string) => (await stack.db.doc(`ads/${id}`).get()).data();

describe('ads', () => {
  it('createAd: a new, active ad with every field, stamped, and audited', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: '  Taco Tuesday ', placement: 'listings-top', ctaLink: 'https://tacos.example/deal', ctaText: 'Get tacos' });
    const created = await ad(adId);
    expect(created).toMatchObject({ placement: 'listings-top', title: 'Taco Tuesday', description: '', ctaText: 'Get tacos', ctaLink: 'https://tacos.example/deal', imageUrl: '', isActive: true, _deleted: false });
    expect(Object.keys(created ?? {}).sort()).toEqual(['_deleted', 'createdAt', 'ctaLink', 'ctaText', 'description', 'imageUrl', 'isActive', 'placement', 'serverTimestamp', 'title', 'updatedAt']);
    expect(created?.createdAt).toBe(created?.updatedAt);
    const audit = await stack.auditOf(adId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'ad.create', actorId: admin.uid, targetType: 'ad', targetLabel: 'Taco Tuesday', before: null, after: { title: 'Taco Tuesday', isActive: true } });
  });

  it('accepts a path of this site as a link (the seeded ads use them)', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Plans', placement: 'pricing-page-bottom', ctaLink: '/pricing', imageUrl: '/demo/bakery-1.svg' });
    expect(await ad(adId)).toMatchObject({ ctaLink: '/pricing', imageUrl: '/demo/bakery-1.svg' });
  });

  it('updateAd: changes only the patch, validated on the result; the audit entry holds what changed', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Brunch', placement: 'homepage-bottom' });
    const before = await ad(adId);
    const { updatedAt } = await stack.call<{ updatedAt: number }>('updateAd', { adId, patch: { isActive: false, description: 'Sundays only' } });
    const after = await ad(adId);
    expect(after).toMatchObject({ title: 'Brunch', isActive: false, description: 'Sundays only', updatedAt, createdAt: before?.createdAt });
    expect(after?.serverTimestamp.toMillis()).toBeGreaterThanOrEqual(before?.serverTimestamp.toMillis());
    const [, entry] = await stack.auditOf(adId);
    expect(entry).toMatchObject({ action: 'ad.update', targetLabel: 'Brunch', before: { isActive: true, description: '' }, after: { isActive: false, description: 'Sundays only' } });
    const error = await refusal(stack.call('updateAd', { adId, patch: { placement: 'sidebar' } }));
    expect(error.message).toBe('Title and placement are required.');
    expect((await ad(adId))?.placement).toBe('homepage-bottom');
  });

  it('deleteAd: a tombstone, audited; a deleted ad can no longer be updated', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Gone soon', placement: 'homepage-bottom' });
    await stack.call('deleteAd', { adId });
    expect(await ad(adId)).toMatchObject({ _deleted: true, title: 'Gone soon' });
    const audit = await stack.auditOf(adId);
    expect(audit.map((e) => e.action)).toEqual(['ad.create', 'ad.delete']);
    expect(audit[1]).toMatchObject({ before: { _deleted: false }, after: { _deleted: true } });
    expect((await refusal(stack.call('updateAd', { adId, patch: { isActive: true } }))).code).toBe('functions/not-found');
    expect((await refusal(stack.call('deleteAd', { adId: `missing-${stack.run}` }))).code).toBe('functions/not-found');
  });
});
