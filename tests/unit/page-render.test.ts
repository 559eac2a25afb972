// The page renderer's pure parts: listing text escaped wherever it lands, schema.org from a
// catalogue entry (only what the entry holds), photo sizes from file headers, the shell filled in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../functions/src/pages/html';
import { listingJsonLd, openingHoursSpecification } from '../../functions/src/pages/listing-json-ld';
import { imageSize } from '../../functions/src/pages/image-size';
import { fillShell } from '../../functions/src/pages/shell';
import { listingMeta, listingsMeta } from '../../functions/src/common/page-meta';

const SHELL = `<!doctype html><html><head><meta name="description" content="Default" /><title>Default</title><script>boot()</script></head><body><div id="root"></div></body></html>`;

describe('escaping', () => {
  it('HTML text and attributes: no tag, quote or entity survives', () => {
    expect(escapeHtml(`Tom's "Grill" <b>&</b>`)).toBe('Tom&#39;s &quot;Grill&quot; &lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('JSON in a script element cannot close it or open a comment, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- \u2028 & done' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('fillShell', () => {
  it("replaces the defaults with the page's title and description and adds its tags before </head>", () => {
    const html = fillShell(SHELL, { title: 'A $& B — Forkful', description: 'Say "hi"', head: ['<link rel="canonical" href="https://x.test/" />'] });
    expect(html).toContain('<title>A $&amp; B — Forkful</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).not.toContain('Default');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script>boot()</script>');
  });

  it('refuses a template without the parts it fills', () => {
    expect(() => fillShell('<html><body></body></html>', { title: 't', description: 'd', head: [] })).toThrow(/template/);
  });
});

describe('listing JSON-LD', () => {
  const entry = {
    title: 'Blue Door Bakery',
    category: 'Bakery',
    description: 'Sourdough.',
    address: '1 Main St',
    city: 'Austin',
    location: { lat: 30.1, lng: -97.7 },
    telephone: '+1 555 0100',
    priceRange: '$$',
    rating: 4.5,
    reviewCount: 12,
    openingHours: { mon: { open: '08:00', close: '17:00' }, tue: null, sat: { open: '18:00', close: '02:00' } },
    menu: [{ name: 'Bread', items: [{ name: 'Loaf', description: '', price: 6, dietary: [] }, { name: 'Roll', description: 'Small', price: null, dietary: [] }] }],
  };

  it('maps the category to its schema.org type and carries address, geo, phone, price, hours, rating and menu', () => {
    const ld = listingJsonLd({ entry, url: 'https://x.test/listing/b', images: ['https://x.test/a.webp'] });
    expect(ld).toMatchObject({
      '@type': 'Bakery',
      name: 'Blue Door Bakery',
      url: 'https://x.test/listing/b',
      address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Austin' },
      geo: { latitude: 30.1, longitude: -97.7 },
      telephone: '+1 555 0100',
      priceRange: '$$',
      image: ['https://x.test/a.webp'],
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '18:00', closes: '02:00' },
    ]);
    const items = (ld.hasMenu as { hasMenuSection: { hasMenuItem: Record<string, unknown>[] }[] }).hasMenuSection[0].hasMenuItem;
    expect(items[0]).toMatchObject({ name: 'Loaf', offers: { price: '6.00', priceCurrency: 'USD' } });
    expect(items[1]).not.toHaveProperty('offers');
  });

  it('leaves out what the entry lacks: no rating without reviews, no menu, phone, hours or geo a plan withholds', () => {
    const bare = { title: 'Quick Bite', category: 'Fast Food', city: 'Austin', rating: 0, reviewCount: 0 };
    const ld = listingJsonLd({ entry: bare, url: 'https://x.test/listing/q', images: [] });
    expect(ld['@type']).toBe('FastFoodRestaurant');
    for (const key of ['aggregateRating', 'hasMenu', 'telephone', 'openingHoursSpecification', 'geo', 'image', 'priceRange']) expect(ld).not.toHaveProperty(key);
    expect(listingJsonLd({ entry: { ...bare, category: 'Coffee Shop' }, url: 'u', images: [] })['@type']).toBe('CafeOrCoffeeShop');
  });

  it('skips malformed hours rather than publish them', () => {
    expect(openingHoursSpecification({ mon: { open: 'noon', close: '17:00' }, tue: { open: '09:00' } })).toEqual([]);
  });
});

describe('imageSize', () => {
  it('reads the demo WebPs (VP8X) and PNG, GIF and JPEG headers', () => {
    expect(imageSize(new Uint8Array(readFileSync('public/demo/bakery-1.webp')))).toEqual({ width: 640, height: 480 });
    expect(imageSize(new Uint8Array(readFileSync('public/icons/icon-192.png')))).toEqual({ width: 192, height: 192 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 1200 and width 1600.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x06, 0x40, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 1600, height: 1200 });
  });

  it('says null for anything else', () => {
    expect(imageSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('page titles and descriptions', () => {
  it('names a category, a search, or both on /listings; the whole directory otherwise', () => {
    expect(listingsMeta({}).title).toBe('Explore local places — Forkful');
    expect(listingsMeta({ category: 'Bakery' }).title).toBe('Bakeries — Explore local places — Forkful');
    expect(listingsMeta({ q: ' pizza ', category: 'Restaurant' }).title).toBe('Restaurants matching “pizza” — Forkful');
    expect(listingsMeta({ category: 'Nope' }).title).toBe('Explore local places — Forkful');
  });

  it("summarises a listing in at most 155 characters, ending at a word", () => {
    const meta = listingMeta({ title: 'Blue Door', category: 'Bakery', address: '1 Main St', city: 'Austin', description: 'word '.repeat(60) });
    expect(meta.title).toBe('Blue Door — Forkful');
    expect(meta.description.startsWith('Blue Door: Bakery at 1 Main St, Austin. word')).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(meta.description.endsWith('word…')).toBe(true);
  });
});
