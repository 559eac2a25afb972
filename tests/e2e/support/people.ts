// Several people at once for the journeys with more than one actor (an owner, an admin, a
// diner): each in a browser context of their own, signed in through the real /login form.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, newPhone, visitAndSync } from './browser';
import { createOwner, signInAs } from './auth';

export class People {
  private contexts: BrowserContext[] = [];
  constructor(private browser: Browser) {}

  /** A page signed in as `email` (phone size unless `desktop`), past /login. */
  async signedIn(email: string, password: string, { desktop = false } = {}): Promise<Page> {
    const context = desktop
      ? await this.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' })
      : await newPhone(this.browser);
    this.contexts.push(context);
    const page = await context.newPage();
    await visitAndSync(page, '/');
    return signInAs(page, { email, password });
  }

  /** A visitor's page, synced once. */
  async visitor(path = '/listings'): Promise<Page> {
    const context = await newPhone(this.browser);
    this.contexts.push(context);
    const page = await context.newPage();
    await visitAndSync(page, path);
    return page;
  }

  async close() {
    for (const c of this.contexts) await c.close().catch(() => undefined);
  }
}

/** A verified owner with a plan (made with the Admin SDK). */
export async function ownerWithPlan(name: string, plan: string | null = 'Gold') {
  const owner = await createOwner(name, 'Owner123!');
  await adminDb().doc(`profiles/${owner.uid}`).update({ package: plan, emailVerified: true, serverTimestamp: FieldValue.serverTimestamp() });
  return owner;
}

/** A listing written with the Admin SDK, as an owner's submission (pending) or already public. */
export async function seedListing(ownerId: string, title: string, status: 'pending' | 'approved' = 'pending') {
  const ref = adminDb().collection('listings').doc();
  const now = Date.now();
  await ref.set({
    title,
    businessName: `${title} Ltd`,
    description: 'Wood-fired flatbreads and natural wine.',
    address: '3 Harbour Street',
    city: 'Portland',
    category: 'Restaurant',
    location: null,
    telephone: '',
    email: '',
    website: '',
    whatsapp: '',
    openingHours: {},
    priceRange: '$$',
    socialMedia: {},
    images: [],
    specialOffers: [],
    dealType: 'Discount',
    ownerId,
    status,
    rejectionReason: null,
    rating: 0,
    reviewCount: 0,
    createdAt: now,
    updatedAt: now,
    _deleted: false,
    serverTimestamp: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** The public catalogue entry of a listing: undefined while absent. */
export async function catalogEntry(id: string) {
  return (await adminDb().doc(`catalog/${id}`).get()).data();
}
