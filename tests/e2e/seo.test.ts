// What a search engine's crawler or a messaging app's link preview reads: the HTML fetched through
// Hosting without running any script. Each public page names itself (title, description,
// canonical, Open Graph, Twitter) and a listing's JSON-LD agrees with its catalogue entry, within
// what the owner's plan makes public; listing text cannot break out of the markup; the sitemap
// lists exactly the public listings; a path or listing that is not public answers 404 (and a
// browser opening one shows the app's not-found page).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, BASE_URL, launch, updateListing } from './support/browser';
import { catalogEntry, ownerWithPlan, seedListing } from './support/people';
import { eventually } from '../support/eventually';
import { listingMeta, PAGE_CACHE } from '../support/functions-code';

const RUN = Date.now().toString(36);
const HOURS = { mon: { open: '08:00', close: '17:00' }, tue: null, fri: { open: '18:00', close: '02:00' } };
const CONTENT = {
  telephone: '+1 503 555 0142',
  openingHours: HOURS,
  images: ['/demo/restaurant-2.webp', '/demo/restaurant-3.webp'],
  location: { lat: 45.52, lng: -122.68 },
  menu: [{ name: 'Plates', items: [{ name: 'Flatbread', description: 'Charred, with herbs', price: 12, dietary: [] }] }],
  rating: 4.5,
  reviewCount: 2,
};
const NASTY = `Nasty </script><script>window.__pwned=1</script><!-- "quoted" & more ${RUN}`;

const ids = { gold: '', basic: '', nasty: '', pending: '', rejected: '', suspended: '' };

async function published(ownerId: string, title: string, patch: Record<string, unknown> = {}) {
  const id = await seedListing(ownerId, title, 'approved');
  if (Object.keys(patch).length) await updateListing(id, patch);
  const entry = await eventually(() => catalogEntry(id), (e) => e?._deleted === false && (!('telephone' in patch) || e?.telephone === patch.telephone), 60_000);
  if (entry?._deleted !== false) throw new Error(`listing ${id} never reached the catalogue`);
  return id;
}

const page = (path: string) => fetch(BASE_URL + path, { redirect: 'manual' });
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return m ? unescape(m[1]) : undefined;
};
const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : undefined;
};

beforeAll(async () => {
  const gold = await ownerWithPlan(`SEO Gold ${RUN}`, 'Gold');
  const basic = await ownerWithPlan(`SEO Basic ${RUN}`, 'Basic');
  const leaving = await ownerWithPlan(`SEO Suspended ${RUN}`, 'Gold');
  [ids.gold, ids.basic, ids.nasty, ids.suspended, ids.pending, ids.rejected] = await Promise.all([
    published(gold.uid, `SEO Gold Grill ${RUN}`, CONTENT),
    published(basic.uid, `SEO Basic Bistro ${RUN}`, CONTENT),
    published(gold.uid, NASTY),
    published(leaving.uid, `SEO Suspended Diner ${RUN}`),
    seedListing(gold.uid, `SEO Pending Place ${RUN}`, 'pending'),
    seedListing(gold.uid, `SEO Rejected Place ${RUN}`, 'pending'),
  ]);
  await updateListing(ids.rejected, { status: 'rejected', rejectionReason: 'Duplicate listing.' });
  // An admin suspends the owner: their listings leave the catalogue.
  await adminDb().doc(`profiles/${leaving.uid}`).update({ status: 'inactive', serverTimestamp: FieldValue.serverTimestamp() });
  const gone = await eventually(() => catalogEntry(ids.suspended), (e) => e?._deleted === true, 60_000);
  if (gone?._deleted !== true) throw new Error('the suspended owner’s listing stayed in the catalogue');
}, 240_000);

afterAll(async () => {
  await Promise.all(Object.values(ids).filter(Boolean).map((id) => adminDb().doc(`listings/${id}`).update({ _deleted: true, updatedAt: Date.now(), serverTimestamp: FieldValue.serverTimestamp() })));
});

