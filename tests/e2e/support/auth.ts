// Accounts for the end-to-end suites: emails sent by the Auth emulator, seeded users, and
// signing in through the real /login form.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-forkful';
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** Seeded accounts (scripts/seed-data.mjs). */
export const OWNER = { email: 'owner@forkful.test', password: 'Owner123!', name: 'Olivia Owner' };
export const ADMIN = { email: 'admin@forkful.test', password: 'Admin123!', name: 'Ava Admin' };
export const DINER = { email: 'diner@forkful.test', password: 'Diner123!', name: 'Dana Diner' };

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@forkful.test`;
}

function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export const adminAuth = () => getAuth(adminApp());
export const adminFirestore = () => getFirestore(adminApp());

/** A verified owner with a profile, made with the Admin SDK (for flows that don't test sign-up). */
export async function createOwner(name: string, password: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const user = await adminAuth().createUser({ email, password, displayName: name, emailVerified: true });
  const now = Date.now();
  await adminFirestore()
    .doc(`profiles/${user.uid}`)
    .set({
      fullName: name,
      email,
      businessName: `${name}'s Kitchen`,
      businessType: 'Restaurant',
      role: 'business_owner',
      package: null,
      status: 'active',
      createdAt: now,
      updatedAt: now,
      _deleted: false,
      serverTimestamp: FieldValue.serverTimestamp(),
    });
  return { uid: user.uid, email, password, name };
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
}

/** The newest email of `requestType` the Auth emulator "sent" to `email` (waits for it). */
export async function waitForOobCode(email: string, requestType: OobCode['requestType'], timeoutMs = 15_000): Promise<OobCode> {
  const url = `http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`oobCodes: HTTP ${res.status}`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
    const found = oobCodes.filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No ${requestType} email for ${email} within ${timeoutMs} ms`);
}

/** Fills and submits /login (the page must already be on it). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login and submits the form, waiting for nothing (a refused sign-in, say). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(BASE_URL + '/login');
  await submitLogin(page, email, password);
}

/** Someone with a password: a seeded account, or one a test made. */
export interface Account {
  email: string;
  password: string;
}
export type Who = 'admin' | 'owner' | 'diner' | Account;
const SEEDED = { admin: ADMIN, owner: OWNER, diner: DINER } as const;

/**
 * Signs `who` in through the real /login form (opened unless the page is on it) and waits until
 * the app has left /login, or, given `until`, has reached that URL; `timeout` bounds the wait.
 */
export async function signInAs(page: Page, who: Who, { timeout = 30_000, until }: { timeout?: number; until?: RegExp | ((url: URL) => boolean) } = {}) {
  const { email, password } = typeof who === 'string' ? SEEDED[who] : who;
  if (pathOf(page) !== '/login') await page.goto(BASE_URL + '/login');
  await submitLogin(page, email, password);
  await page.waitForURL(until ?? ((url) => !url.pathname.startsWith('/login')), { timeout });
  return page;
}

/** Every URL the main frame shows, client-side navigations included. */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
