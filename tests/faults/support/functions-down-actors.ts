// The actors of the functions-down case: diners writing reviews with the real client SDK and
// the app's own review push (the rules judge every write), an owner replying, Stripe
// delivering a webhook (through a TCP relay the test can cut), the emulator hub's switch that
// drops trigger deliveries, and the review sweep's compiled core run as the schedule would.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import type { WithDeleted } from 'rxdb';
import { reviewPushHandler } from '@/features/reviews/data/review-push';
import { reviewConflictHandler } from '@/features/reviews/data/my-reviews-collection';
import type { Review } from '@/features/reviews/data/review-schema';
import { signatureFor } from '../../support/stripe-events';
import { STACK_PORTS } from './stack';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-forkful';
setLogLevel('silent');

/** The functions emulator's trigger switch (its hub): while off, deliveries are dropped, not queued. */
export async function backgroundTriggers(on: boolean) {
  const res = await fetch(`http://127.0.0.1:${STACK_PORTS.hub}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!res.ok) throw new Error(`The hub refused to ${on ? 'enable' : 'disable'} triggers (HTTP ${res.status}).`);
}

/** A signed-in person on a client SDK of their own (as a device would be). */
export class ClientPerson {
  private constructor(readonly uid: string, readonly name: string, readonly db: Firestore, private app: FirebaseApp) {}

  static async signIn(email: string, password: string, name: string) {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `fd-${email}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${STACK_PORTS.auth}`, { disableWarnings: true });
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', STACK_PORTS.firestore);
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    return new ClientPerson(user.uid, name, db, app);
  }

  review(listingId: string, rating: number, at = Date.now()): WithDeleted<Review> {
    return { id: `${listingId}_${this.uid}`, listingId, userId: this.uid, customerName: this.name, rating, comment: `${rating} stars.`, createdAt: at, updatedAt: at, _deleted: false };
  }

  /** Pushes rows as the app's replication does (rate limit claims included); fails on any conflict. */
  async push(rows: { newDocumentState: WithDeleted<Review>; assumedMasterState?: WithDeleted<Review> }[]) {
    const conflicts = await reviewPushHandler(this.db, this.uid, reviewConflictHandler.isEqual)(rows);
    if (conflicts.length) throw new Error(`Unexpected conflicts: ${conflicts.map((c) => c.id).join(', ')}`);
  }

  /** The listing owner's reply, as the app writes it. */
  async reply(review: WithDeleted<Review>, text: string) {
    const now = Date.now();
    await setDoc(doc(this.db, `reviewReplies/${review.id}`), {
      reviewId: review.id, listingId: review.listingId, reviewerId: review.userId, ownerId: this.uid, text,
      createdAt: now, updatedAt: now, _deleted: false, serverTimestamp: serverTimestamp(),
    });
  }

  close() {
    return deleteApp(this.app);
  }
}

/**
 * Stripe delivering one event to `port` (the relay in front of the functions emulator): signed
 * afresh on each attempt, as Stripe signs each delivery. A refused or dropped connection
 * resolves to status 0, as an unreachable endpoint is a failed delivery to Stripe.
 */
export async function deliver(event: { id: string }, port: number) {
  const payload = JSON.stringify(event);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/${PROJECT_ID}/us-central1/stripeWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload), connection: 'close' },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as { outcome?: string } | null };
  } catch {
    return { status: 0, body: null };
  }
}

export interface SweepRun {
  reviews: number;
  replies: number;
  listings: string[];
  ratingsRepaired: number;
  noticesCreated: number;
  reads: number;
  complete: boolean;
}

/**
 * The deployed sweep's compiled core (functions/lib, built before the emulators started), run
 * with the functions' own Admin SDK against the Firestore emulator: the emulator never fires
 * schedules, so the test fires this one, as scripts/lib/catalog-snapshot.mjs runs its builder.
 */
export async function runReviewSweep(): Promise<SweepRun> {
  const root = join(import.meta.dirname, '..', '..', '..');
  const require = createRequire(join(root, 'functions', 'package.json'));
  const { sweepReviewChanges } = require(join(root, 'functions', 'lib', 'reviews', 'sweep.js'));
  const { db } = require(join(root, 'functions', 'lib', 'shared.js'));
  return sweepReviewChanges(db, { now: Date.now() });
}
