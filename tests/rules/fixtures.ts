// Shared actors, fixture documents and valid payloads for the rules suites.
// Payloads follow docs/data-model.md; every client write stamps serverTimestamp().
import { isDeepStrictEqual } from 'node:util';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { claimSlots, freeSlots, quotaPath } from '@/features/reviews/data/review-quota';

/** Runs `fn` with a Firestore that the rules do not apply to (set-up and checks of server state). */
export async function withoutRules(env: RulesTestEnvironment, fn: (db: Firestore) => Promise<unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await fn(ctx.firestore() as unknown as Firestore);
  });
}

export const T0 = Date.UTC(2026, 9, 1);
/** alice's paid plan ends long after any test runs (so her listing writes pay for the check). */
export const FAR_FUTURE = Date.UTC(2100, 0, 1);

export const ROLES = ['guest', 'owner', 'other', 'suspended', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** uid, token claims and profile of each role (admins need no profile). */
export const ACTORS = {
  guest: null,
  owner: { uid: 'alice', token: { email: 'alice@x.test', email_verified: true }, pkg: 'Gold', status: 'active' },
  other: { uid: 'bob', token: { email: 'bob@x.test', email_verified: true }, pkg: 'Silver', status: 'active' },
  suspended: { uid: 'sam', token: { email: 'sam@x.test', email_verified: true }, pkg: 'Gold', status: 'inactive' },
  admin: { uid: 'root', token: { email: 'root@x.test', email_verified: true, admin: true }, pkg: null, status: null },
} as const;

const contexts = new WeakMap<RulesTestEnvironment, Map<Role, Firestore>>();

/** One Firestore client per role and environment (contexts are apps: don't make hundreds). */
export function dbFor(env: RulesTestEnvironment, role: Role): Firestore {
  let byRole = contexts.get(env);
  if (!byRole) contexts.set(env, (byRole = new Map()));
  let db = byRole.get(role);
  if (!db) {
    const actor = ACTORS[role];
    const ctx = actor ? env.authenticatedContext(actor.uid, actor.token) : env.unauthenticatedContext();
    db = ctx.firestore() as unknown as Firestore;
    byRole.set(role, db);
  }
  return db;
}

/** A context with any uid and claims, for one-off cases. */
export function dbAs(env: RulesTestEnvironment, uid: string, token: Record<string, unknown> = {}): Firestore {
  return env.authenticatedContext(uid, token).firestore() as unknown as Firestore;
}

export const stamp = () => ({ serverTimestamp: serverTimestamp() });

/** The app's Storage bucket (.env), as its download URLs name it. */
export const BUCKET = 'demo-forkful.appspot.com';
/** A download URL of a photo in `uid`'s folder (listing-images/{uid}/…), as Storage serves it… */
export const storageUrl = (uid: string, file = '1790000000000-terrace.jpg') =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/listing-images%2F${uid}%2F${file}?alt=media&token=0b6a3c1e-3f7d-4d7e-9a51-7f0c2a9e1d11`;
/** …and as the local Storage emulator serves it. */
export const emulatorStorageUrl = (uid: string, file = '1790000000000-terrace.jpg', port = 9199) =>
  `http://127.0.0.1:${port}/v0/b/${BUCKET}/o/listing-images%2F${uid}%2F${file}?alt=media&token=0b6a3c1e`;

export function newProfile(uid: string, email: string, over: Record<string, unknown> = {}) {
  return {
    fullName: `Name of ${uid}`,
    email,
    businessName: `${uid} Eats`,
    businessType: 'Restaurant',
    role: 'business_owner',
    package: null,
    status: 'active',
    createdAt: T0,
    updatedAt: T0,
    _deleted: false,
    ...stamp(),
    ...over,
  };
}

/** Every optional listing field filled with a valid value. */
export function newListing(ownerId: string, over: Record<string, unknown> = {}) {
  return {
    title: 'Ember & Oak',
    businessName: 'Ember & Oak LLC',
    description: 'Wood-fired plates.',
    address: '1 Main St',
    city: 'Austin',
    category: 'Restaurant',
    location: { lat: 30.26, lng: -97.74 },
    timeZone: 'America/Chicago',
    telephone: '(512) 555-0101',
    email: 'hello@ember.example',
    website: 'https://ember.example',
    whatsapp: '',
    openingHours: { mon: null, tue: { open: '11:30', close: '22:00' }, fri: { open: '11:30', close: '01:00' } },
    priceRange: '$$',
    socialMedia: { instagram: 'https://instagram.com/ember' },
    images: ['/demo/restaurant-1.svg'],
    specialOffers: ['Two for Tuesday'],
    dealType: 'Discount',
    ownerId,
    status: 'pending',
    rejectionReason: null,
    rating: 0,
    reviewCount: 0,
    createdAt: T0,
    updatedAt: T0,
    _deleted: false,
    ...stamp(),
    ...over,
  };
}

export function newAd(over: Record<string, unknown> = {}) {
  return {
    placement: 'homepage-bottom',
    title: 'See plans',
    description: 'Gold listings get photo galleries.',
    ctaText: 'See plans',
    ctaLink: '/pricing',
    imageUrl: '/demo/restaurant-3.svg',
    isActive: true,
    createdAt: T0,
    _deleted: false,
    ...stamp(),
    ...over,
  };
}

export function newFavorite(listingId: string, over: Record<string, unknown> = {}) {
  return { listingId, createdAt: T0, _deleted: false, ...stamp(), ...over };
}

export function newNotification(over: Record<string, unknown> = {}) {
  return {
    type: 'listing_approved',
    title: 'Listing approved',
    message: 'Your listing is live.',
    isRead: false,
    listingId: 'L-alice',
    createdAt: T0,
    _deleted: false,
    ...stamp(),
    ...over,
  };
}

export function newReview(listingId: string, userId: string, over: Record<string, unknown> = {}) {
  return {
    listingId,
    userId,
    customerName: `Reviewer ${userId}`,
    rating: 5,
    comment: 'Lovely.',
    createdAt: T0,
    _deleted: false,
    ...stamp(),
    ...over,
  };
}

/**
 * New reviews as the app writes them (src/features/reviews/data/review-push.ts): in one batch
 * with the claims of `uid`'s rate-limit slots (as many as are free), so a refusal is about the
 * review itself unless the limit is the point.
 */
export async function writeNewReviews(db: Firestore, uid: string, reviews: Record<string, Record<string, unknown>>) {
  const quotaRef = doc(db, quotaPath(uid));
  const quota = await getDoc(quotaRef).then((snap) => snap.data(), () => undefined);
  const slots = freeSlots(quota, Date.now());
  const ids = Object.keys(reviews);
  const batch = writeBatch(db);
  for (const id of ids) batch.set(doc(db, `reviews/${id}`), reviews[id]);
  batch.set(quotaRef, claimSlots(slots, ids.slice(0, slots.length), serverTimestamp()), { merge: true });
  await batch.commit();
}

/** One new review as the app writes it (writeNewReviews). */
export const writeNewReview = (db: Firestore, uid: string, id: string, data: Record<string, unknown>) => writeNewReviews(db, uid, { [id]: data });

/** An admin audit entry, as the admin callables write it (docs/admin.md). */
export function newAuditEntry(over: Record<string, unknown> = {}) {
  return {
    actorId: 'root',
    actorEmail: 'root@x.test',
    action: 'listing.approve',
    targetType: 'listing',
    targetId: 'L-bob',
    targetLabel: 'Ember & Oak',
    before: { status: 'pending', rejectionReason: null },
    after: { status: 'approved', rejectionReason: null },
    createdAt: T0,
    updatedAt: T0,
    _deleted: false,
    ...stamp(),
    ...over,
  };
}

export type Group = 'profiles' | 'listings' | 'catalog' | 'favorites' | 'notifications' | 'listingReviews' | 'reviews' | 'reviewQuotas' | 'ads' | 'payments' | 'stripeEvents' | 'auditLog' | 'admins';

/**
 * The world every case starts from (written with rules disabled):
 * alice (owner) and sam (suspended) each have a pending listing, a favourite, an unread
 * notification, a review of bob's approved listing and a payment; bob has two approved
 * listings (L-bob is in the catalog); alice has a rejected listing; one ad; one processed
 * Stripe event; one audit entry. Admins have no profile (they need none).
 */
export function worldDocs(): { group: Group; path: string; data: Record<string, unknown> }[] {
  const docs: { group: Group; path: string; data: Record<string, unknown> }[] = [];
  const put = (group: Group, path: string, data: Record<string, unknown>) => docs.push({ group, path, data });
  for (const role of ['owner', 'other', 'suspended'] as const) {
    const a = ACTORS[role];
    const ends = role === 'owner' ? { packageExpiresAt: FAR_FUTURE } : {};
    put('profiles', `profiles/${a.uid}`, newProfile(a.uid, a.token.email, { package: a.pkg, status: a.status, ...ends }));
  }
  put('listings', 'listings/L-alice', newListing('alice'));
  put('listings', 'listings/L-sam', newListing('sam'));
  put('listings', 'listings/L-bob', newListing('bob', { status: 'approved', rating: 5, reviewCount: 2 }));
  put('listings', 'listings/L-bob2', newListing('bob', { title: 'Second', status: 'approved' }));
  put('listings', 'listings/L-rejected', newListing('alice', { status: 'rejected', rejectionReason: 'Blurry photos' }));
  put('catalog', 'catalog/L-bob', { title: 'Ember & Oak', ownerName: 'Name of bob', _deleted: false, ...stamp() });
  for (const uid of ['alice', 'sam']) {
    put('favorites', `users/${uid}/favorites/L-bob`, newFavorite('L-bob'));
    put('notifications', `users/${uid}/notifications/n1`, newNotification());
    put('reviews', `reviews/L-bob_${uid}`, newReview('L-bob', uid));
    put('payments', `payments/pay-${uid}`, { userId: uid, plan: 'Gold', amount: 3000, status: 'paid', createdAt: T0 });
  }
  put('ads', 'ads/ad1', newAd());
  put('stripeEvents', 'stripeEvents/evt1', { type: 'checkout.session.completed', processedAt: T0 });
  put('auditLog', 'auditLog/a1', newAuditEntry());
  // The server's record that root is an admin now (scripts/make-admin.mjs writes it with the claim).
  put('admins', `admins/${ACTORS.admin.uid}`, { email: ACTORS.admin.token.email, grantedAt: T0 });
  return docs;
}

export async function seedWorld(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all(worldDocs().map((d) => setDoc(doc(db, d.path), d.data)));
  });
}

