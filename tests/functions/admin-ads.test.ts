// createAd, updateAd and deleteAd through the real emulators: each change is stamped so it
// reaches every device, and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdError, validateAd as checkInForm } from '../../src/features/admin/lib/ad-validation';
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
    expect(Object.keys(created ?? {}).sort()).toEqual(['_deleted', 'advertisedListingId', 'advertisedOwnerId', 'createdAt', 'ctaLink', 'ctaText', 'description', 'imageUrl', 'isActive', 'placement', 'serverTimestamp', 'title', 'updatedAt']);
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

// Cases where the admin's form and the functions once disagreed (the form counted UTF-16
// units and took a backslash in a path). Both now check with one module.
const EMOJI = '🍕🌮☕🥐'; // four characters, seven UTF-16 units
const TITLE_OF_EMOJI = EMOJI.repeat(30); // 120 characters, 210 units

describe('ads: the same checks as the admin form', () => {
  it('accepts a title of 120 emoji (characters, not UTF-16 units), trimmed', async () => {
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: ` ${TITLE_OF_EMOJI} `, placement: 'listings-top' });
    expect((await ad(adId))?.title).toBe(TITLE_OF_EMOJI);
    await stack.call('updateAd', { adId, patch: { title: '😀'.repeat(120) } });
    expect((await ad(adId))?.title).toBe('😀'.repeat(120));
  });

  it('refuses a title of 121 emoji with the form’s sentence', async () => {
    const error = await refusal(stack.call('createAd', { title: '😀'.repeat(121), placement: 'listings-top' }));
    expect(error).toMatchObject({ code: 'functions/invalid-argument', message: 'The title can be at most 120 characters.' });
  });

  it('refuses a backslash in a link, on create and on update', async () => {
    const created = await refusal(stack.call('createAd', { title: 'Elsewhere', placement: 'listings-top', ctaLink: '/\\evil.example' }));
    expect(created.message).toBe('Links must start with http:// or https://.');
    const { adId } = await stack.call<{ adId: string }>('createAd', { title: 'Here', placement: 'listings-top', ctaLink: '/pricing' });
    const updated = await refusal(stack.call('updateAd', { adId, patch: { imageUrl: 'https://forkful.test\\@evil.example/a.png' } }));
    expect(updated.message).toBe('Links must start with http:// or https://.');
    expect((await ad(adId))?.imageUrl).toBe('');
  });

  // Every draft: what the form says (null: nothing, else its toast) is what createAd answers.
  const LINK = 'Links must start with http:// or https://.';
  const drafts: [string, Record<string, string>, string | null][] = [
    ['120 emoji', { title: TITLE_OF_EMOJI }, null],
    ['121 characters of emoji', { title: `${TITLE_OF_EMOJI}😀` }, 'The title can be at most 120 characters.'],
    ['120 ASCII characters', { title: 'x'.repeat(120) }, null],
    ['a blank title', { title: '   ' }, 'Title and placement are required.'],
    ['an unknown placement', { title: 'Lost', placement: 'sidebar' }, 'Title and placement are required.'],
    ['a path with a backslash', { title: 'Back', ctaLink: '/\\evil.example' }, LINK],
    ['an address with a backslash', { title: 'Back', ctaLink: 'https://forkful.test\\@evil.example' }, LINK],
    ['an address without a host', { title: 'Hostless', imageUrl: 'https://:80/a.png' }, LINK],
    ['a javascript: link', { title: 'XSS', ctaLink: 'javascript:alert(1)' }, LINK],
    ['a path of this site', { title: 'Plans', ctaLink: '/pricing', imageUrl: '/demo/bakery-1.webp' }, null],
    ['1000 characters of description in emoji', { title: 'Long', description: '🥐'.repeat(1000) }, null],
    ['1001 characters of description', { title: 'Longer', description: '🥐'.repeat(1001) }, 'The description can be at most 1000 characters.'],
    ['101 characters of button text', { title: 'Button', ctaText: 'x'.repeat(101) }, 'The button text can be at most 100 characters.'],
  ];
  it.each(drafts)('agrees with the form on %s', async (_, fields, expected) => {
    const draft = { placement: 'homepage-bottom', ...fields };
    expect(firstAdError(checkInForm({ title: '', ...draft }))).toBe(expected);
    const answer = await stack.call<{ adId: string }>('createAd', draft).then(
      () => null,
      (error: { message: string }) => error.message,
    );
    expect(answer).toBe(expected);
  });
});
