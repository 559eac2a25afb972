import { describe, expect, it } from 'vitest';
import { PLACEMENTS as AD_PLACEMENTS } from '@/features/ads';
import { PLACEMENTS } from '@shared/ad-fields';
import { AD_REQUIRED, emptyAdDraft, firstAdError, isHttpLink, LINK_ERROR, TITLE_TOO_LONG, toAdInput, validateAd } from './ad-validation';

// Four code points, seven UTF-16 units: an emoji outside the BMP and one inside it.
const EMOJI = '🍕🌮☕🥐';

describe('isHttpLink', () => {
  it('accepts empty and absolute http(s) links only', () => {
    expect(isHttpLink('')).toBe(true);
    expect(isHttpLink('https://forkful.test/deals')).toBe(true);
    expect(isHttpLink(' http://example.com ')).toBe(true);
    expect(isHttpLink('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isHttpLink('javascript:alert(1)')).toBe(false);
    expect(isHttpLink('data:text/html,hi')).toBe(false);
    expect(isHttpLink('/pricing')).toBe(true);
    expect(isHttpLink('//evil.test/x')).toBe(false);
    expect(isHttpLink('example.com')).toBe(false);
    expect(isHttpLink('https://')).toBe(false);
  });

  it('refuses a backslash anywhere: browsers read it as a slash (/\\host is //host)', () => {
    expect(isHttpLink('/\\evil.test')).toBe(false);
    expect(isHttpLink('/pricing\\x')).toBe(false);
    expect(isHttpLink('https://forkful.test\\@evil.test')).toBe(false);
    expect(isHttpLink('https://forkful.test/a\\b')).toBe(false);
  });

  it('refuses an address the URL parser cannot read with a host', () => {
    expect(isHttpLink('https://:80')).toBe(false);
    expect(isHttpLink('https:///pricing')).toBe(false);
    expect(isHttpLink('https://forkful.test:80/deals?x=1#top')).toBe(true);
  });
});

describe('validateAd', () => {
  it('requires a title and a known placement', () => {
    expect(validateAd({ ...emptyAdDraft() })).toEqual({ title: AD_REQUIRED });
    expect(validateAd({ ...emptyAdDraft(), title: 'Hi', placement: '' })).toEqual({ placement: AD_REQUIRED });
    expect(firstAdError(validateAd({ ...emptyAdDraft(), placement: 'nowhere' }))).toBe(AD_REQUIRED);
  });

  it('refuses a javascript: CTA link or image URL', () => {
    const errors = validateAd({ ...emptyAdDraft(), title: 'Deal', ctaLink: 'javascript:alert(1)', imageUrl: 'ftp://x/y.png' });
    expect(errors).toEqual({ ctaLink: LINK_ERROR, imageUrl: LINK_ERROR });
    expect(firstAdError(errors)).toBe(LINK_ERROR);
  });

  it('refuses a title over 120 characters', () => {
    expect(validateAd({ title: 'x'.repeat(121), placement: 'listings-top' }).title).toMatch(/at most 120/);
    expect(validateAd({ title: 'x'.repeat(120), placement: 'listings-top' })).toEqual({});
  });

  it('counts the title in characters (code points), as the server does: 120 emoji fit, 121 do not', () => {
    const full = EMOJI.repeat(30);
    expect(full.length).toBe(210);
    expect(validateAd({ title: full, placement: 'listings-top' })).toEqual({});
    expect(validateAd({ title: `  ${full} `, placement: 'listings-top' })).toEqual({});
    expect(validateAd({ title: '😀'.repeat(120), placement: 'listings-top' })).toEqual({});
    expect(validateAd({ title: '😀'.repeat(121), placement: 'listings-top' })).toEqual({ title: TITLE_TOO_LONG });
    expect(TITLE_TOO_LONG).toBe('The title can be at most 120 characters.');
  });

  it('refuses a link with a backslash with the link sentence', () => {
    const errors = validateAd({ ...emptyAdDraft(), title: 'Deal', ctaLink: '/\\evil.test' });
    expect(errors).toEqual({ ctaLink: LINK_ERROR });
    expect(firstAdError(errors)).toBe('Links must start with http:// or https://.');
  });

  it('checks the lengths of the other texts with the server’s sentences', () => {
    const errors = validateAd({
      ...emptyAdDraft(),
      title: 'Deal',
      description: '🥐'.repeat(1001),
      ctaText: 'x'.repeat(101),
      ctaLink: `https://forkful.test/${'a'.repeat(980)}`,
    });
    expect(errors).toEqual({
      description: 'The description can be at most 1000 characters.',
      ctaText: 'The button text can be at most 100 characters.',
      ctaLink: 'The button link can be at most 1000 characters.',
    });
    expect(firstAdError(errors)).toBe('The description can be at most 1000 characters.');
    expect(validateAd({ ...emptyAdDraft(), title: 'Deal', description: '🥐'.repeat(1000), ctaText: '☕'.repeat(100) })).toEqual({});
  });

  it('keeps the sentences the form shows', () => {
    expect(AD_REQUIRED).toBe('Title and placement are required.');
    expect(LINK_ERROR).toBe('Links must start with http:// or https://.');
    expect(firstAdError(validateAd({ title: ' ', placement: 'listings-top', ctaLink: 'javascript:x' }))).toBe(AD_REQUIRED);
  });

  it('offers the placements the ads feature shows', () => {
    expect([...AD_PLACEMENTS]).toEqual([...PLACEMENTS]);
  });
});

describe('toAdInput', () => {
  it('trims and leaves out empty optional fields', () => {
    expect(toAdInput({ ...emptyAdDraft(), title: ' Deal ', ctaText: ' Go ', ctaLink: '' })).toEqual({
      title: 'Deal',
      placement: 'homepage-bottom',
      ctaText: 'Go',
    });
  });
});
