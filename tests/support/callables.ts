// Calling the Cloud Functions the way the app does (the client SDK's httpsCallable, signed in
// to the Auth emulator, through the real Functions emulator), with an Admin SDK handle beside
// it to arrange and inspect what the functions did.
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { PROJECT_ID } from './emulator';

// The stack's ports, shifted like scripts/lib/emulators.mjs shifts them.
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${9099 + OFFSET}`;
const FUNCTIONS_PORT = 5001 + OFFSET;
export const PASSWORD = 'Secret123!';

export interface TestUser {
  uid: string;
  email: string;
}

export interface UserOptions {
  /** Profile fields over a plain active owner's; null for no profile. */
  profile?: Record<string, unknown> | null;
  /** The `admin: true` custom claim. */
  admin?: boolean;
}

export class CallableStack {
  readonly run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  readonly adminApp: App;
  readonly db: Firestore;
  readonly adminAuth: AdminAuth;
  readonly client: FirebaseApp;
  readonly auth: Auth;
  readonly functions: Functions;

  constructor(label: string) {
    this.adminApp = initializeAdminApp({ projectId: PROJECT_ID }, `${label}-admin-${this.run}`);
    this.db = getFirestore(this.adminApp);
    this.adminAuth = getAdminAuth(this.adminApp);
    this.client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `${label}-client-${this.run}`);
    this.auth = getAuth(this.client);
    connectAuthEmulator(this.auth, `http://${AUTH_HOST}`, { disableWarnings: true });
    this.functions = getFunctions(this.client, 'us-central1');
    connectFunctionsEmulator(this.functions, '127.0.0.1', FUNCTIONS_PORT);
  }

  async close() {
    await signOut(this.auth).catch(() => undefined);
    await deleteApp(this.client);
    await deleteAdminApp(this.adminApp);
  }

  /** An Auth emulator user with (by default) a plain active owner's profile. Not signed in. */
  async createUser(name: string, { profile = {}, admin = false }: UserOptions = {}): Promise<TestUser> {
    const email = `${name}-${this.run}@forkful.test`.toLowerCase();
    const user = await this.adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
    if (admin) await this.adminAuth.setCustomUserClaims(user.uid, { admin: true });
    if (profile) {
      await this.db.doc(`profiles/${user.uid}`).set({
        fullName: name,
        email,
        businessName: '',
        businessType: 'Restaurant',
        role: admin ? 'admin' : 'business_owner',
        package: admin ? null : 'Gold',
        status: 'active',
        createdAt: 1,
        updatedAt: 1,
        _deleted: false,
        serverTimestamp: FieldValue.serverTimestamp(),
        ...profile,
      });
    }
    return { uid: user.uid, email };
  }

  async signIn(user: TestUser) {
    await signInWithEmailAndPassword(this.auth, user.email, PASSWORD);
  }

  async signOut() {
    await signOut(this.auth);
  }

  async call<Res = unknown>(name: string, data: unknown): Promise<Res> {
    return (await httpsCallable<unknown, Res>(this.functions, name)(data)).data;
  }

  /** The signed-in user's current ID token (kept by a test to replay it later). */
  async idToken(): Promise<string> {
    const user = this.auth.currentUser;
    if (!user) throw new Error('nobody is signed in');
    return user.getIdToken();
  }

  /** The audit entries about one target, oldest first. */
  async auditOf(targetId: string) {
    const snap = await this.db.collection('auditLog').where('targetId', '==', targetId).get();
    return snap.docs.map((d) => d.data()).sort((a, b) => a.createdAt - b.createdAt);
  }
}

/** What the callable protocol answered to a raw POST. */
export interface RawAnswer {
  status: number;
  result?: unknown;
  error?: { status: string; message: string };
}

/**
 * POSTs a request body, as text, to a callable's endpoint, the way the client SDK does: for
 * what the SDK cannot send (an old ID token, a body with a `__proto__` key, an Origin header).
 */
export async function rawCall(name: string, body: string, { token, origin }: { token?: string; origin?: string } = {}): Promise<RawAnswer> {
  const res = await fetch(`http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin ? { origin } : {}) },
    body,
  });
  return { status: res.status, ...((await res.json()) as Omit<RawAnswer, 'status'>) };
}

/** The error a call was refused with (the test fails if the call succeeds). */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('the call succeeded');
}

/** A listing valid for firestore.rules' validListing, with every content field set. */
export function listingContent(over: Record<string, unknown> = {}) {
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
    openingHours: { mon: null, tue: { open: '11:30', close: '22:00' } },
    priceRange: '$$',
    socialMedia: { instagram: 'https://instagram.com/ember' },
    images: ['/demo/restaurant-1.svg'],
    specialOffers: ['Two for Tuesday'],
    dealType: 'Discount',
    ...over,
  };
}

/** A stored listing (content and moderation fields), written with the Admin SDK. */
export function storedListing(ownerId: string, over: Record<string, unknown> = {}) {
  return {
    ...listingContent(),
    ownerId,
    status: 'pending',
    rejectionReason: null,
    rating: 0,
    reviewCount: 0,
    createdAt: 1_790_000_000_000,
    updatedAt: 1_790_000_000_000,
    _deleted: false,
    serverTimestamp: FieldValue.serverTimestamp(),
    ...over,
  };
}
