import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

const PORTLAND = { lat: 45.523064, lng: -122.676483 };

describe('directionsUrl', () => {
  it('opens Apple Maps on iPhone, iPad and Mac', () => {
    for (const ua of [IPHONE, IPAD]) expect(directionsUrl(PORTLAND, 'Tidbit', ua)).toBe('https://maps.apple.com/?daddr=45.523064,-122.676483');
  });

  it('hands Android a geo: link labelled with the name, encoded', () => {
    expect(directionsUrl(PORTLAND, 'Crème & Co (East)', ANDROID)).toBe('geo:45.523064,-122.676483?q=45.523064,-122.676483(Cr%C3%A8me%20%26%20Co%20(East))');
  });

  it('uses OpenStreetMap directions elsewhere', () => {
    for (const ua of [WINDOWS, LINUX, '']) {
      expect(directionsUrl(PORTLAND, 'Tidbit', ua)).toBe('https://www.openstreetmap.org/directions?to=45.523064%2C-122.676483#map=17/45.523064/-122.676483');
    }
  });

  it('rounds coordinates to six decimals', () => {
    expect(directionsUrl({ lat: 45.12345678, lng: -122.000000001 }, 'x', IPHONE)).toBe('https://maps.apple.com/?daddr=45.123457,-122');
  });

  it('is null without usable coordinates', () => {
    for (const location of [undefined, null, { lat: 0, lng: 0 }, { lat: 91, lng: 0 }, { lat: 10, lng: 181 }, { lat: Number.NaN, lng: 3 }]) {
      expect(directionsUrl(location, 'x', WINDOWS)).toBeNull();
    }
  });
});
