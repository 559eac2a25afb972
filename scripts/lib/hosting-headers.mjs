// The response headers Hosting sends (firebase.json `hosting.headers`), from this one module:
// production's, the local Hosting emulator's (emulator origins instead of Google's) and the
// check that the committed firebase.json is current (scripts/hosting-headers.mjs, and every
// vite build through hostingHeadersCheck()).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the app talks to in production (src/lib/firebase/*): Firestore, Auth, Storage, callables. */
const FIREBASE_CONNECT = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebasestorage.googleapis.com',
  // Callables: https://<region>-<project>.cloudfunctions.net (src/lib/firebase/functions.ts).
  'https://*.cloudfunctions.net',
];
/**
 * Pictures: listing photos are Storage download URLs, and an ad's picture may be any https
 * address an admin typed (the ad form accepts one), so images may come from any https host.
 */
const IMG = ['https:'];
/** App Check with reCAPTCHA Enterprise (src/lib/firebase/app-check.ts), when a site key is configured. */
const APP_CHECK = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

/**
 * A listing's video plays in its host's player, framed only after the diner taps its poster
 * (src/features/listings/components/video-poster.tsx): YouTube's no-cookie player and Vimeo's.
 */
const VIDEO = {
  frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
};

/** Stripe.js and Embedded Checkout (Stripe's CSP guide), allowed on /checkout only. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** Browser features: the photo picker may use the camera, the directory the location; the rest off. */
const PERMISSIONS = {
  accelerometer: '()',
  autoplay: '()',
  camera: '(self)',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '(self)',
  geolocation: '(self)',
  gyroscope: '()',
  hid: '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};
/**
 * The video players, framed after a tap: they may start at once (the tap was the diner's
 * "play"), go full screen and picture-in-picture, and play protected streams. Not on /checkout.
 */
const delegate = (self, origins) => `(${[...(self ? ['self'] : []), ...origins.map((o) => `"${o}"`)].join(' ')})`;
const PAGE_PERMISSIONS = {
  ...PERMISSIONS,
  autoplay: delegate(false, VIDEO.frame),
  'encrypted-media': delegate(false, VIDEO.frame),
  fullscreen: delegate(true, VIDEO.frame),
  'picture-in-picture': delegate(false, VIDEO.frame),
};
/** Wallet buttons (Apple Pay, Google Pay) inside Stripe's frames need payment delegated to them. */
const CHECKOUT_PERMISSIONS = { ...PERMISSIONS, payment: '(self "https://js.stripe.com" "https://checkout.stripe.com")' };

export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  static: 'public, max-age=86400',
};

/** sha256 CSP sources of index.html's inline scripts (JSON data blocks are not scripts). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/json"/.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)].sort();
}

/** The hashes a headers list already carries (the local config reuses the committed ones). */
export function hashesIn(headers) {
  const csp = headers?.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  return [...new Set(csp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [])].sort();
}

