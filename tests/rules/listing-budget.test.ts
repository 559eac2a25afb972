// Rules may evaluate at most 1,000 expressions per request, and a listing is the largest
// document they check. These writes run the real rules with a margin of spare expressions added
// to the listing's create and edit, on the richest seeded listing (a full week of hours, a
// gallery, links and every paid field): a change that eats the margin fails here first, not on
// an owner's device whose offline work would never be accepted.
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { buildSeed } from '../../scripts/seed-data.mjs';
import { PROJECT_ID } from '../support/emulator';

/** Spare leaves added to the rules (about 3 expressions each): the headroom this test insists on. */
const MARGIN = 20;
const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
const RULES = readFileSync('firestore.rules', 'utf8');
const CREATE = '&& validListing(request.resource.data, []);';
const UPDATE = '&& (ownerEdit(request.resource.data) || ownerTombstone(request.resource.data));';

/** `true && true …`, n leaves as a balanced tree (a long chain is too deep to compile): ~3n expressions. */
const spare = (n: number): string => (n <= 1 ? 'true' : `(${spare(n >> 1)} && ${spare(n - (n >> 1))})`);

const { id: _id, ...ember } = buildSeed().listings.find((l: { title: string }) => l.title === 'Ember & Oak Kitchen')!;
const richest = {
  ...ember,
  ownerId: 'alice',
  status: 'pending',
  rejectionReason: null,
  rating: 0,
  reviewCount: 0,
  socialMedia: { facebook: 'https://facebook.com/ember', instagram: 'https://instagram.com/ember', twitter: 'https://x.com/ember' },
  _deleted: false,
};

async function write(kind: 'create' | 'update', extra: number) {
  expect(RULES).toContain(CREATE);
  expect(RULES).toContain(UPDATE);
  const rules = RULES.replace(CREATE, CREATE.replace(';', ` && ${kind === 'create' ? spare(extra) : 'true'};`)).replace(
    UPDATE,
    UPDATE.replace(';', ` && ${kind === 'update' ? spare(extra) : 'true'};`),
  );
  // A project of its own per write: the emulator keeps a project's rules for a while.
  const env = await initializeTestEnvironment({ projectId: `${PROJECT_ID}-budget-${kind}-${extra}`, firestore: { host, port: Number(port), rules } });
  try {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'profiles/alice'), { status: 'active', package: 'gold', packageExpiresAt: null });
      if (kind === 'update') await setDoc(doc(ctx.firestore(), 'listings/rich'), { ...richest, status: 'approved', updatedAt: ember.createdAt, serverTimestamp: new Date() });
    });
    const db = env.authenticatedContext('alice', { email_verified: true }).firestore();
    // The edit touches every costly group: hours, links, photos, offers and the paid content.
    const edit = {
      openingHours: { mon: null, tue: { open: '10:00', close: '02:00' } },
      socialMedia: { instagram: 'https://instagram.com/ember-oak' },
      images: [...(ember.images as string[]).slice(1), '/demo/cafe-1.webp'],
      specialOffers: ['Half-price oysters on Mondays'],
      tagline: 'Oak-fired, always',
      tags: ['wifi'],
    };
    await setDoc(doc(db, 'listings/rich'), { ...richest, ...(kind === 'update' ? edit : {}), updatedAt: Date.now(), serverTimestamp: serverTimestamp() });
  } finally {
    await env.cleanup();
  }
}

it(`creating the richest listing leaves about ${MARGIN * 3} expressions of the budget`, async () => {
  await expect(write('create', MARGIN)).resolves.toBeUndefined();
});

it(`an edit of every part of it leaves about ${MARGIN * 3} too`, async () => {
  await expect(write('update', MARGIN)).resolves.toBeUndefined();
});

it('the margin is real: 1,000 spare expressions are refused for the budget', async () => {
  await expect(write('create', 340)).rejects.toThrow(/maximum of 1000 expressions/);
});