/**
 * Puts one group of the world back as seeded (documents a case created are removed), so
 * suites need not clear the whole database per case: listing writes fire the catalog
 * projection function, whose transactions would contend with a clear.
 */
export async function restoreWorld(env: RulesTestEnvironment, ...groups: Group[]) {
  const seeded = worldDocs().filter((d) => groups.includes(d.group));
  const byPath = new Map(seeded.map((d) => [d.path, d.data]));
  // The world has no review quotas: a case's new reviews made them, so they go with the reviews.
  const extra = groups.includes('reviews') || groups.includes('reviewQuotas') ? ['reviewQuotas'] : [];
  const parents = [...new Set([...seeded.map((d) => d.path.split('/').slice(0, -1).join('/')), ...extra])];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const snaps = await Promise.all(parents.map((parent) => getDocs(collection(db, parent))));
    const unchanged = new Set<string>();
    const writes: Promise<void>[] = [];
    for (const d of snaps.flatMap((snap) => snap.docs)) {
      const want = byPath.get(d.ref.path);
      if (!want) writes.push(deleteDoc(d.ref));
      else if (isDeepStrictEqual(withoutStamp(d.data()), withoutStamp(want))) unchanged.add(d.ref.path);
    }
    // Rewrite only what a case changed: every listing write fires the projection function.
    for (const d of seeded) if (!unchanged.has(d.path)) writes.push(setDoc(doc(db, d.path), d.data));
    await Promise.all(writes);
  });
}

export async function restoreAll(env: RulesTestEnvironment) {
  await restoreWorld(env, ...new Set(worldDocs().map((d) => d.group)));
}

function withoutStamp(data: Record<string, unknown>) {
  const { serverTimestamp: _ignored, ...rest } = data;
  return rest;
}

/** clearFirestore, retried: the projection function's transactions can briefly hold locks. */
export async function clearAll(env: RulesTestEnvironment) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await env.clearFirestore();
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

/**
 * The last clear of a suite: listing deletes fire the projection function, whose writes can
 * land after a clear. Clear until the catalog stays empty, so the next suite starts clean.
 */
export async function clearAndSettle(env: RulesTestEnvironment) {
  for (let round = 0; round < 10; round++) {
    await clearAll(env);
    await new Promise((r) => setTimeout(r, 300));
    let left = 0;
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const [catalog, listings] = await Promise.all([getDocs(collection(db, 'catalog')), getDocs(collection(db, 'listings'))]);
      left = catalog.size + listings.size;
    });
    if (left === 0) return;
  }
}
