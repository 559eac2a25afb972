// Answers a first visit (or a crawler, or a link preview) to a public page: the app's HTML with
// that page's title, description, canonical address, preview tags and structured data, and an
// honest status: 404 for a path the app has no page for and for a listing that is not public.
import type { Firestore } from 'firebase-admin/firestore';
import { NOT_FOUND_META, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, listingMeta, listingsMeta, isCategory, type PageMeta } from '../common/page-meta.js';
import { escapeHtml as escapeAttr, jsonForScript, metaTag } from './html.js';
import { fillShell, loadShell } from './shell.js';
import { listingJsonLd } from './listing-json-ld.js';
import { fetchImageSize, type Size } from './image-size.js';
import { logger } from 'firebase-functions';
import { toSnapshotDoc } from '../catalog-snapshot/format.js';
import { loadRenderer } from './app-render.js';
import { SERVED_PAGE_ID } from '../common/page-render.js';
import { publicCatalog } from './public-catalog.js';

export interface PageRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** The site's public origin, no trailing slash. */
  origin: string;
  /** The head only, the body left to the browser (the bench's A/B against client rendering; local stack only). */
  clientOnly?: boolean;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Browsers revalidate at once (a deploy is seen at the next visit); Hosting's CDN keeps a page two
 * minutes and serves it stale for one more while it asks again, so an edit or a moderation shows
 * within three minutes.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=120, stale-while-revalidate=60';
export const MISSING_CACHE = 'public, max-age=0, s-maxage=60';

/** The app's share picture for pages that have no photo of their own. */
const SITE_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 };

interface Page {
  status: 200 | 404;
  /** Which of the app's pages it is: / and /listings are drawn from the whole catalogue. */
  kind: 'home' | 'listings' | 'listing' | 'missing';
  /** /listing/{id}: the catalogue document, in the snapshot's shape (the app's renderer reads it). */
  doc?: Record<string, unknown>;
  meta: PageMeta;
  /** Absolute canonical address (none on a 404). */
  canonical?: string;
  image?: { url: string; size: Size | null; alt: string };
  jsonLd?: Record<string, unknown>;
  /** The listing's first photo: requested with the HTML, before the app's scripts run. */
  preloadImage?: string;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []);

async function listingPage(db: Firestore, id: string, origin: string): Promise<Page | null> {
  if (!id || id.length > 1500 || id.includes('/')) return null;
  const snap = await db.collection('catalog').doc(id).get();
  const entry = snap.data();
  if (!entry || entry._deleted === true) return null;
  const canonical = `${origin}/listing/${encodeURIComponent(id)}`;
  const photos = strings(entry.images).map((src) => absolute(origin, src));
  const title = typeof entry.title === 'string' ? entry.title : 'Listing';
  const meta = listingMeta({ title, category: str(entry.category), address: str(entry.address), city: str(entry.city), description: str(entry.description) });
  const image = photos[0] ? { url: photos[0], size: await fetchImageSize(photos[0]), alt: `${title} — photo 1` } : undefined;
  const doc = toSnapshotDoc(id, entry);
  return { status: 200, kind: 'listing', doc, meta, canonical, image, preloadImage: strings(entry.images)[0], jsonLd: listingJsonLd({ entry, url: canonical, images: photos }) };
}

