// /sitemap.xml: every public listing's page for search engines, from the public
// catalogue (a sitemap index past 50,000 addresses, the protocol's limit per file).
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { escapeHtml } from './html.js';

/** Addresses per sitemap file (the protocol's limit). */
export const SITEMAP_LIMIT = 50_000;
/** An hour at the CDN: a new listing is found by the next crawl, not the next second. */
export const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600';

/** Pages outside the listings worth a crawler's visit. */
const STATIC_PATHS = ['/', '/listings', '/pricing', '/about', '/contact', '/privacy', '/terms'];


export interface TextResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const xml = (body: string): TextResponse => ({ status: 200, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE }, body });
const isoDate = (ms: unknown) => (typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined);
const urlTag = (loc: string, lastmod?: string) => `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

const publicListings = (db: Firestore) => db.collection('catalog').where('_deleted', '==', false);

/**
 * The sitemap: with `page` (1-based) one file of listings; without it, every address in one file,
 * or an index of files when there are more than SITEMAP_LIMIT.
 */
export async function answerSitemap(db: Firestore, origin: string, page?: number, limit = SITEMAP_LIMIT): Promise<TextResponse> {
  const count = (await publicListings(db).count().get()).data().count;
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (page === undefined && count + STATIC_PATHS.length > limit) {
    const files = Math.ceil(count / limit);
    const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`);
    return xml(`${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`);
  }
  const n = page ?? 1;
  if (!Number.isInteger(n) || n < 1 || (n - 1) * limit >= Math.max(count, 1)) {
    return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' }, body: 'No such sitemap page.\n' };
  }
  // Pages in id order; a page past the first skips the earlier ones (billed as reads: an hour's CDN cache keeps that rare).
  const snap = await publicListings(db)
    .orderBy(FieldPath.documentId())
    .offset((n - 1) * limit)
    .limit(limit)
    .select('updatedAt')
    .get();
  const urls = snap.docs.map((d) => urlTag(`${origin}/listing/${encodeURIComponent(d.id)}`, isoDate(d.get('updatedAt'))));
  const statics = page === undefined ? STATIC_PATHS.map((p) => urlTag(`${origin}${p}`)) : [];
  return xml(`${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...statics, ...urls].join('\n')}\n</urlset>\n`);
}
