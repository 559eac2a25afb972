// Every callable refuses request data that carries `__proto__` (or `constructor`, `prototype`)
// keys, at any depth, before reading it. The callable protocol copies the parsed JSON into new
// objects, turning a `__proto__` key into the object's prototype: its fields would be inherited,
// invisible to an "only these keys" check, yet read by `req.field` (functions/src/callable.ts,
// functions/src/admin/input.ts). Sent as raw JSON, as no client SDK would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { BAD_KEY, asRecord, onlyKeys, plainData } from '../../functions/src/admin/input';
import { appCheckEnforced } from '../../functions/src/callable';
import { CallableStack, listingContent, rawCall, storedListing, type TestUser } from '../support/callables';

const APP = 'http://127.0.0.1:4173';
const VERSION = 1_790_000_000_000;
let stack: CallableStack;
let owner: TestUser, admin: TestUser;
const ids = { listing: '', ad: '', review: '' };

beforeAll(async () => {
  stack = new CallableStack('callable-input');
  owner = await stack.createUser('input-owner');
  admin = await stack.createUser('input-admin', { admin: true, profile: null });
  ids.listing = `input-listing-${stack.run}`;
  ids.ad = `input-ad-${stack.run}`;
  ids.review = `${ids.listing}_${admin.uid}`;
  await stack.db.doc(`listings/${ids.listing}`).set(storedListing(owner.uid, { status: 'approved', updatedAt: VERSION }));
  await stack.db.doc(`ads/${ids.ad}`).set({ placement: 'homepage-bottom', title: 'Input ad', description: '', ctaText: '', ctaLink: '', imageUrl: '', isActive: true, createdAt: 1, updatedAt: 1, _deleted: false });
  await stack.db.doc(`reviews/${ids.review}`).set({ listingId: ids.listing, userId: admin.uid, customerName: 'A. Dmin', rating: 3, comment: 'Fine.', createdAt: VERSION, updatedAt: VERSION, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
});
afterAll(async () => stack?.close());

/**
 * The request body as text: `data` with every `"@name"` string replaced by raw JSON (so a
 * `__proto__` key can be written; an object literal would set a prototype, which JSON drops).
 */
function body(data: Record<string, unknown>, holes: Record<string, string> = {}) {
  let text = JSON.stringify({ data });
  for (const [name, json] of Object.entries(holes)) text = text.replace(`"@${name}"`, json);
  return text;
}
/** `{"__proto__": inherited, ...own}` as raw JSON. */
const proto = (inherited: Record<string, unknown>, own: Record<string, unknown> = {}) =>
  `{"__proto__":${JSON.stringify(inherited)}${Object.keys(own).length ? `,${JSON.stringify(own).slice(1)}` : '}'}`;

type Case = [name: string, what: string, as: 'admin' | 'owner', text: () => string];
const CASES: Case[] = [
  ['moderateListing', 'every field inherited', 'admin', () => `{"data":${proto({ listingId: ids.listing, action: 'reject', reason: 'x', expectedUpdatedAt: VERSION })}}`],
  ['saveListingAsAdmin', 'an inherited status in the listing', 'admin', () => body({ ownerId: owner.uid, listing: '@l' }, { l: proto({ status: 'approved', featured: true }, listingContent()) })],
  ['saveListingAsAdmin', 'a nested __proto__ in opening hours', 'admin', () => body({ ownerId: owner.uid, listing: listingContent({ openingHours: '@h' }) }, { h: proto({ sun: { open: '00:00', close: '23:59' } }) })],
  ['deleteListingAsAdmin', 'an inherited listing id', 'admin', () => `{"data":${proto({ listingId: ids.listing })}}`],
  ['setUserStatus', 'an inherited status', 'admin', () => `{"data":${proto({ status: 'inactive' }, { uid: owner.uid })}}`],
  ['setUserPackage', 'every field inherited', 'admin', () => `{"data":${proto({ uid: owner.uid, plan: 'Platinum' })}}`],
  ['createAd', 'an inherited unknown field', 'admin', () => `{"data":${proto({ priority: 1 }, { title: `Proto ${stack.run}`, placement: 'listings-top' })}}`],
  ['updateAd', 'an inherited patch field', 'admin', () => body({ adId: ids.ad, patch: '@p' }, { p: proto({ isActive: false }) })],
  ['deleteAd', 'an inherited ad id', 'admin', () => `{"data":${proto({ adId: ids.ad })}}`],
  ['resolveReport', 'an inherited action', 'admin', () => `{"data":${proto({ action: 'hide' }, { reportId: `review_${ids.review}_${owner.uid}` })}}`],
  ['reportContent', 'an inherited target', 'owner', () => `{"data":${proto({ targetType: 'review', targetId: ids.review, reason: 'spam' })}}`],
  ['createCheckoutSession', 'an inherited price', 'owner', () => `{"data":${proto({ price: 1 }, { plan: 'Gold' })}}`],
  ['createCheckoutSession', 'an inherited plan', 'owner', () => `{"data":${proto({ plan: 'Gold' })}}`],
  ['activateBasicPlan', 'any __proto__ (it takes no data, but the check is shared)', 'owner', () => `{"data":${proto({})}}`],
  ['createAd', 'a constructor key', 'admin', () => body({ title: `Proto ${stack.run}`, placement: 'listings-top', constructor: { name: 'x' } })],
  ['updateAd', 'a prototype key in the patch', 'admin', () => body({ adId: ids.ad, patch: { prototype: { isActive: false } } })],
];

describe('callables refuse __proto__, constructor and prototype keys (invalid-argument)', () => {
  it.each(CASES)('%s refuses %s', async (name, _what, role, text) => {
    await stack.signIn(role === 'admin' ? admin : owner);
    const answer = await rawCall(name, text(), { token: await stack.idToken(), origin: APP });
    expect(answer).toEqual({ status: 400, error: { status: 'INVALID_ARGUMENT', message: BAD_KEY } });
  });

  it('and nothing changed', async () => {
    for (const id of [ids.listing, ids.ad, owner.uid, `review_${ids.review}_${owner.uid}`]) expect(await stack.auditOf(id)).toEqual([]);
    expect((await stack.db.doc(`listings/${ids.listing}`).get()).data()).toMatchObject({ status: 'approved', _deleted: false, updatedAt: VERSION });
    expect((await stack.db.collection('listings').where('ownerId', '==', owner.uid).get()).size).toBe(1);
    expect((await stack.db.doc(`profiles/${owner.uid}`).get()).data()).toMatchObject({ status: 'active', package: 'Gold' });
    expect((await stack.db.doc(`ads/${ids.ad}`).get()).data()).toMatchObject({ isActive: true, _deleted: false });
    expect((await stack.db.collection('ads').where('title', '==', `Proto ${stack.run}`).get()).size).toBe(0);
    expect((await stack.db.collection('reports').where('reporterId', '==', owner.uid).get()).size).toBe(0);
    expect((await stack.db.collection('testCheckouts').where('uid', '==', owner.uid).get()).size).toBe(0);
  });

  it('the same requests without the __proto__ key are accepted (the refusal is about the key)', async () => {
    await stack.signIn(owner);
    const answer = await rawCall('createCheckoutSession', body({ plan: 'Gold' }), { token: await stack.idToken(), origin: APP });
    expect(answer.status).toBe(200);
    await stack.signIn(admin);
    expect((await rawCall('updateAd', body({ adId: ids.ad, patch: { ctaText: 'Go' } }), { token: await stack.idToken() })).status).toBe(200);
  });
});

describe('the shared input helpers, on objects built in-process', () => {
  const inherited = Object.assign(Object.create({ price: 1 }) as Record<string, unknown>, { plan: 'Gold' });

  it('plainData and asRecord refuse an object with another prototype, at any depth', () => {
    expect(() => plainData(inherited)).toThrow(BAD_KEY);
    expect(() => plainData({ a: [{ b: inherited }] })).toThrow(BAD_KEY);
    expect(() => plainData(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toThrow(BAD_KEY);
    expect(() => asRecord(inherited)).toThrow(BAD_KEY);
    expect(() => plainData({ a: [1, 'two', null, { b: Object.create(null) }] })).not.toThrow();
  });

  it('onlyKeys counts inherited keys as unknown', () => {
    expect(() => onlyKeys(inherited, ['plan'], 'request')).toThrow('Unknown field in the request: price.');
    expect(() => onlyKeys({ plan: 'Gold' }, ['plan'], 'request')).not.toThrow();
  });

  it('App Check is enforced only when ENFORCE_APP_CHECK is true (off here, in the emulator)', () => {
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(appCheckEnforced({ ENFORCE_APP_CHECK: 'false' })).toBe(false);
    expect(appCheckEnforced({})).toBe(false);
  });
});