function homePage(origin: string): Page {
  return {
    status: 200,
    kind: 'home',
    meta: { title: SITE_TITLE, description: SITE_DESCRIPTION },
    canonical: `${origin}/`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      potentialAction: { '@type': 'SearchAction', target: `${origin}/listings?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
  };
}

function listingsPage(origin: string, params: URLSearchParams): Page {
  // The canonical keeps what names a distinct set of places (category, words); sorting, views
  // and the device's own filters (open now, near me) are the same page.
  const keep = new URLSearchParams();
  const category = params.get('category');
  const q = params.get('q')?.trim();
  if (isCategory(category)) keep.set('category', category);
  if (q) keep.set('q', q);
  const query = keep.toString();
  return { status: 200, kind: 'listings', meta: listingsMeta({ q, category }), canonical: `${origin}/listings${query ? `?${query}` : ''}` };
}

const notFound = (): Page => ({ status: 404, kind: 'missing', meta: NOT_FOUND_META });

/** Which page a path is, with what it shows. */
async function pageOf(db: Firestore, url: URL, origin: string): Promise<Page> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (path === '/' || path === '/index.html') return homePage(origin);
  if (path === '/listings') return listingsPage(origin, url.searchParams);
  const listing = /^\/listing\/([^/]+)$/.exec(path);
  if (listing) {
    let id: string;
    try {
      id = decodeURIComponent(listing[1]);
    } catch {
      return notFound();
    }
    return (await listingPage(db, id, origin)) ?? notFound();
  }
  return notFound();
}

function headOf(page: Page): string[] {
  const { meta } = page;
  const tags: string[] = [];
  // The app reads the status from here (src/components/page-meta.tsx, loadedAsMissing).
  if (page.status !== 200) tags.push(metaTag('name', 'robots', 'noindex'), metaTag('name', 'forkful-status', String(page.status)));
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeAttr(page.canonical)}" data-page />`);
  if (page.preloadImage) tags.push(`<link rel="preload" as="image" href="${escapeAttr(page.preloadImage)}" fetchpriority="high" data-page />`);
  if (page.status === 200) {
    tags.push(metaTag('property', 'og:site_name', SITE_NAME), metaTag('property', 'og:type', 'website'), metaTag('property', 'og:title', meta.title), metaTag('property', 'og:description', meta.description));
    if (page.canonical) tags.push(metaTag('property', 'og:url', page.canonical));
    const image = page.image;
    if (image) {
      tags.push(metaTag('property', 'og:image', image.url), metaTag('property', 'og:image:alt', image.alt));
      if (image.size) tags.push(metaTag('property', 'og:image:width', String(image.size.width)), metaTag('property', 'og:image:height', String(image.size.height)));
    }
    tags.push(metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'), metaTag('name', 'twitter:title', meta.title), metaTag('name', 'twitter:description', meta.description));
    if (image) tags.push(metaTag('name', 'twitter:image', image.url), metaTag('name', 'twitter:image:alt', image.alt));
  }
  if (page.jsonLd) tags.push(`<script type="application/ld+json" data-page>${jsonForScript(page.jsonLd)}</script>`);
  return tags;
}

const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The landing route (the shell's early-start config names its chunks by it) of a kind of page. */
const ROUTE_OF: Partial<Record<Page['kind'], string>> = { home: '/', listings: '/listings', listing: '/listing/' };
const EARLY_CONFIG = /<script type="application\/json" id="forkful-early">([^<]*)<\/script>/;

/** The chunks of the page's own module and what it imports, as the shell's early start lists them. */
function pageChunks(shell: string, kind: Page['kind']): string[] {
  const route = ROUTE_OF[kind];
  const config = EARLY_CONFIG.exec(shell)?.[1];
  if (!route || !config) return [];
  const chunks = (JSON.parse(config) as { chunks?: Record<string, unknown> }).chunks?.[route];
  return Array.isArray(chunks) ? chunks.filter((c): c is string => typeof c === 'string') : [];
}

/**
 * The shell with its app script and module preloads named in a data block (#forkful-entry) instead
 * of its tags: the shell's startAfterPaint requests them once the server's HTML has painted, so the
 * app's code competes with neither the first paint nor the page's largest picture, and the shell's
 * early start (chunks, catalogue download) stands aside. The page's own chunks are preloaded with
 * the app's, not once the app has started and asks for them.
 */
function startsAfterPaint(shell: string, kind: Page['kind']): string {
  const src = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!src) return shell;
  const preload = [...new Set([...[...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...pageChunks(shell, kind)])];
  const entry = `<script type="application/json" id="forkful-entry">${jsonForScript({ src, preload })}</script>`;
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<head>', () => `<head>\n    ${entry}`);
}

/**
 * The shell with the app's own render of the page inside its root, its styles in the head and the
 * data it was drawn from as JSON (the browser hydrates from it: src/main.tsx). Without a renderer,
 * or should it fail, the shell as it is: the app then renders in the browser.
 */
async function withAppBody(db: Firestore, shell: string, page: Page, url: string): Promise<string> {
  const renderer = await loadRenderer();
  if (!renderer || !shell.includes(ROOT)) return shell;
  try {
    const now = Date.now();
    const catalog = page.kind === 'home' || page.kind === 'listings' ? await publicCatalog(db, now) : null;
    const rendered = await renderer.renderApp({ url, now, status: page.status, listing: page.doc ?? null, catalog });
    if (rendered.errors.length) logger.error('Parts of a page failed to render on the server', { url, errors: rendered.errors.map(String) });
    // React puts the pictures it preloads first in its output: they belong in the head.
    const hints = /^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '';
    const data = `<script type="application/json" id="${SERVED_PAGE_ID}">${jsonForScript(rendered.served)}</script>`;
    return startsAfterPaint(shell, page.kind)
      .replace('</head>', () => `    ${hints}${rendered.styles}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${rendered.html.slice(hints.length)}</div>\n    ${data}`);
  } catch (error) {
    logger.error('A page could not be rendered on the server', { url, error: String(error) });
    return shell;
  }
}

export async function answerPage(db: Firestore, req: PageRequest): Promise<PageResponse> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } };
  const url = new URL(req.url, req.origin);
  const page = await pageOf(db, url, req.origin);
  if (page.status === 200 && !page.image) page.image = { url: `${req.origin}${SITE_IMAGE.path}`, size: SITE_IMAGE, alt: SITE_NAME };
  const shell = fillShell(loadShell(), { title: page.meta.title, description: page.meta.description, head: headOf(page) });
  const body = req.clientOnly ? shell : await withAppBody(db, shell, page, `${url.pathname}${url.search}`);
  return {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': page.status === 200 ? PAGE_CACHE : MISSING_CACHE,
      ...(page.status !== 200 && { 'X-Robots-Tag': 'noindex' }),
    },
    // Node sends no body for HEAD, but the headers (encoding, length) as for GET.
    body,
  };
}
