// axe-core on every page state of every role, on a phone and on a desktop (two of them also in
// the dark colour scheme): any serious or critical WCAG 2.1 A/AA violation fails, printed with
// its rule, elements and fix. One browser; one context per role and size, signed in once; one
// role at a time (each saves a favourite).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, launch, visitAndSync } from './support/browser';
import { ADMIN, DINER, OWNER, signInAs } from './support/auth';
import { axeFindings, BLOCKING, describeFindings } from './support/axe';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Role = 'visitor' | 'diner' | 'owner' | 'admin';
const ACCOUNTS = { diner: DINER, owner: OWNER, admin: ADMIN } as const;
const UIDS = { diner: 'demo-diner', owner: 'demo-owner', admin: 'demo-admin' } as const;

interface State {
  name: string;
  /** A function when it needs the seeded ids, read once the suite started. */
  path: string | (() => string);
  /** What shows once the state is on screen (data loaded, dialog open). */
  ready: (page: Page) => Promise<unknown>;
  /** Steps after loading, such as opening a dialog. */
  act?: (page: Page) => Promise<unknown>;
  /** A page another change adds: checked when it exists, skipped with a printed reason if not. */
  optional?: boolean;
  /** Where the app sends this path at once (a guard's redirect): the state is read there. */
  redirectsTo?: string;
}

const NOT_FOUND = "This table isn't on the menu";
const T = 30_000;
/** A heading in the page's main content that the previous state did not have. */
const heading = (name: string | RegExp) => (page: Page) =>
  page.locator('main').getByRole('heading', { name }).and(page.locator(':not([data-a11y-seen])')).first().waitFor({ timeout: T });
const testId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor({ timeout: T });
const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name }).waitFor({ timeout: T });

/** Listings the states open, read once from the seeded data. */
const ids = { approved: '', ownersOwn: '', title: '' };

function publicStates(role: Role): State[] {
  const signedIn = role !== 'visitor';
  const states: State[] = [
    { name: 'home', path: '/', ready: heading(/./) },
    { name: 'listings', path: '/listings', ready: testId('listing-card') },
    // Every refinement applied: the search, both selects, Open now and Clear Filters in view.
    {
      name: 'listings, filters open',
      path: '/listings?category=Restaurant&price=%24%24&open=1&sort=rating',
      ready: (p) => p.locator('main input[type="search"]').first().waitFor({ timeout: T }),
      act: openFilters,
    },
    // The map view with a cluster's places in its sheet: pins, clusters, controls and cards.
    {
      name: 'listings, map, a cluster open',
      path: '/listings?view=map',
      ready: (p) => p.getByTestId('map-cluster').first().waitFor({ timeout: T }),
      act: async (p) => {
        await p.getByTestId('map-cluster').first().click();
        await p.getByTestId('map-sheet').waitFor({ timeout: T });
      },
    },
    { name: 'listings, no results', path: '/listings?q=zzzz-no-such-place', ready: (p) => p.getByText('No places found matching your criteria.').waitFor({ timeout: T }) },
    { name: 'listing page', path: () => `/listing/${ids.approved}`, ready: (p) => heading(ids.title)(p) },
    ...(signedIn
      ? []
      : [{ name: 'favorites (signed out: sign in first)', path: '/favorites', redirectsTo: '/login', ready: (p: Page) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: T }) }]),
    { name: 'about', path: '/about', ready: heading(/./) },
    { name: 'contact', path: '/contact', ready: heading(/./) },
    { name: 'pricing', path: '/pricing', ready: heading(/./) },
    { name: 'privacy', path: '/privacy', ready: heading(/./), optional: true },
    { name: 'terms', path: '/terms', ready: heading(/./), optional: true },
    { name: 'not found', path: '/no-such-page', ready: heading(NOT_FOUND) },
    { name: 'payment success', path: '/payment/success', ready: heading(/./) },
    { name: 'payment cancelled', path: '/payment/cancelled', ready: heading(/./) },
    ...(signedIn
      ? [
          { name: 'my bookings', path: '/bookings', ready: heading('My bookings') },
          { name: 'checkout (no open session)', path: '/checkout?session_id=cs_test_none', ready: heading('Checkout unavailable') },
          { name: 'test checkout', path: '/test-checkout?session_id=cs_test_none', ready: heading(/./) },
        ]
      : [
          { name: 'login', path: '/login', ready: heading(/./) },
          { name: 'register', path: '/register', ready: heading(/./) },
          { name: 'forgot password', path: '/forgot-password', ready: heading(/./) },
        ]),
  ];
  return states;
}

