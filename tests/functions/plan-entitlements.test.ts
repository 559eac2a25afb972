// What a plan includes, enforced by the catalogue projection (the real Functions emulator on
// real Firestore writes): each plan state publishes exactly its features; a plan that starts,
// changes or ends re-projects the owner's listings; re-projecting again writes nothing; the
// owner's own listing keeps every field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { reprojectListing, reprojectListingsOf } from '../../functions/src/catalog/sync-catalog';
import { expirePackagesAt } from '../../functions/src/plans/package-expiry';
import { CallableStack } from '../support/callables';
import { eventually } from '../support/eventually';

const DAY = 86_400_000;
let stack: CallableStack;

beforeAll(async () => {
  stack = new CallableStack('entitle');
});
afterAll(async () => stack?.close());

/** Every field an owner can fill in, the paid ones well-formed. */
const FULL = {
  title: 'Entitled Noodles',
  businessName: 'Entitled Noodles Ltd',
  description: 'Hand-pulled noodles.',
  category: 'Restaurant',
  timeZone: 'America/Chicago',
  address: '1 Congress Ave',
  city: 'Austin',
  location: { lat: 30.26, lng: -97.74 },
  telephone: '+1 512 555 0100',
  email: 'hi@noodles.test',
  whatsapp: '+1 512 555 0101',
  openingHours: { mon: { open: '09:00', close: '17:00', closed: false } },
  images: ['https://img.test/1.jpg', 'https://img.test/2.jpg', 'https://img.test/3.jpg'],
  website: 'https://noodles.test',
  socialMedia: { instagram: 'https://instagram.com/noodles' },
  priceRange: '$$',
  specialOffers: ['Free tea'],
  dealType: 'Offer',
  tagline: 'Slurp happily',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  faq: [{ question: 'Vegan?', answer: 'Yes, half the menu.' }],
  tags: ['vegan-options', 'takeout'],
  menu: [{ name: 'Bowls', items: [{ name: 'Ramen', description: 'Pork broth', price: 14.5, dietary: [] }] }],
  announcement: { text: 'Closed on Monday', endsAt: Date.now() + 30 * DAY },
  deals: [{ title: 'Two for one', type: 'Offer', endsAt: null }],
  events: [{ title: 'Jazz night', startsAt: Date.now() + DAY, endsAt: Date.now() + DAY + 3_600_000, description: '' }],
  rating: 4.5,
  reviewCount: 2,
  createdAt: 1,
  status: 'approved',
  rejectionReason: null,
};

const CORE = ['title', 'businessName', 'description', 'category', 'timeZone', 'rating', 'reviewCount', 'createdAt', 'ownerId', 'ownerName'];
/** Map, Contact, Location and Business Hours, and the first photo. */
const BASIC = [...CORE, 'address', 'city', 'location', 'telephone', 'email', 'whatsapp', 'openingHours', 'images'];
const PAID_ONLY = ['website', 'socialMedia', 'priceRange', 'specialOffers', 'dealType', 'tagline', 'videoUrl', 'faq', 'tags', 'menu', 'announcement', 'deals', 'events'];
const EVERYTHING = [...BASIC, ...PAID_ONLY, 'adFree', 'leadForm'];
const STAMPS = ['updatedAt', '_deleted', 'serverTimestamp'];

const publicKeys = (entry: Record<string, unknown> | undefined) => Object.keys(entry ?? {}).filter((k) => !STAMPS.includes(k)).sort();
const catalog = (id: string) => async () => (await stack.db.doc(`catalog/${id}`).get()).data();
const stampOf = async (id: string) => ((await stack.db.doc(`catalog/${id}`).get()).get('serverTimestamp') as Timestamp).toMillis();
const settle = () => new Promise((r) => setTimeout(r, 3000));

async function writeListing(id: string, ownerId: string) {
  await stack.db.doc(`listings/${id}`).set({ ...FULL, ownerId, _deleted: false, updatedAt: Date.now(), serverTimestamp: FieldValue.serverTimestamp() });
}

/** The owner's plan changes as the functions change it (admin chooser, checkout, sweep). */
async function setPlan(uid: string, plan: string | null, packageExpiresAt: number | null) {
  await stack.db.doc(`profiles/${uid}`).update({ package: plan, packageExpiresAt, updatedAt: Date.now(), serverTimestamp: FieldValue.serverTimestamp() });
}

const isPaidView = (d: Record<string, unknown> | undefined) => d?._deleted === false && Array.isArray(d.menu);
const isBasicView = (d: Record<string, unknown> | undefined) => d?._deleted === false && d.menu === undefined;

