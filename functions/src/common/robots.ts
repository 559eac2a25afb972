// robots.txt: what crawlers may visit, and where the sitemap is. Written into the build (the
// Functions runtime answers /robots.txt with a 404 of its own, so no function can serve it).

/** Signed-in areas, checkout and forms: nothing to index (Hosting also sends them X-Robots-Tag: noindex). */
export const PRIVATE_PATHS = [
  '/admin',
  '/user-dashboard',
  '/dashboard',
  '/bookings',
  '/favorites',
  '/test-checkout',
  '/checkout',
  '/payment/',
  '/payment-success',
  '/payment-cancelled',
  '/update-password',
  '/login',
  '/signup',
  '/register',
  '/forgot-password',
];

/** The file for a site at `origin` (no trailing slash). */
export function robotsTxt(origin: string): string {
  return [
    '# Forkful: the directory and the marketing pages are public; signed-in areas, checkout and forms are not.',
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