function favoriteStates(): State[] {
  return [
    { name: 'favorites, empty', path: '/favorites', ready: heading('No favorites yet') },
    {
      name: 'favorites, one saved',
      path: '/listings',
      ready: testId('listing-card'),
      act: async (p) => {
        await p.getByTestId('listing-card').first().getByRole('button', { name: /to favorites$/i }).click();
        await open(p, '/favorites');
        await p.getByTestId('favorites-count').waitFor({ timeout: T });
      },
    },
  ];
}

function ownerStates(): State[] {
  const tab = (name: string, path: string): State => ({ name: `dashboard: ${name}`, path, ready: heading(/./) });
  return [
    { name: 'dashboard: overview', path: '/user-dashboard', ready: heading(/./) },
    { name: 'dashboard: my listings', path: '/user-dashboard/listings', ready: heading(/My Listings/i) },
    tab('reviews', '/user-dashboard/reviews'),
    tab('notifications', '/user-dashboard/notifications'),
    tab('leads', '/user-dashboard/leads'),
    tab('bookings', '/user-dashboard/bookings'),
    tab('analytics', '/user-dashboard/analytics'),
    tab('settings', '/user-dashboard/settings'),
    { name: 'dashboard: new listing dialog', path: '/user-dashboard/new-listing', ready: dialog(/./) },
  ];
}

function ownerListingState(): State {
  return { name: 'dashboard: listing dialog', path: () => `/user-dashboard/listings/${ids.ownersOwn}/edit`, ready: dialog(/./) };
}

function adminStates(): State[] {
  return [
    { name: 'admin: overview', path: '/admin', ready: heading(/./) },
    { name: 'admin: listings (list)', path: '/admin/listings', ready: testId('admin-listing'), act: (p) => chooseView(p, 'List') },
    { name: 'admin: listings (cards)', path: '/admin/listings', ready: testId('admin-listing'), act: (p) => chooseView(p, 'Cards') },
    {
      name: 'admin: reject dialog',
      path: '/admin/listings?status=pending',
      ready: testId('admin-listing'),
      act: async (p) => {
        await p.getByTestId('admin-listing').first().getByRole('button', { name: 'Reject' }).click();
        await dialog('Reject listing')(p);
      },
    },
    { name: 'admin: no listings match', path: '/admin/listings?q=zzzz-no-such-place', ready: (p) => p.getByText('No listings match your filters').waitFor({ timeout: T }) },
    { name: 'admin: edit listing', path: () => `/admin/listings/${ids.approved}/edit`, ready: heading(/./) },
    { name: 'admin: new listing', path: '/admin/new-listing', ready: heading(/./) },
    { name: 'admin: reports', path: '/admin/reports', ready: heading(/./) },
    { name: 'admin: users', path: '/admin/users', ready: (p) => p.getByRole('button', { name: 'Package' }).first().waitFor({ timeout: T }) },
    {
      name: 'admin: package dialog',
      path: '/admin/users',
      ready: (p) => p.getByRole('button', { name: 'Package' }).first().waitFor({ timeout: T }),
      act: async (p) => {
        await p.getByRole('button', { name: 'Package' }).first().click();
        await dialog(/./)(p);
      },
    },
    { name: 'admin: ad management', path: '/admin/ads', ready: heading(/./) },
    { name: 'admin: analytics', path: '/admin/analytics', ready: heading(/./) },
  ];
}

/** Phones fold the /listings filters behind a button: open it, whatever the size. */
async function openFilters(page: Page) {
  const toggle = page.getByTestId('filters-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('group', { name: 'Refine and sort' }).waitFor({ timeout: T });
}

/** The Listings tab's Cards/List switch (remembered per device, so set it each time). */
async function chooseView(page: Page, view: 'Cards' | 'List') {
  const button = page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: view });
  await button.click();
  await page.waitForFunction((pressed) => pressed.getAttribute('aria-pressed') === 'true', await button.elementHandle(), { timeout: T });
}

