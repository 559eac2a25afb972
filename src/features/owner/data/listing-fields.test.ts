// firestore.rules cannot import the shared listing module, so this reads the rules as text and
// compares: a field or limit changed on one side only fails here instead of in production
// (a form that allows what the rules refuse loses offline edits).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CONTENT_KEYS,
  LIMITS,
  LISTING_KEYS,
  PRICE_RANGES,
  PUBLIC_FIELDS,
  RECORD_KEYS,
  REQUIRED_CONTENT_KEYS,
  SOCIAL_KEYS,
  TEXT_KEYS,
  TEXT_LIMITS,
  WEEKDAYS,
} from '@shared/listing-fields';
import { EXTRA_KEYS, EXTRA_LIMITS, TAG_IDS, parseVideoUrl } from '@shared/listing-extras';
import { TIME_ZONE_PATTERN, isTimeZone } from '@shared/time-zone';
import { toOwnerListingDoc } from '@/domain/listing';

// Vitest runs from the repository root (vitest.config.ts).
const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

/** The body of `function name(...) { ... }` up to the next function of the same indentation. */
function body(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `function ${name} in firestore.rules`).toBeGreaterThan(-1);
  const end = rules.indexOf('\n    function ', start + 1);
  return rules.slice(start, end === -1 ? undefined : end);
}

