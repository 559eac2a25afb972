import { describe, expect, it } from 'vitest';
import { whatsAppUrl } from './contact-links';

describe('whatsAppUrl', () => {
  it('turns a phone number into a wa.me link', () => {
    expect(whatsAppUrl('+1 (555) 123-4567')).toBe('https://wa.me/15551234567');
  });
  it('keeps a web link as given and refuses anything else', () => {
    expect(whatsAppUrl('https://wa.me/15551234567')).toBe('https://wa.me/15551234567');
    expect(whatsAppUrl('javascript:alert(1)')).toBeNull();
    expect(whatsAppUrl('http:// nope')).toBeNull();
    expect(whatsAppUrl('  ')).toBeNull();
    expect(whatsAppUrl(undefined)).toBeNull();
  });
});
