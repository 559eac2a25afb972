import { describe, expect, it } from 'vitest';
import { AD_REQUIRED, emptyAdDraft, firstAdError, isHttpLink, LINK_ERROR, toAdInput, validateAd } from './ad-validation';

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
