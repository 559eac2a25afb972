// firebase.json's headers are what scripts/lib/hosting-headers.mjs makes (a build checks the
// hashes too), and the policy holds what it promises: no inline script without its hash, Stripe
// on /checkout only, the emulators' origins only in the local variant.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { hashesIn, hostingHeaders, inlineScriptHashes, localOrigins, NOINDEX_PATHS, REVALIDATED_PATHS, type HeaderRule } from '../../scripts/lib/hosting-headers.mjs';

const committed = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;
const value = (rules: HeaderRule[], source: string, key: string) =>
  rules.find((r) => r.source === source)?.headers.find((h) => h.key === key)?.value ?? '';
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('hosting headers', () => {
  it('firebase.json holds exactly what the module makes (node scripts/hosting-headers.mjs --write)', () => {
    // The shell's inline scripts: the font choice, the early start and the start after a server-rendered page's first paint.
    expect(hashesIn(committed)).toHaveLength(3);
    expect(committed).toEqual(hostingHeaders({ hashes: hashesIn(committed) }));
  });

  it('hashes inline scripts only: not module scripts by src, not JSON data blocks', () => {
    const html = `<script>a()</script><script type="application/json" id="x">{"b":1}</script><script type="module" src="/assets/i.js"></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update('a()').digest('base64')}'`]);
  });

  it("no rule allows 'unsafe-inline' scripts; Stripe only on /checkout, which overrides the default (later rule)", () => {
    const csps = committed.flatMap((r) => r.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => [r.source, h.value]));
    expect(csps.map(([source]) => source)).toEqual(['**', '/checkout']);
    for (const [, csp] of csps) expect(directive(csp!, 'script-src')).not.toContain('unsafe');
    expect(value(committed, '**', 'Content-Security-Policy')).not.toContain('stripe');
    expect(directive(value(committed, '/checkout', 'Content-Security-Policy'), 'frame-src')).toContain('https://js.stripe.com');
    expect(value(committed, '/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(committed.findIndex((r) => r.source === '/assets/**')).toBeGreaterThan(committed.findIndex((r) => r.source === '**'));
  });

  it("the local variant talks to the emulators' ports instead of Google's hosts", () => {
    const local = hostingHeaders({
      hashes: hashesIn(committed),
      local: localOrigins({ auth: 19099, firestore: 18080, functions: 15001, storage: 19199 }),
    });
    const csp = value(local, '**', 'Content-Security-Policy');
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:19099 http://127.0.0.1:18080 http://127.0.0.1:15001 http://127.0.0.1:19199",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:19199");
    expect(csp).not.toContain('googleapis');
  });

  it('App Check adds reCAPTCHA and the token exchange in production only; without it nothing of Google but Firebase', () => {
    const hashes = hashesIn(committed);
    const csp = value(hostingHeaders({ hashes, appCheck: true }), '**', 'Content-Security-Policy');
    expect(directive(csp, 'script-src')).toContain('https://www.google.com/recaptcha/');
    // The two video players every page may frame, and reCAPTCHA's challenge.
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    );
    expect(directive(csp, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(value(committed, '**', 'Content-Security-Policy')).not.toContain('recaptcha');
    const local = hostingHeaders({ hashes, appCheck: true, local: localOrigins({ auth: 1, firestore: 2, functions: 3, storage: 4 }) });
    expect(value(local, '**', 'Content-Security-Policy')).not.toContain('recaptcha');
  });
});

// How Hosting matches a rule's source to a path: superstatic's matcher (Hosting's open-source
// core, which the emulator runs).
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as { configMatcher: (path: string, rule: { source: string }) => boolean };
const matches = (source: string) => (path: string) => configMatcher(path, { source });

describe('hosting rewrites', () => {
  interface Rewrite {
    source: string;
    destination?: string;
    function?: { functionId: string };
  }
  const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: Rewrite[]; ignore: string[] } }).hosting;
  // Hosting tries rewrites in order.
  const target = (path: string) => {
    const rule = hosting.rewrites.find((r) => matches(r.source)(path));
    return rule?.destination ?? rule?.function?.functionId;
  };
  const routerPaths = [...readFileSync('src/app/router.tsx', 'utf8').matchAll(/path: '([^':*]+)/g)].map((m) => `/${m[1].replace(/\/$/, '')}`);

  it("every route of the app's own is served the shell by Hosting; the public pages and unknown paths go to the renderer", () => {
    expect(routerPaths.length).toBeGreaterThan(15);
    const rendered = ['/listings', '/listing'];
    for (const path of routerPaths.filter((p) => !rendered.includes(p))) expect(target(path), path).toBe('/app.html');
    for (const path of ['/user-dashboard/listings', '/admin/users', '/payment/success', '/index.html']) expect(target(path), path).toBe('/app.html');
    for (const path of ['/', '/listings', '/listing/abc', '/no-such-page', '/about/extra']) expect(target(path), path).toBe('renderPage');
    expect(target('/sitemap.xml')).toBe('sitemap');
  });

  it('the rendered pages keep their own caching; the shell revalidates; private areas say noindex', () => {
    const revalidated = matches(REVALIDATED_PATHS);
    for (const path of ['/', '/listings', '/listing/abc', '/sitemap.xml', '/robots.txt', '/catalog-snapshot']) expect(revalidated(path), path).toBe(false);
    for (const path of ['/index.html', '/app.html', '/sw.js', '/pricing', '/user-dashboard/listings', '/listings-x']) expect(revalidated(path), path).toBe(true);
    const noindex = matches(NOINDEX_PATHS);
    for (const path of ['/admin', '/admin/users', '/user-dashboard/listings', '/checkout', '/login', '/favorites', '/bookings']) expect(noindex(path), path).toBe(true);
    for (const path of ['/', '/listings', '/listing/abc', '/pricing', '/about']) expect(noindex(path), path).toBe(false);
  });
});
