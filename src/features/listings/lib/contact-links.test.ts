import { describe, expect, it } from 'vitest';
import { telUrl, whatsAppUrl } from './contact-links';

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

describe('telUrl', () => {
  it('dials the digits and a leading plus of a number as typed', () => {
    expect(telUrl('+1 (555) 010-2000')).toBe('tel:+15550102000');
    expect(telUrl('555 12 34')).toBe('tel:5551234');
  });
  it('offers no call without a number', () => {
    expect(telUrl('')).toBeNull();
    expect(telUrl('n/a')).toBeNull();
    expect(telUrl(undefined)).toBeNull();
  });
});