describe('the projection publishes what the owner’s plan includes', () => {
  const now = Date.now();
  it.each([
    ['no plan', null, null, BASIC],
    ['Basic', 'Basic', null, BASIC],
    ['Silver', 'Silver', now + 10 * DAY, EVERYTHING],
    ['Gold', 'Gold', now + 60 * DAY, EVERYTHING],
    ['Platinum', 'Platinum', now + 40 * DAY, EVERYTHING],
    ['an ended plan the sweep has not cleared yet', 'Gold', now - 1000, BASIC],
    ['an ended plan the sweep has cleared', null, null, BASIC],
  ] as const)('%s', async (label, plan, packageExpiresAt, expected) => {
    const owner = await stack.createUser(`ent-${label.replace(/\W+/g, '-').slice(0, 30)}`, { profile: { package: plan, packageExpiresAt } });
    const id = `ent-${owner.uid}`;
    await writeListing(id, owner.uid);
    const entry = await eventually(catalog(id), (d) => d?._deleted === false);
    expect(publicKeys(entry)).toEqual([...expected].sort());
    if (expected === BASIC) {
      expect(entry?.images).toEqual([FULL.images[0]]);
    } else {
      expect(entry).toMatchObject({ images: FULL.images, menu: FULL.menu, faq: FULL.faq, videoUrl: FULL.videoUrl, adFree: 'all' });
    }
  });

  it('publishes only the well-formed parts of paid content', async () => {
    const owner = await stack.createUser('ent-bad', { profile: { package: 'Gold', packageExpiresAt: Date.now() + DAY } });
    const id = `ent-bad-${owner.uid}`;
    await stack.db.doc(`listings/${id}`).set({
      ...FULL,
      ownerId: owner.uid,
      videoUrl: 'javascript:alert(1)',
      tags: ['vegan-options', 'not-a-tag'],
      faq: [{ question: 'Ok?', answer: 'Yes.' }, { question: '', answer: 'No question' }],
      serverTimestamp: FieldValue.serverTimestamp(),
    });
    const entry = await eventually(catalog(id), (d) => d?._deleted === false);
    expect(entry).toMatchObject({ videoUrl: '', tags: ['vegan-options'], faq: [{ question: 'Ok?', answer: 'Yes.' }] });
  });
});

describe('a plan that starts, changes or ends re-projects the owner’s listings', () => {
  it('gains the paid parts when the plan starts and loses them when it goes back to Basic', async () => {
    const owner = await stack.createUser('ent-upgrade', { profile: { package: 'Basic', packageExpiresAt: null } });
    const id = `ent-up-${owner.uid}`;
    await writeListing(id, owner.uid);
    expect(publicKeys(await eventually(catalog(id), isBasicView))).toEqual([...BASIC].sort());

    await setPlan(owner.uid, 'Gold', Date.now() + 60 * DAY);
    expect(publicKeys(await eventually(catalog(id), isPaidView, 30_000))).toEqual([...EVERYTHING].sort());

    await setPlan(owner.uid, 'Basic', null);
    expect(publicKeys(await eventually(catalog(id), isBasicView, 30_000))).toEqual([...BASIC].sort());
  });

  it('re-projecting an unchanged entry writes nothing, page after page', async () => {
    const owner = await stack.createUser('ent-idem', { profile: { package: 'Gold', packageExpiresAt: Date.now() + 60 * DAY } });
    const ids = [1, 2, 3, 4, 5].map((n) => `ent-idem-${n}-${owner.uid}`);
    for (const id of ids) await writeListing(id, owner.uid);
    for (const id of ids) await eventually(catalog(id), isPaidView);
    // Gold to Platinum fires the re-projection, but both include everything: nothing to write.
    await settle();
    const before = await Promise.all(ids.map(stampOf));
    await setPlan(owner.uid, 'Platinum', Date.now() + 40 * DAY);
    await settle();
    // Pages of two: every listing is visited once, none rewritten.
    expect(await reprojectListingsOf(owner.uid, Date.now(), 2)).toEqual({ upserted: 0, tombstoned: 0, unchanged: 5 });
    expect(await reprojectListingsOf(owner.uid)).toEqual({ upserted: 0, tombstoned: 0, unchanged: 5 });
    expect(await Promise.all(ids.map(stampOf))).toEqual(before);
  });

  it('counts a plan as ended once its end has passed, swept or not', async () => {
    const end = Date.now() + 60 * DAY;
    const owner = await stack.createUser('ent-clock', { profile: { package: 'Gold', packageExpiresAt: end } });
    const id = `ent-clock-${owner.uid}`;
    await writeListing(id, owner.uid);
    await eventually(catalog(id), isPaidView);
    expect(await reprojectListing(id, { now: end - 1 })).toBe('unchanged');
    expect(await reprojectListing(id, { now: end })).toBe('upserted');
    expect(publicKeys(await catalog(id)())).toEqual([...BASIC].sort());
  });

  it('the expiry sweep takes the paid parts off the catalogue; the owner’s listing keeps them', async () => {
    const end = Date.now() + 5 * 60_000;
    const owner = await stack.createUser('ent-expiry', { profile: { package: 'Gold', packageExpiresAt: end } });
    const id = `ent-exp-${owner.uid}`;
    await writeListing(id, owner.uid);
    await eventually(catalog(id), isPaidView);

    await expirePackagesAt(end);
    const entry = await eventually(catalog(id), isBasicView, 30_000);
    expect(publicKeys(entry)).toEqual([...BASIC].sort());
    const listing = (await stack.db.doc(`listings/${id}`).get()).data();
    for (const key of PAID_ONLY) expect(listing?.[key], key).toEqual(FULL[key as keyof typeof FULL]);
    expect(listing?.images).toEqual(FULL.images);

    // Renewing brings everything back.
    await setPlan(owner.uid, 'Gold', Date.now() + 60 * DAY);
    expect(publicKeys(await eventually(catalog(id), isPaidView, 30_000))).toEqual([...EVERYTHING].sort());
  });
});