function contentSecurityPolicy({ hashes, connect, img, stripe, appCheck }) {
  const src = (...lists) => [...new Set(lists.flat())].join(' ');
  // Checkout frames Stripe only; every other page may frame the two video players.
  const frames = [...(stripe ? STRIPE.frame : VIDEO.frame), ...(appCheck ? APP_CHECK.frame : [])];
  return [
    `default-src 'self'`,
    `script-src ${src("'self'", hashes, stripe ? STRIPE.script : [], appCheck ? APP_CHECK.script : [])}`,
    // styled-components adds <style> elements at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${src("'self'", 'data:', 'blob:', img, stripe ? STRIPE.img : [])}`,
    `font-src 'self'`,
    `connect-src ${src("'self'", connect, stripe ? STRIPE.connect : [], appCheck ? APP_CHECK.connect : [])}`,
    `frame-src ${src(frames)}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

const permissionsPolicy = (features) =>
  Object.entries(features)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
const header = (key, value) => ({ key, value });

/**
 * Every path but those a function answers with caching of its own: the catalogue snapshot, the
 * rendered pages (`/`, `/listings`, `/listing/{id}`), the sitemap and robots.txt. Hosting applies
 * these rules to a function's response too and they replace its own headers, so a Cache-Control
 * here would undo their CDN caching (and the snapshot's no-store on errors).
 */
export const REVALIDATED_PATHS = '{/!(catalog-snapshot|listings|listing|sitemap.xml|robots.txt),/!(listing)/**}';

/** Signed-in areas, checkout and the account forms: never in a search engine's index. */
export const NOINDEX_PATHS =
  '/@(admin|user-dashboard|dashboard|bookings|favorites|checkout|test-checkout|payment|payment-success|payment-cancelled|update-password|login|signup|register|forgot-password){,/**}';

/**
 * Hosting's header rules; where several match a path the later one wins (Hosting and the
 * emulator alike), so the list goes from general to particular.
 * `local`: { connect: origins, img: origins } of the emulators, in place of Google's hosts.
 * `appCheck`: a reCAPTCHA Enterprise key is configured (never locally: the emulators skip App Check).
 */
export function hostingHeaders({ hashes, local, appCheck = false } = {}) {
  if (!hashes?.length) throw new Error('hostingHeaders: the inline script hashes of index.html are missing');
  const connect = local ? local.connect : FIREBASE_CONNECT;
  // Locally only the emulators: nothing may reach the internet from a local run.
  const img = local ? local.img : IMG;
  appCheck = appCheck && !local;
  return [
    {
      source: '**',
      headers: [
        header('Content-Security-Policy', contentSecurityPolicy({ hashes, connect, img, appCheck })),
        header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'),
        header('X-Content-Type-Options', 'nosniff'),
        header('Referrer-Policy', 'strict-origin-when-cross-origin'),
        header('Permissions-Policy', permissionsPolicy(PAGE_PERMISSIONS)),
        header('Cross-Origin-Opener-Policy', 'same-origin'),
      ],
    },
    // The app's documents (Hosting serves its shell at the app's own routes), sw.js, the
    // Workbox runtime, the manifest: revalidated, so a deploy is seen at the next visit.
    { source: REVALIDATED_PATHS, headers: [header('Cache-Control', CACHE.revalidate)] },
    // Shipped pictures, icons and basemap tiles keep their names across builds: a day, then revalidate.
    { source: '/@(icons|demo|basemap)/**', headers: [header('Cache-Control', CACHE.static)] },
    // Vite's hashed file names: a name never changes content.
    { source: '/assets/**', headers: [header('Cache-Control', CACHE.immutable)] },
    { source: NOINDEX_PATHS, headers: [header('X-Robots-Tag', 'noindex')] },
    {
      // Stripe's scripts and frames on the one document that shows them (every way into
      // /checkout is a document load: CSP is per document).
      source: '/checkout',
      headers: [
        header('Content-Security-Policy', contentSecurityPolicy({ hashes, connect, img, appCheck, stripe: true })),
        header('Permissions-Policy', permissionsPolicy(CHECKOUT_PERMISSIONS)),
      ],
    },
  ];
}

/** The emulator origins the local app talks to (ports as scripts/lib/emulators.mjs shifts them). */
export function localOrigins(ports) {
  const at = (port) => `http://127.0.0.1:${port}`;
  return { connect: ['auth', 'firestore', 'functions', 'storage'].map((k) => at(ports[k])), img: [at(ports.storage)] };
}

/**
 * Whether firebase.json's headers are what this module makes for the build in `dir`: a message
 * saying what is stale, or null. The hashes change only when an inline script's source does.
 */
export function staleHeaders(root, dir, { appCheck = false } = {}) {
  // index.html while a build writes (this check runs then), app.html once it is done.
  const html = existsSync(join(dir, 'index.html')) ? join(dir, 'index.html') : join(dir, 'app.html');
  if (!existsSync(html)) return `${html} is missing: build first`;
  const hashes = inlineScriptHashes(readFileSync(html, 'utf8'));
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const expected = JSON.stringify(hostingHeaders({ hashes, appCheck }));
  if (JSON.stringify(config.hosting?.headers) === expected) return null;
  const had = hashesIn(config.hosting?.headers);
  const why =
    had.join() === hashes.join()
      ? 'its headers differ from scripts/lib/hosting-headers.mjs'
      : `index.html's inline scripts hash to ${hashes.join(' ')}, firebase.json allows ${had.join(' ') || 'none'}`;
  return `firebase.json hosting.headers is stale (${why}). Run: node scripts/hosting-headers.mjs --write`;
}

/**
 * Vite plugin: a build whose index.html no longer matches firebase.json's CSP fails here, not
 * in production (where the browser would refuse the early-start and font scripts).
 */
export function hostingHeadersCheck(root) {
  let appCheck = false;
  return {
    name: 'forkful-hosting-headers-check',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      appCheck = Boolean(config.env.VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY);
    },
    writeBundle: {
      order: 'post',
      handler(options) {
        if (process.env.FORKFUL_HEADERS_CHECK === 'off') return;
        const stale = staleHeaders(root, options.dir ?? join(root, 'dist'), { appCheck });
        if (stale) throw new Error(stale);
      },
    },
  };
}
