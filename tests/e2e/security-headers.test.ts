// The app as Hosting serves it (scripts/lib/hosting-headers.mjs, firebase.json): the security
// headers on every response, the caching of hashed and revalidated files, compression, the
// /catalog-snapshot rewrite, and every page, public, an owner's, an admin's and checkout's,
// loading under its Content-Security-Policy with no violation reported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { adminDb, BASE_URL, launch, newPhone, visitAndSync } from './support/browser';
import { ADMIN, createOwner, OWNER, signInAs } from './support/auth';
import { PAGE_CACHE, SNAPSHOT_CACHE_CONTROL } from '../support/functions-code';

const DIST = process.env.E2E_DIST ?? 'dist';
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const entryScript = readFileSync(join(process.cwd(), DIST, 'app.html'), 'utf8').match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];

let browser: Browser;
const contexts: BrowserContext[] = [];
/** Every CSP violation and refusal seen, with the page it was on. */
const violations: string[] = [];

async function head(path: string, encoding = 'gzip, deflate, br') {
  // A GET: the emulator (like many servers) compresses only bodies it sends.
  const res = await fetch(BASE_URL + path, { headers: { 'Accept-Encoding': encoding } });
  await res.arrayBuffer();
  return res;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** A phone whose pages report CSP violations (the DOM event) and the console's refusals. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await newPhone(browser);
  contexts.push(context);
  await context.exposeBinding('__cspViolation', ({ page }, text: string) => void violations.push(`${new URL(page.url()).pathname}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|Permissions-Policy/i.test(text))
      violations.push(`${message.page() ? new URL(message.page()!.url()).pathname : 'worker'}: ${text}`);
  });
  return context;
}

/**
 * Watches a page's requests from now on; `quiet()` resolves once none has been in flight for
 * `quietMs` (Firestore's listen channel, open as long as the page is, aside), or after
 * `timeoutMs` whatever is still loading, and stops watching.
 */
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let changed = () => {};
  const start = (r: Request) => {
    if (/\/Listen\/channel/.test(r.url())) return;
    inFlight.add(r);
    lastChange = Date.now();
    changed();
  };
  const end = (r: Request) => {
    if (!inFlight.delete(r)) return;
    lastChange = Date.now();
    changed();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    quiet: (quietMs = 750, timeoutMs = 15_000) =>
      new Promise<void>((resolve) => {
        let quietTimer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(quietTimer);
          clearTimeout(deadline);
          page.off('request', start);
          page.off('requestfinished', end);
          page.off('requestfailed', end);
          resolve();
        };
        const deadline = setTimeout(done, timeoutMs);
        // Each change restarts the count: quiet means quietMs since the last request ended.
        changed = () => {
          clearTimeout(quietTimer);
          if (!inFlight.size) quietTimer = setTimeout(done, Math.max(0, quietMs - (Date.now() - lastChange)));
        };
        changed();
      }),
  };
}

/** Loads `path` as a document and waits for its page to have drawn its heading and loaded. */
async function walk(page: Page, path: string) {
  const network = watchNetwork(page);
  await page.goto(BASE_URL + path);
  await page.locator('main h1, main h2, [role="dialog"] h2').first().waitFor({ timeout: 60_000 });
  // Lazy chunks, pictures and the sync's requests of the page go on after the heading.
  await network.quiet();
}

/**
 * Walks `paths` in three tabs of the page's context at once: the tabs mostly wait (on the lazy
 * loads after the heading), and the app shares one database between tabs as it does for a diner.
 */
async function walkAll(page: Page, paths: string[]) {
  const tabs = [page, await page.context().newPage(), await page.context().newPage()];
  await Promise.all(
    tabs.map(async (tab, i) => {
      for (const path of paths.filter((_, k) => k % tabs.length === i)) await walk(tab, path);
    }),
  );
  for (const tab of tabs.slice(1)) await tab.close();
}

async function signedIn(email: string, password: string) {
  const page = await (await watchedContext()).newPage();
  await visitAndSync(page, '/');
  await signInAs(page, { email, password });
  return page;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

describe('response headers', () => {
  it('a document carries the CSP (hashed inline scripts, no unsafe-inline script) and the other security headers', async () => {
    const res = await head('/listings');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    // The shell's three inline scripts (font choice, early start, start after a server-rendered paint).
    expect(directive(csp, 'script-src').match(/sha256-/g)).toHaveLength(3);
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toContain(`http://127.0.0.1:${8080 + OFFSET}`);
    expect(directive(csp, 'img-src')).toMatch(/^img-src 'self' data: blob:/);
    // A listing's video frames exactly these two players (after the diner's tap), nothing else.
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp).not.toMatch(/stripe|googleapis/);
    for (const d of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('microphone=()');
    expect(permissions).toContain('payment=()');
    // The players may start on the tap and go full screen; nothing else is delegated to them.
    expect(permissions).toContain('autoplay=("https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    expect(permissions).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    expect(permissions).toContain('camera=(self)');
  });

  it('only /checkout allows Stripe (script, frame, API) and payment for its frames', async () => {
    const res = await head('/checkout?session_id=cs_test_x');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'frame-src')).not.toMatch(/youtube|vimeo/);
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(res.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com"');
    for (const path of ['/pricing', '/test-checkout', '/payment/success']) {
      expect((await head(path)).headers.get('content-security-policy'), path).not.toContain('stripe');
    }
  });

  it('hashed assets are immutable; the app shell, sw.js, the Workbox runtime and the manifest revalidate; rendered pages are briefly cached', async () => {
    expect(entryScript).toBeTruthy();
    expect((await head(entryScript!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = readFileSync(join(process.cwd(), DIST, 'sw.js'), 'utf8');
    // sw.js loads the runtime by its name without the extension: define(["./workbox-1a2b3c4d"], …).
    const workbox = `${worker.match(/\.\/(workbox-[\w-]+)"/)?.[1]}.js`;
    expect(workbox).not.toBe('undefined.js');
    for (const path of ['/index.html', '/pricing', '/user-dashboard', '/sw.js', `/${workbox}`, '/manifest.webmanifest']) {
      const res = await head(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    // The rendered public pages: revalidated by browsers, kept briefly by the CDN (their function's own header).
    for (const path of ['/', '/listings']) expect((await head(path)).headers.get('cache-control'), path).toBe(PAGE_CACHE);
  });

  it('text is compressed (brotli or gzip), the SPA rewrite serves any page and /catalog-snapshot and /api/usage go to their functions', async () => {
    for (const path of ['/', entryScript!, '/sw.js']) {
      expect((await head(path)).headers.get('content-encoding'), path).toMatch(/^(br|gzip)$/);
      expect((await head(path, 'gzip')).headers.get('content-encoding'), path).toBe('gzip');
    }
    const page = await fetch(BASE_URL + '/listing/any-id');
    expect(page.headers.get('content-type')).toContain('text/html');
    const snapshot = await fetch(BASE_URL + '/catalog-snapshot');
    expect(await snapshot.text()).not.toMatch(/<!doctype html>/i);
    // Hosting's rules apply to rewritten responses too: the function's caching must survive
    // them (else every app start reaches the function), the security headers still apply.
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers.get('cache-control')).toBe(SNAPSHOT_CACHE_CONTROL);
    expect(snapshot.headers.get('x-content-type-options')).toBe('nosniff');
    const usage = await fetch(BASE_URL + '/api/usage', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect([usage.status, await usage.json()]).toEqual([400, expect.objectContaining({ ok: false, error: 'bad-request' })]);
  });
});

describe('every page under its CSP', () => {
  it('public pages: no violation', async () => {
    const listing = (await adminDb().collection('catalog').where('_deleted', '==', false).limit(1).get()).docs[0]!.id;
    const page = await (await watchedContext()).newPage();
    await visitAndSync(page, '/');
    await walkAll(page, [
      '/',
      '/listings',
      `/listing/${listing}`,
      '/about',
      '/contact',
      '/pricing',
      '/login',
      '/register',
      '/forgot-password',
      '/no-such-page',
    ]);
    expect(violations).toEqual([]);
  });

  it("an owner's dashboard, its tabs, a new and an edited listing: no violation", async () => {
    const own = (await adminDb().collection('listings').where('ownerId', '==', 'demo-owner').limit(1).get()).docs[0]!.id;
    const page = await signedIn(OWNER.email, OWNER.password);
    const tabs = ['', '/listings', '/reviews', '/notifications', '/analytics', '/settings', '/new-listing', `/listings/${own}/edit`];
    await walkAll(page, [...tabs.map((tab) => `/user-dashboard${tab}`), '/favorites']);
    expect(violations).toEqual([]);
  });

  it("the admin's sections: no violation", async () => {
    const any = (await adminDb().collection('listings').limit(1).get()).docs[0]!.id;
    const page = await signedIn(ADMIN.email, ADMIN.password);
    const sections = ['', '/listings', '/reports', '/users', '/ads', '/analytics', '/new-listing', `/listings/${any}/edit`];
    await walkAll(
      page,
      sections.map((section) => `/admin${section}`),
    );
    expect(violations).toEqual([]);
  });

  it('checkout: a plan chosen on /pricing reaches the test checkout, and /checkout loads under its own CSP: no violation', async () => {
    const owner = await createOwner('Csp Checkout', 'Owner123!');
    const page = await signedIn(owner.email, owner.password);
    await walk(page, '/pricing');
    await page.getByRole('article', { name: 'Gold' }).getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/test-checkout', { timeout: 30_000 });
    await page.getByRole('button', { name: /^Pay/ }).waitFor();
    await watchNetwork(page).quiet();
    // Stripe's own form needs a Stripe account; the page and its header are what is ours.
    const network = watchNetwork(page);
    const response = await page.goto(BASE_URL + '/checkout?session_id=cs_test_csp');
    expect(response?.headers()['content-security-policy']).toContain('https://js.stripe.com');
    await page.getByRole('heading', { name: 'Checkout unavailable' }).waitFor({ timeout: 30_000 });
    await network.quiet();
    expect(violations).toEqual([]);
  });
});