describe('what crawlers and link previews read', () => {
  it("a listing's page names it and its JSON-LD agrees with the catalogue entry (Gold: hours, phone, geo, rating, menu)", async () => {
    const res = await page(`/listing/${ids.gold}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    const html = await res.text();
    const entry = (await catalogEntry(ids.gold))!;
    const meta = listingMeta(entry as never);
    const url = `${BASE_URL}/listing/${ids.gold}`;
    expect(titleOf(html)).toBe(meta.title);
    expect(metaOf(html, 'description')).toBe(meta.description);
    expect(canonicalOf(html)).toBe(url);
    expect(metaOf(html, 'og:title')).toBe(meta.title);
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:image')).toBe(`${BASE_URL}/demo/restaurant-2.webp`);
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['640', '480']);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // The app's own render of the page is in the HTML (its heading, its photo), the app's scripts
    // hydrate it, and its first photo is requested with the HTML.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${entry.title}</h1>`));
    expect(html).toContain('src="/demo/restaurant-2.webp"');
    // The app's entry is named for the shell's start after the first paint (not a script tag).
    expect(html).toMatch(/<script type="application\/json" id="forkful-entry">\{"src":"\/assets\/index-[\w-]+\.js"/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toContain('<link rel="preload" as="image" href="/demo/restaurant-2.webp" fetchpriority="high"');

    const ld = jsonLdOf(html)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: entry.title,
      url,
      telephone: entry.telephone,
      priceRange: entry.priceRange,
      address: { streetAddress: entry.address, addressLocality: entry.city },
      geo: { latitude: 45.52, longitude: -122.68 },
      image: [`${BASE_URL}/demo/restaurant-2.webp`, `${BASE_URL}/demo/restaurant-3.webp`],
      aggregateRating: { ratingValue: entry.rating, reviewCount: entry.reviewCount },
    });
    expect((ld.openingHoursSpecification as unknown[]).length).toBe(2);
    expect(ld.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' }));
    expect(JSON.stringify(ld.hasMenu)).toContain('Flatbread');
  });

  it('a Basic listing with the same content publishes only what Basic includes: no menu, price range or second photo', async () => {
    const html = await (await page(`/listing/${ids.basic}`)).text();
    const entry = (await catalogEntry(ids.basic))!;
    expect(entry).not.toHaveProperty('menu');
    const ld = jsonLdOf(html)!;
    expect(ld).toMatchObject({ name: entry.title, telephone: CONTENT.telephone });
    expect(ld).not.toHaveProperty('hasMenu');
    expect(ld).not.toHaveProperty('priceRange');
    expect(ld.image ?? []).toEqual((entry.images as string[]).map((src) => `${BASE_URL}${src}`));
    expect(html).not.toContain('Flatbread');
  });

  it('listing text cannot end a script or open markup: the title lands escaped and the JSON-LD still parses to it', async () => {
    const html = await (await page(`/listing/${ids.nasty}`)).text();
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<!-- "quoted"');
    expect(titleOf(html)).toBe(`${NASTY} — Forkful`);
    expect(metaOf(html, 'og:title')).toBe(`${NASTY} — Forkful`);
    expect(jsonLdOf(html)?.name).toBe(NASTY);
    const shell = await (await page('/')).text();
    // The page has the shell's scripts and its JSON-LD, nothing more.
    const scripts = (s: string) => (s.match(/<script\b/g) ?? []).length;
    expect(scripts(html)).toBe(scripts(shell));
  });

  it('the home page and /listings carry their own canonical; a category or search names the page', async () => {
    const home = await (await page('/')).text();
    expect(canonicalOf(home)).toBe(`${BASE_URL}/`);
    expect(jsonLdOf(home)).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction' } });
    const bakeries = await (await page('/listings?category=Bakery&sort=rating&view=map')).text();
    expect(titleOf(bakeries)).toBe('Bakeries — Explore local places — Forkful');
    expect(canonicalOf(bakeries)).toBe(`${BASE_URL}/listings?category=Bakery`);
    expect(canonicalOf(await (await page('/listings')).text())).toBe(`${BASE_URL}/listings`);
  });

  it("a page's HTML preloads all the code of its first render: React DOM, the app and the page's own chunks", async () => {
    const preloadsOf = async (path: string) => {
      const data = /<script type="application\/json" id="forkful-entry">([^<]*)<\/script>/.exec(await (await page(path)).text());
      return (JSON.parse(data![1]) as { preload: string[] }).preload.map((file) => file.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    };
    // The entry imports React DOM and the app one after the other (to run them in separate tasks):
    // preloaded with it, neither waits for the one before it to be downloaded.
    const listing = await preloadsOf(`/listing/${ids.gold}`);
    expect(listing).toEqual(expect.arrayContaining(['react-dom', 'boot', 'listing-detail-page', 'landing', 'footer']));
    expect(listing).not.toContain('home-page');
    const home = await preloadsOf('/');
    expect(home).toEqual(expect.arrayContaining(['react-dom', 'boot', 'home-page']));
    expect(home).not.toContain('listing-detail-page');
    expect(await preloadsOf('/listings')).toEqual(expect.arrayContaining(['react-dom', 'boot', 'listings-page']));
  });

  it('/sitemap.xml lists exactly the public listings, and robots.txt names it', async () => {
    const publicIds = async () => new Set((await adminDb().collection('catalog').where('_deleted', '==', false).select().get()).docs.map((d) => d.id));
    const before = await publicIds();
    const res = await page('/sitemap.xml');
    const after = await publicIds();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const listed = new Set([...xml.matchAll(/<loc>[^<]*\/listing\/([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(m[1])));
    // Other suites write listings meanwhile: everything public throughout is listed, nothing never public is.
    for (const id of before) if (after.has(id)) expect(listed.has(id), id).toBe(true);
    for (const id of listed) expect(before.has(id) || after.has(id), id).toBe(true);
    for (const id of [ids.gold, ids.basic, ids.nasty]) expect(listed.has(id)).toBe(true);
    for (const id of [ids.pending, ids.rejected, ids.suspended]) expect(listed.has(id)).toBe(false);
    expect(xml).toMatch(new RegExp(`<loc>${BASE_URL}/listing/${ids.gold}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));

    const robots = await (await page('/robots.txt')).text();
    // robots.txt is a file of the build (the Functions runtime answers /robots.txt with a 404 of its own).
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  it('answers 404 with noindex for an unknown path and for unknown, pending, rejected and suspended listings', async () => {
    const cases = {
      '/no-such-page': '',
      '/listing/no-such-listing': '',
      [`/listing/${ids.pending}`]: `SEO Pending Place ${RUN}`,
      [`/listing/${ids.rejected}`]: `SEO Rejected Place ${RUN}`,
      [`/listing/${ids.suspended}`]: `SEO Suspended Diner ${RUN}`,
      [`/listing/${ids.gold}/extra`]: '',
    };
    for (const [path, title] of Object.entries(cases)) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
      const html = await res.text();
      expect(metaOf(html, 'robots'), path).toBe('noindex');
      expect(titleOf(html), path).toBe('Page not found — Forkful');
      // The app's own not-found page, rendered on the server, never the listing's content.
      expect(html, path).toContain("This table isn&#x27;t on the menu");
      if (title) expect(html, path).not.toContain(title);
    }
  });

  it('a first visit to a listing that is not public shows the not-found page, as the 404 said', async () => {
    const browser = await launch();
    try {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      const res = await page.goto(`${BASE_URL}/listing/${ids.pending}`);
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { name: "This table isn't on the menu" }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(`/listing/${ids.pending}`);
      expect(await page.title()).toBe('Page not found — Forkful');
      expect(await page.getByText(`SEO Pending Place ${RUN}`).count()).toBe(0);
      // Going on from there is ordinary browsing once the app has taken the page over (a tap
      // before its code has run is a plain link: the browser loads /listings from the server).
      const explore = page.getByRole('link', { name: 'Explore listings' });
      await expect.poll(() => explore.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps'))), { timeout: 30_000 }).toBe(true);
      await explore.click();
      await page.waitForURL((url) => url.pathname === '/listings');
      // Named once the list is on screen (its code may still be loading when the address changes).
      await expect.poll(() => page.title()).toBe('Explore local places — Forkful');
      expect(await page.locator('head [data-page]').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it("the app's own pages are served as the app, and its private areas say noindex", async () => {
    for (const path of ['/pricing', '/login', '/user-dashboard/listings', '/admin', '/favorites', '/checkout']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
      expect(res.headers.get('x-robots-tag'), path).toBe(path === '/pricing' ? null : 'noindex');
    }
  });
});
