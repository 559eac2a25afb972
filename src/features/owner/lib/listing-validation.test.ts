import { describe, expect, it } from 'vitest';
import { LINK_ERROR, WHATSAPP_ERROR } from '@shared/listing-fields';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { normalizeDraft, validateDraft } from './listing-validation';

const valid = (overrides: Partial<ListingDraft> = {}): ListingDraft => ({
  ...emptyDraft(),
  title: 'Rose Bakery',
  address: '1 Main St',
  city: 'Portland',
  category: 'Bakery',
  ...overrides,
});

const errorsOf = (draft: ListingDraft) => {
  const result = validateDraft(draft);
  return result.ok ? {} : result.errors;
};

/** A well-formed value of exactly n characters (links must be web addresses). */
const ofLength = (key: 'telephone' | 'email' | 'website' | 'whatsapp' | 'social', n: number) => {
  if (key === 'website' || key === 'social') return `https://a.example/${'x'.repeat(n - 'https://a.example/'.length)}`;
  return (key === 'whatsapp' ? '5' : 'x').repeat(n);
};

describe('validateDraft', () => {
  it('accepts a complete draft and the empty optional fields', () => {
    expect(validateDraft(valid())).toEqual({ ok: true });
  });

  it('lists each missing required field (blank after trimming) with a message', () => {
    const result = validateDraft({ ...emptyDraft(), title: '   ', address: '', city: '\t', category: '' as ListingDraft['category'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(['title', 'address', 'city', 'category']);
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['title', 'address', 'city', 'category']));
  });

  it('does not require business name or description (the original product never checked them)', () => {
    expect(validateDraft(valid({ businessName: '', description: '' })).ok).toBe(true);
  });

  it('allows exactly 120 characters in the title and refuses 121', () => {
    expect(validateDraft(valid({ title: 'a'.repeat(120) })).ok).toBe(true);
    const result = validateDraft(valid({ title: 'a'.repeat(121) }));
    expect(result).toMatchObject({ ok: false, missing: [], errors: { title: 'Use at most 120 characters.' } });
  });

  it('counts an emoji as one character, as the rules do', () => {
    expect(validateDraft(valid({ title: '🍕'.repeat(120) })).ok).toBe(true);
  });

  it('refuses a newline in a single-line field', () => {
    expect(errorsOf(valid({ title: 'Rose\nBakery' }))).toEqual({ title: 'Use a single line.' });
    expect(errorsOf(valid({ telephone: '555\r\n1234' }))).toEqual({ telephone: 'Use a single line.' });
  });

  it('enforces each single-line limit', () => {
    expect(errorsOf(valid({ businessName: 'b'.repeat(121) }))).toHaveProperty('businessName');
    expect(errorsOf(valid({ businessName: 'b'.repeat(120) }))).toEqual({});
    expect(errorsOf(valid({ address: 'a'.repeat(201) }))).toHaveProperty('address', 'Use at most 200 characters.');
    expect(errorsOf(valid({ city: 'c'.repeat(81) }))).toHaveProperty('city', 'Use at most 80 characters.');
    expect(errorsOf(valid({ city: 'c'.repeat(80) }))).toEqual({});
    for (const key of ['telephone', 'email', 'website', 'whatsapp'] as const) {
      expect(errorsOf(valid({ [key]: ofLength(key, 200) }))).toEqual({});
      expect(errorsOf(valid({ [key]: ofLength(key, 201) }))).toHaveProperty(key, 'Use at most 200 characters.');
    }
  });

  it('allows a 5000-character, multi-line description and refuses 5001', () => {
    expect(errorsOf(valid({ description: 'line one\nline two' }))).toEqual({});
    expect(errorsOf(valid({ description: 'd'.repeat(5000) }))).toEqual({});
    expect(errorsOf(valid({ description: 'd'.repeat(5001) }))).toHaveProperty('description', 'Use at most 5000 characters.');
  });

  it('checks opening hours: closed (null) or HH:MM between 00:00 and 23:59', () => {
    expect(errorsOf(valid({ openingHours: { mon: { open: '00:00', close: '23:59' }, tue: null, sun: { open: '18:00', close: '01:00' } } }))).toEqual({});
    expect(errorsOf(valid({ openingHours: { mon: { open: '24:00', close: '10:00' } } }))).toHaveProperty('openingHours.mon');
    expect(errorsOf(valid({ openingHours: { tue: { open: '9:00', close: '17:00' } } }))).toHaveProperty('openingHours.tue');
    expect(errorsOf(valid({ openingHours: { wed: { open: '09:60', close: '17:00' } } }))).toHaveProperty('openingHours.wed');
    expect(errorsOf(valid({ openingHours: { thu: { open: '', close: '' } } }))).toHaveProperty('openingHours.thu');
    const extra = { fri: { open: '09:00', close: '17:00', note: 'x' } } as unknown as ListingDraft['openingHours'];
    expect(errorsOf(valid({ openingHours: extra }))).toHaveProperty('openingHours.fri');
    const unknownDay = { holiday: null } as unknown as ListingDraft['openingHours'];
    expect(errorsOf(valid({ openingHours: unknownDay }))).toHaveProperty('openingHours');
  });

  it('checks the location range', () => {
    expect(errorsOf(valid({ location: { lat: 90, lng: -180 } }))).toEqual({});
    expect(errorsOf(valid({ location: { lat: 90.0001, lng: 0 } }))).toHaveProperty('location');
    expect(errorsOf(valid({ location: { lat: 0, lng: 180.5 } }))).toHaveProperty('location');
    expect(errorsOf(valid({ location: { lat: Number.NaN, lng: 0 } }))).toHaveProperty('location');
  });

  it('checks the price range and category enums', () => {
    expect(errorsOf(valid({ priceRange: '$$$$$' as ListingDraft['priceRange'] }))).toHaveProperty('priceRange');
    expect(errorsOf(valid({ category: 'Bar' as ListingDraft['category'] }))).toHaveProperty('category');
  });

  it('checks social links: known networks, one line, at most 200', () => {
    expect(errorsOf(valid({ socialMedia: { facebook: ofLength('social', 200) } }))).toEqual({});
    expect(errorsOf(valid({ socialMedia: { instagram: ofLength('social', 201) } }))).toHaveProperty('socialMedia.instagram', 'Use at most 200 characters.');
    expect(errorsOf(valid({ socialMedia: { twitter: 'a\nb' } }))).toHaveProperty('socialMedia.twitter', 'Use a single line.');
    const other = { tiktok: 'x' } as unknown as ListingDraft['socialMedia'];
    expect(errorsOf(valid({ socialMedia: other }))).toHaveProperty('socialMedia');
  });

  it('allows 10 images and 10 offers, refuses 11 of either', () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://img/${i}`);
    const offers = (n: number) => Array.from({ length: n }, (_, i) => `Offer ${i}`);
    expect(errorsOf(valid({ images: urls(10), specialOffers: offers(10) }))).toEqual({});
    expect(errorsOf(valid({ images: urls(11) }))).toHaveProperty('images', 'You can upload a maximum of 10 images.');
    expect(errorsOf(valid({ specialOffers: offers(11) }))).toHaveProperty('specialOffers', 'You can add a maximum of 10 offers.');
  });

  it('checks each image URL (≤1000, one line) and each offer (≤200, one line)', () => {
    expect(errorsOf(valid({ images: ['u'.repeat(1000)] }))).toEqual({});
    expect(errorsOf(valid({ images: ['u'.repeat(1001)] }))).toHaveProperty('images');
    expect(errorsOf(valid({ specialOffers: ['o'.repeat(200)] }))).toEqual({});
    expect(errorsOf(valid({ specialOffers: ['ok', 'o'.repeat(201)] }))).toHaveProperty('specialOffers.1', 'Use at most 200 characters.');
    expect(errorsOf(valid({ specialOffers: ['two\nlines'] }))).toHaveProperty('specialOffers.0', 'Use a single line.');
  });

  it('accepts only http(s) web addresses in the website and social links, with one message', () => {
    for (const link of ['https://rose.example', 'http://rose.example/menu?x=1', 'HTTPS://ROSE.EXAMPLE', '']) {
      expect(errorsOf(valid({ website: link, socialMedia: { facebook: link } }))).toEqual({});
    }
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'rose.example', 'https://', 'ftp://rose.example', 'https://rose .example', '//rose.example']) {
      expect(errorsOf(valid({ website: link }))).toEqual({ website: LINK_ERROR });
      expect(errorsOf(valid({ socialMedia: { instagram: link } }))).toEqual({ 'socialMedia.instagram': LINK_ERROR });
    }
    expect(LINK_ERROR).toBe('Links must start with http:// or https://.');
  });

  it('accepts a phone number or an http(s) link as WhatsApp, as the seed stores phone numbers', () => {
    for (const value of ['+1 503-555-0142', '(503) 555 0142', '15035550142', 'https://wa.me/15035550142', '']) {
      expect(errorsOf(valid({ whatsapp: value }))).toEqual({});
    }
    for (const value of ['javascript:alert(1)', 'call me', '+1', 'data:,x']) {
      expect(errorsOf(valid({ whatsapp: value }))).toEqual({ whatsapp: WHATSAPP_ERROR });
    }
  });
});

describe('normalizeDraft', () => {
  it('trims, collapses newlines in single-line fields and drops empty links and offers', () => {
    const draft = normalizeDraft(
      valid({
        title: '  Rose\n Bakery ',
        city: ' Portland ',
        description: '  Line one\nLine two  ',
        socialMedia: { facebook: '  ', instagram: ' https://instagram.com/rose ' },
        specialOffers: ['  ', ' 10% off\nweekdays '],
        openingHours: { mon: null, tue: undefined },
      }),
    );
    expect(draft.title).toBe('Rose Bakery');
    expect(draft.city).toBe('Portland');
    expect(draft.description).toBe('Line one\nLine two');
    expect(draft.socialMedia).toEqual({ instagram: 'https://instagram.com/rose' });
    expect(draft.specialOffers).toEqual(['10% off weekdays']);
    expect(draft.openingHours).toEqual({ mon: null });
    expect(validateDraft(draft).ok).toBe(true);
  });
});