/** The quoted strings of the first `[...]` after `after` in `text`. */
function list(text: string, after: string): string[] {
  const at = text.indexOf(after);
  expect(at, `${after} in firestore.rules`).toBeGreaterThan(-1);
  const open = text.indexOf('[', at);
  const close = text.indexOf(']', open);
  return [...text.slice(open, close).matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

describe('the shared listing fields match firestore.rules', () => {
  // validCore(): the checks every owner write makes; the costly groups have functions of their own.
  const listing = body('validCore');

  it('has the keys of validCore() onlyKeys and contentKeys()', () => {
    // onlyKeys(d.keys(), 'a|b|…'): the allowed keys as one regex (cheaper than a list).
    const from = listing.indexOf('onlyKeys(d.keys(), ');
    const keys = listing.slice(from, listing.indexOf("')", from) + 1);
    expect([...keys.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('').split('|')).toEqual([...LISTING_KEYS]);
    expect(list(body('contentKeys'), 'return')).toEqual([...CONTENT_KEYS]);
  });

  it('requires what the rules require', () => {
    // A required key is read directly (d.title, not d.get('title', …)): a missing one fails the
    // read, which refuses the write. The record an owner does not set is read by ownerCreate.
    for (const key of REQUIRED_CONTENT_KEYS) expect(listing, key).toMatch(new RegExp(`\\bd\\.${key}\\b`));
    const create = body('ownerCreate');
    for (const key of ['ownerId', 'status', 'rejectionReason', 'rating', 'reviewCount', 'createdAt']) {
      expect(create, key).toMatch(new RegExp(`\\bd\\.${key}\\b`));
    }
  });

  it('has the enums of the rules', () => {
    expect(list(listing, 'd.category in')).toEqual([...CATEGORIES]);
    expect(list(listing, "d.get('priceRange', '$') in")).toEqual([...PRICE_RANGES]);
    expect(list(body('socialLinks'), 'm.keys().hasOnly(')).toEqual([...SOCIAL_KEYS]);
    expect(list(body('validHours'), 'h.keys().hasOnly(')).toEqual([...WEEKDAYS]);
  });

  it('has the length limits of the rules', () => {
    // link(): empty, or http:// or https:// and more, at most 200 characters in all.
    const link = /'\(\|\[hH\]\[tT\]\[tT\]\[pP\]:\/\/\.\{1,(\d+)\}\|\[hH\]\[tT\]\[tT\]\[pP\]\[sS\]:\/\/\.\{1,(\d+)\}\)'/.exec(body('link'));
    expect(link, 'link() in firestore.rules').not.toBeNull();
    expect(['http://'.length + Number(link?.[1]), 'https://'.length + Number(link?.[2])]).toEqual([LIMITS.contact, LIMITS.contact]);
    expect(LIMITS.social).toBe(LIMITS.contact);
    expect(listing).toContain(`d.get('website', '').matches(link())`);
    expect(body('validSocial')).toContain(`socialLinks(d.get('socialMedia', {}))`);
    expect(body('socialLinks')).toContain('listOf(m.values(), link())');
    expect(listing).toMatch(new RegExp(`d\\.get\\('whatsapp', ''\\)\\.matches\\('\\(' \\+ link\\(\\) \\+ '\\|\\[[^\\]]+\\]\\{1,${LIMITS.contact}\\}\\)'\\)`));
    for (const key of TEXT_KEYS.filter((k) => k !== 'website' && k !== 'whatsapp')) {
      const check = new RegExp(`d(?:\\.${key}|\\.get\\('${key}', ''\\))\\.matches\\('\\.\\{[01],(\\d+)\\}'\\)`).exec(listing);
      expect(check, `${key} in validListing()`).not.toBeNull();
      expect(Number(check?.[1]), key).toBe(TEXT_LIMITS[key]);
    }
    expect(listing).toContain(`maxStr(d.get('description', ''), ${LIMITS.description})`);
    expect(body('validPictures')).toContain(`strList(d.get('images', []), ${LIMITS.imageUrl})`);
    expect(body('validPictures')).toContain(`strList(d.get('specialOffers', []), ${LIMITS.offer})`);
  });

  it('has the time zone shape of the rules (or empty: not known yet)', () => {
    expect(listing).toContain(`d.get('timeZone', '').matches('(${TIME_ZONE_PATTERN})?')`);
    const rulesShape = new RegExp(`^(${TIME_ZONE_PATTERN})?$`);
    for (const zone of ['America/Los_Angeles', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC', 'America/Port-au-Prince']) {
      expect(rulesShape.test(zone), zone).toBe(true);
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const bad of ['Not a zone!', 'x'.repeat(500), 'america/chicago', '../etc', 'America/Los Angeles']) {
      expect(rulesShape.test(bad), bad).toBe(false);
      expect(isTimeZone(bad), bad).toBe(false);
    }
  });
});

describe('the listing extras match firestore.rules', () => {
  const extras = body('validExtras');

  it('stores every extra key as content', () => {
    for (const key of EXTRA_KEYS) expect(CONTENT_KEYS as readonly string[]).toContain(key);
    for (const key of ['specialOffers', 'dealType']) expect(CONTENT_KEYS as readonly string[]).toContain(key);
    expect(body('validListing')).toContain('|| validExtras(d))');
  });

  it('has the vocabulary and the limits of the rules', () => {
    const tags = [...body('tagIds').matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
    expect(tags.replace(/^\(|\)$/g, '').split('|')).toEqual([...TAG_IDS]);
    expect(extras).toContain(`d.get('tagline', '').matches('.{0,${EXTRA_LIMITS.tagline}}')`);
    expect(body('validVideo')).toContain(`v.size() <= ${EXTRA_LIMITS.videoUrl}`);
    expect(body('validTags')).toContain(`t.size() <= ${EXTRA_LIMITS.tags}`);
    expect(extras).toContain(`maxList(d.get('faq', []), ${EXTRA_LIMITS.faqEntries})`);
    expect(extras).toContain(`maxList(d.get('menu', []), ${EXTRA_LIMITS.menuSections})`);
    expect(extras).toContain(`maxList(d.get('deals', []), ${EXTRA_LIMITS.deals})`);
    expect(extras).toContain(`maxList(d.get('events', []), ${EXTRA_LIMITS.events})`);
    expect(body('validAnnouncement')).toContain(`a.text.matches('.{1,${EXTRA_LIMITS.announcement}}')`);
  });

  it('accepts every video link the dialog accepts, and no other host', () => {
    // The rules' string: concatenated pieces, '\\' in the file is one backslash in the regex.
    const pieces = [...body('videoLink').matchAll(/'([^']*)'/g)].map((m) => m[1].replace(/\\\\/g, '\\'));
    const rulesLink = new RegExp(`^${pieces.join('')}$`);
    const accepted = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=x',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
      `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(EXTRA_LIMITS.videoUrl - 'https://youtu.be/dQw4w9WgXcQ?t='.length)}`,
    ];
    for (const url of accepted) {
      expect(parseVideoUrl(url), url).not.toBeNull();
      expect(rulesLink.test(url), url).toBe(true);
    }
    expect(rulesLink.test('')).toBe(true);
    for (const url of ['http://youtu.be/dQw4w9WgXcQ', 'https://evil.example/youtu.be/x', 'https://youtu.be.evil.example/x', 'https://youtu.be/a b', 'javascript:alert(1)']) {
      expect(rulesLink.test(url), url).toBe(false);
      expect(parseVideoUrl(url), url).toBeNull();
    }
  });
});

describe('the shared listing field lists', () => {
  it('make up a stored listing', () => {
    expect(new Set(LISTING_KEYS).size).toBe(LISTING_KEYS.length);
    expect(LISTING_KEYS).toEqual([...CONTENT_KEYS, ...RECORD_KEYS, '_deleted', 'serverTimestamp']);
  });

  it('publish the content and the rating, never the moderation state', () => {
    for (const key of PUBLIC_FIELDS) expect(LISTING_KEYS as readonly string[]).toContain(key);
    for (const key of CONTENT_KEYS) expect(PUBLIC_FIELDS as readonly string[]).toContain(key);
    for (const key of ['status', 'rejectionReason', '_deleted', 'serverTimestamp']) expect(PUBLIC_FIELDS as readonly string[]).not.toContain(key);
  });

  it('are all filled by the owner pull modifier, even from an empty document', () => {
    const doc = toOwnerListingDoc({});
    expect(Object.keys(doc).sort()).toEqual(['id', ...LISTING_KEYS.filter((key) => key !== 'serverTimestamp')].sort());
  });
});
