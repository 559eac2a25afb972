// The checks of the paid plans' listing content: the dialog shows extrasErrors' messages and
// the projection and pull modifiers read through cleanExtras, so both must agree entry by entry.
import { describe, expect, it } from 'vitest';
import { EXTRA_LIMITS, cleanExtras, emptyExtras, extrasErrors, parseVideoUrl, type ListingExtras } from '@shared/listing-extras';

const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 28);

const full: ListingExtras = {
  tagline: 'Hand-pulled noodles since 1998',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  faq: [{ question: 'Do you take walk-ins?', answer: 'Yes.\nUntil 9 pm.' }],
  tags: ['vegan-options', 'takeout'],
  menu: [{ name: 'Noodles', items: [{ name: 'Shoyu ramen', description: 'Chicken broth,\nsoft egg', price: 14.5, dietary: ['spicy'] }] }],
  announcement: { text: 'Closed for a private party on Friday', endsAt: T + 3 * DAY },
  deals: [
    { title: 'Two for one on Tuesdays', type: 'Offer', endsAt: null },
    { title: '10% off lunch', type: 'Discount', endsAt: T + DAY },
  ],
  events: [{ title: 'Jazz night', startsAt: T + DAY, endsAt: T + DAY + 3 * 3_600_000, description: '' }],
};

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', 'vimeo', '76979871'],
  ])('accepts %s', (url, host, id) => {
    expect(parseVideoUrl(url)).toEqual({ host, id });
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ', // not https
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://user@youtu.be/dQw4w9WgXcQ',
    'https://YOUTU.BE/dQw4w9WgXcQ', // the rules' regex is lower-case
    'https://youtu.be:8443/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ <script>',
    `https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(200)}`,
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('extrasErrors', () => {
  it('accepts full content, an empty listing and empty values', () => {
    expect(extrasErrors(full)).toEqual({});
    expect(extrasErrors({})).toEqual({});
    expect(extrasErrors(emptyExtras())).toEqual({});
  });

  it('keeps a script in a FAQ as the text it is', () => {
    const faq = [{ question: '<script>alert(1)</script>', answer: '<img src=x onerror=alert(1)>' }];
    expect(extrasErrors({ faq })).toEqual({});
    expect(cleanExtras({ faq }).faq).toEqual(faq);
  });

  it('names the field of each problem', () => {
    const errors = extrasErrors({
      tagline: 'two\nlines',
      videoUrl: 'https://example.com/video.mp4',
      faq: [full.faq![0], { question: '', answer: 'x'.repeat(EXTRA_LIMITS.faqAnswer + 1) }],
      tags: ['vegan-options', 'smoking' as never],
      menu: [{ name: 'Mains', items: [{ name: 'Soup', description: '', price: 12.345, dietary: ['keto' as never] }] }],
      announcement: { text: '', endsAt: Number.NaN },
      deals: [{ title: 'Deal', type: 'Freebie' as never, endsAt: 'soon' as never }],
      events: [{ title: 'Gig', startsAt: T + DAY, endsAt: T, description: '' }],
    });
    expect(errors).toEqual({
      tagline: 'The tagline must be a single line.',
      videoUrl: expect.stringContaining('YouTube or Vimeo'),
      'faq.1.question': 'Write the question.',
      'faq.1.answer': `Answers can be at most ${EXTRA_LIMITS.faqAnswer} characters.`,
      tags: 'Choose tags from the list.',
      'menu.0.items.0.price': 'Use at most 2 decimals in a price.',
      'menu.0.items.0.dietary': 'Choose dietary marks from the list.',
      'announcement.text': 'Write the announcement.',
      'announcement.endsAt': 'Choose when the announcement ends.',
      'deals.0.type': expect.stringContaining('Discount, Offer'),
      'deals.0.endsAt': 'The end date is not valid: choose it again.',
      'events.0.endsAt': 'An event cannot end before it starts.',
    });
  });

  it('checks prices as numbers from 0 to the maximum, or none', () => {
    const price = (p: unknown) => extrasErrors({ menu: [{ name: 'M', items: [{ name: 'I', description: '', price: p as number, dietary: [] }] }] })['menu.0.items.0.price'];
    for (const good of [null, 0, 12.5, 12.34, 9.99, EXTRA_LIMITS.menuPriceMax]) expect(price(good), String(good)).toBeUndefined();
    expect(price(-1)).toMatch(/from 0 to/);
    expect(price(EXTRA_LIMITS.menuPriceMax + 0.01)).toMatch(/from 0 to/);
    expect(price('12')).toMatch(/Enter a price/);
    expect(price(Number.POSITIVE_INFINITY)).toMatch(/Enter a price/);
  });

  it('counts entries, characters as code points and the whole menu', () => {
    expect(extrasErrors({ tagline: '🍜'.repeat(EXTRA_LIMITS.tagline) })).toEqual({});
    expect(extrasErrors({ tagline: 'x'.repeat(EXTRA_LIMITS.tagline + 1) }).tagline).toBe(`The tagline can be at most ${EXTRA_LIMITS.tagline} characters.`);
    const faq = Array.from({ length: EXTRA_LIMITS.faqEntries + 1 }, () => full.faq![0]);
    expect(extrasErrors({ faq }).faq).toBe(`A listing can have at most ${EXTRA_LIMITS.faqEntries} questions.`);
    expect(extrasErrors({ tags: ['wifi', 'wifi'] }).tags).toBe('Each tag can be chosen once.');
    const item = { name: 'Dish', description: '', price: 1, dietary: [] };
    const section = (n: number) => ({ name: 'S', items: Array.from({ length: n }, () => item) });
    expect(extrasErrors({ menu: [section(EXTRA_LIMITS.menuItems + 1)] })['menu.0.items']).toMatch(/at most 40 items/);
    const huge = Array.from({ length: 6 }, () => section(EXTRA_LIMITS.menuItems));
    expect(extrasErrors({ menu: huge }).menu).toBe(`A menu can have at most ${EXTRA_LIMITS.menuItemsTotal} items in all.`);
    expect(extrasErrors({ events: [], deals: 'x' as never }).deals).toMatch(/not valid/);
  });
});

describe('cleanExtras', () => {
  it('keeps well-formed content as it is, and absent keys absent', () => {
    expect(cleanExtras(full as Record<string, unknown>)).toEqual(full);
    expect(cleanExtras({ title: 'Not mine' })).toEqual({});
  });

  it('empties malformed fields and drops bad entries, never throwing', () => {
    const raw = {
      tagline: 42,
      videoUrl: 'javascript:alert(1)',
      faq: [null, { question: 'Q?', answer: 'A', extra: 'dropped' }, { question: 'two\nlines', answer: 'A' }],
      tags: ['wifi', 'wifi', 'smoking', 7],
      menu: [{ name: '', items: [] }, { name: 'Mains', items: [{ name: 'Ramen', price: -3 }, { name: 'Gyoza', price: 6 }] }, 'x'],
      announcement: { text: 'Hi', endsAt: 'tomorrow' },
      deals: { title: 'not a list' },
      events: [{ title: 'Backwards', startsAt: T + DAY, endsAt: T, description: '' }],
    };
    expect(cleanExtras(raw)).toEqual({
      tagline: '',
      videoUrl: '',
      faq: [{ question: 'Q?', answer: 'A' }],
      tags: ['wifi'],
      menu: [{ name: 'Mains', items: [{ name: 'Gyoza', description: '', price: 6, dietary: [] }] }],
      announcement: null,
      deals: [],
      events: [],
    });
    expect(() => cleanExtras(null as never)).not.toThrow();
    expect(cleanExtras({ menu: null, tags: {} })).toEqual({ menu: [], tags: [] });
  });

  it('cuts lists and a huge menu to the limits', () => {
    const item = { name: 'Dish', description: '', price: null, dietary: [] };
    const menu = Array.from({ length: 20 }, (_, i) => ({ name: `S${i}`, items: Array.from({ length: 60 }, () => item) }));
    const clean = cleanExtras({ menu, faq: Array.from({ length: 30 }, () => full.faq![0]) });
    expect(clean.menu!.length).toBeLessThanOrEqual(EXTRA_LIMITS.menuSections);
    expect(clean.menu!.every((s) => s.items.length <= EXTRA_LIMITS.menuItems)).toBe(true);
    expect(clean.menu!.reduce((n, s) => n + s.items.length, 0)).toBe(EXTRA_LIMITS.menuItemsTotal);
    expect(clean.faq).toHaveLength(EXTRA_LIMITS.faqEntries);
    expect(extrasErrors(clean)).toEqual({});
  });
});