function statesFor(role: Role): State[] {
  const states = publicStates(role);
  if (role === 'visitor') return states;
  const mine = [...states, ...favoriteStates(), ...ownerStates()];
  if (role === 'owner') mine.push(ownerListingState());
  if (role === 'admin') mine.push(...adminStates());
  return mine;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  // A paid listing: its page carries every part a plan adds (the question form included).
  const paid = await adminDb().collection('catalog').where('_deleted', '==', false).where('leadForm', '==', true).limit(1).get();
  const approved = paid.empty ? await adminDb().collection('catalog').where('_deleted', '==', false).limit(1).get() : paid;
  ids.approved = approved.docs[0]?.id ?? '';
  ids.title = (approved.docs[0]?.data().title as string) ?? '';
  const own = await adminDb().collection('listings').where('ownerId', '==', UIDS.owner).limit(1).get();
  ids.ownersOwn = own.docs[0]?.id ?? '';
  // The favourites states start from none (a re-run against the same emulators).
  for (const uid of Object.values(UIDS)) {
    const existing = await adminDb().collection(`users/${uid}/favorites`).get();
    await Promise.all(existing.docs.map((d) => d.ref.delete()));
  }
});
afterAll(async () => browser?.close());

const ROLES: Role[] = ['admin', 'visitor', 'owner', 'diner'];

/** The dark colour scheme, checked for a visitor on a phone and an owner on a desktop. */
const DARK: Partial<Record<Role, keyof typeof VIEWPORTS>> = { visitor: 'phone', owner: 'desktop' };

for (const role of ROLES) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) describeRole(role, size, viewport, 'light');
  const dark = DARK[role];
  if (dark) describeRole(role, `${dark}, dark`, VIEWPORTS[dark], 'dark');
}

function describeRole(role: Role, size: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS], colorScheme: 'light' | 'dark') {
  describe(`a11y: ${role} on a ${size}`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport, colorScheme, serviceWorkers: 'allow' });
      page = await context.newPage();
      await visitAndSync(page, '/');
      if (role !== 'visitor') {
        await signInAs(page, ACCOUNTS[role], { timeout: T });
      }
      expect(ids.approved, 'a seeded public listing').not.toBe('');
    }, 180_000);
    afterAll(async () => {
      // Leave no favourite behind for the next role or suite.
      if (role !== 'visitor') {
        const saved = await adminDb().collection(`users/${UIDS[role]}/favorites`).get();
        await Promise.all(saved.docs.map((d) => d.ref.delete()));
      }
      await context?.close();
    });

    for (const state of statesFor(role)) {
      it(state.name, async () => {
        const path = typeof state.path === 'function' ? state.path() : state.path;
        await open(page, path, state.redirectsTo);
        if (state.optional && (await isNotFound(page))) {
          console.log(`[a11y] skipped ${state.name} (${path}) for ${role} on a ${size}: the page does not exist yet (404 page shown)`);
          return;
        }
        await state.ready(page);
        await state.act?.(page);
        // Lazy sections load and fades (a toast's) end: axe reads the page as a person would
        // see it, not the colours of a frame halfway through an animation.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: T }).catch(() => undefined);
        await settleAnimations(page);
        const findings = await axeFindings(page);
        const label = `${role}, ${size}, ${state.name}`;
        const minor = findings.filter((f) => !BLOCKING.has(f.impact));
        if (minor.length) console.log(`[a11y] not enforced:\n${describeFindings(label, minor)}`);
        const blocking = findings.filter((f) => BLOCKING.has(f.impact));
        expect(blocking, `serious or critical violations:\n${describeFindings(label, blocking)}`).toEqual([]);
      }, 90_000);
    }
  });
}

/**
 * Goes to `path` inside the running app, as its own links do (a full load per state would
 * restart the local database each time and cost seconds on a loaded machine).
 */
async function open(page: Page, path: string, redirectsTo?: string) {
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return;
  // A dialog the last state opened would stay open over a section that stays mounted.
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached', timeout: T });
  }
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')) h.setAttribute('data-a11y-seen', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A redirect can land before the wait starts: either address means the navigation happened.
  await page.waitForURL((url) => url.pathname + url.search === path || url.pathname === redirectsTo, { timeout: T });
}

/** Waits for every finite animation running now (spinners loop forever: not those). */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

async function isNotFound(page: Page) {
  const notFound = page.getByRole('heading', { name: NOT_FOUND });
  const other = page.locator('main h1:not([data-a11y-seen])').filter({ hasNotText: NOT_FOUND });
  await Promise.race([notFound.waitFor({ timeout: T }), other.first().waitFor({ timeout: T })]).catch(() => undefined);
  return notFound.isVisible();
}
