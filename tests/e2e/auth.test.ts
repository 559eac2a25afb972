// Accounts end to end in Chromium against the emulators: sign-up with email verification,
// password reset by emailed link, role-based landing and guards, and an offline reload.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, expectToast, launch, newPhone, visitAndSync } from './support/browser';
import { expectToHold } from '../support/holds';
import { ADMIN, adminAuth, adminFirestore, createOwner, OWNER, pathOf, recordPaths, signIn, signInAs, uniqueEmail, waitForOobCode } from './support/auth';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function freshPage(): Promise<Page> {
  const context = await newPhone(browser);
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
});

describe('sign-up', () => {
  it('registers, verifies the email by its link, signs in and lands on the owner dashboard', async () => {
    const page = await freshPage();
    const email = uniqueEmail('new-owner');
    const password = 'Bakery!42';

    await page.goto(BASE_URL + '/register');
    await page.getByLabel('Full name').fill('Nora Baker');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Business name').fill('Nora’s Bakehouse');
    await page.getByLabel('Business type').selectOption('Bakery');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/login$/, { timeout: 30_000 });
    await expectToast(page, 'Account created successfully!');
    // Signed out again after sign-up: the header offers the account menu to nobody.
    expect(await page.getByTestId('user-menu-button').count()).toBe(0);

    // The profile, exactly as docs/data-model.md says.
    const user = await adminAuth().getUserByEmail(email);
    expect(user.displayName).toBe('Nora Baker');
    expect(user.emailVerified).toBe(false);
    const profile = (await adminFirestore().doc(`profiles/${user.uid}`).get()).data()!;
    expect(Object.keys(profile).sort()).toEqual(
      ['_deleted', 'businessName', 'businessType', 'createdAt', 'email', 'fullName', 'package', 'role', 'serverTimestamp', 'status', 'updatedAt'],
    );
    expect(profile).toMatchObject({ fullName: 'Nora Baker', email, businessName: 'Nora’s Bakehouse', businessType: 'Bakery', role: 'business_owner', status: 'active', package: null, _deleted: false });

    // The verification email: open its link as a mail client would.
    const verify = await waitForOobCode(email, 'VERIFY_EMAIL');
    expect(verify.oobLink).toContain('continueUrl=');
    expect((await fetch(verify.oobLink)).ok).toBe(true);
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    const paths = recordPaths(page);
    await signInAs(page, { email, password }, { until: /\/user-dashboard$/ });
    expect(paths).toContain('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Nora Baker' }).waitFor();
    expect(await page.getByText('Choose Plan').count()).toBe(1);
    expect(await page.getByText('Please verify your email.').count()).toBe(0);
  });

  it('refuses mismatched passwords without creating an account', async () => {
    const page = await freshPage();
    const email = uniqueEmail('mismatch');
    await page.goto(BASE_URL + '/register');
    await page.getByLabel('Full name').fill('Mia Match');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Business name').fill('Mia’s');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, "Passwords don't match");
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('explains a wrong password', async () => {
    const page = await freshPage();
    await signIn(page, OWNER.email, 'not-the-password');
    await expectToast(page, 'Sign in Failed');
    await expectToast(page, 'Invalid email or password.');
    expect(pathOf(page)).toBe('/login');
  });
});

describe('password reset', () => {
  it('sends a reset link, sets a new password with it, and signs in with the new one', async () => {
    const owner = await createOwner('Rita Reset', 'OldPass!1');
    const page = await freshPage();

    await page.goto(BASE_URL + '/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, "If an account with this email exists, we've sent instructions...");

    const reset = await waitForOobCode(owner.email, 'PASSWORD_RESET');
    expect(decodeURIComponent(reset.oobLink)).toContain('/update-password');
    await page.goto(`${BASE_URL}/update-password?mode=resetPassword&oobCode=${encodeURIComponent(reset.oobCode)}`);
    await page.getByText(owner.email).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('NewPass!2');
    await page.getByLabel('Confirm new password').fill('NewPass!2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(/\/login$/);
    await expectToast(page, 'Password Updated Successfully');

    await signInAs(page, { email: owner.email, password: 'NewPass!2' }, { until: /\/user-dashboard$/ });
    await page.getByRole('heading', { name: 'Welcome, Rita Reset' }).waitFor();
  });

  it('answers the same for an unknown email', async () => {
    const page = await freshPage();
    await page.goto(BASE_URL + '/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, "If an account with this email exists, we've sent instructions...");
  });

  it('says so when a reset link is invalid, and offers a new one', async () => {
    const page = await freshPage();
    await page.goto(`${BASE_URL}/update-password?mode=resetPassword&oobCode=not-a-real-code`);
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    expect(await page.getByRole('button', { name: 'Update Password' }).isDisabled()).toBe(true);
  });
});

describe('roles and guards', () => {
  it('a non-admin opening /admin is sent to /dashboard, then /user-dashboard', async () => {
    const page = await freshPage();
    await signInAs(page, 'owner', { until: /\/user-dashboard$/ });
    await page.getByRole('heading', { name: `Welcome, ${OWNER.name}` }).waitFor();
    expect(await page.getByTestId('plan-badge').innerText()).toContain('Gold Plan');

    const paths = recordPaths(page);
    await page.goto(BASE_URL + '/admin');
    await page.waitForURL(/\/user-dashboard$/);
    expect(paths).toEqual(expect.arrayContaining(['/admin', '/dashboard', '/user-dashboard']));
    expect(await page.getByText('Admin Mode').count()).toBe(0);
  });

  it('an admin lands on /admin after sign-in and sees Admin Mode', async () => {
    const page = await freshPage();
    await signInAs(page, 'admin', { until: /\/admin$/ });
    await page.getByText('Admin Mode').waitFor();
    const who = await page.getByTestId('shell-user').innerText();
    expect(who).toContain(ADMIN.name);
    expect(who).toContain(ADMIN.email);
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByRole('link', { name: 'Back to Site' }).click();
    await page.waitForURL(`${BASE_URL}/`);
  });

  it('a guest opening /user-dashboard/settings signs in and comes back to it', async () => {
    const page = await freshPage();
    await page.goto(BASE_URL + '/user-dashboard/settings');
    await page.waitForURL(/\/login$/);
    await signInAs(page, 'diner', { until: /\/user-dashboard\/settings$/ });
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
  });

  it('a signed-in user opening /login is sent on, and signs out from the header', async () => {
    const page = await freshPage();
    await signInAs(page, 'diner', { until: /\/user-dashboard$/ });
    await page.goto(BASE_URL + '/login');
    await page.waitForURL(/\/user-dashboard$/);

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByTestId('user-menu-button').waitFor({ state: 'detached' });
    await page.goto(BASE_URL + '/user-dashboard');
    await page.waitForURL(/\/login$/);
  });
});

describe('offline', () => {
  it('a signed-in user reloading /user-dashboard offline stays signed in', async () => {
    const page = await freshPage();
    await visitAndSync(page, '/');
    await signInAs(page, 'owner', { until: /\/user-dashboard$/ });
    await page.getByRole('heading', { name: `Welcome, ${OWNER.name}` }).waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: `Welcome, ${OWNER.name}` }).waitFor();
    // While Firebase starts (and fails to reach the network): no bounce.
    await expectToHold('still on the dashboard', () => pathOf(page), (path) => path === '/user-dashboard', 5_000);
    expect(await page.getByTestId('user-menu-button').count()).toBe(1);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(/\/user-dashboard\/settings$/);
    await page.context().setOffline(false);
  });
});
