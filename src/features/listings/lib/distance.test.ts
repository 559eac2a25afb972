import { describe, expect, it } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import { distanceKm, formatDistance, hasPoint, usesMiles } from './distance';
import { toWithin, withinKm } from './discovery-options';

const PIONEER_SQUARE = { lat: 45.5189, lng: -122.6793 };

describe('distanceKm', () => {
  it('is zero at the same point and symmetric', () => {
    expect(distanceKm(PIONEER_SQUARE, PIONEER_SQUARE)).toBe(0);
    const a = { lat: 45.528, lng: -122.6985 };
    expect(distanceKm(a, PIONEER_SQUARE)).toBeCloseTo(distanceKm(PIONEER_SQUARE, a), 9);
  });

  it('matches known great-circle distances', () => {
    // One degree of latitude is ~111.2 km; Portland to Chicago is ~2,830 km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
    expect(distanceKm(PIONEER_SQUARE, { lat: 41.8781, lng: -87.6298 })).toBeGreaterThan(2800);
    expect(distanceKm(PIONEER_SQUARE, { lat: 41.8781, lng: -87.6298 })).toBeLessThan(2860);
  });
});

describe('hasPoint', () => {
  it('takes coordinates that are numbers, not a missing or partial location', () => {
    expect(hasPoint(makeListing({ location: { lat: 45.5199, lng: -122.6793 } }))).toBe(true);
    expect(hasPoint(makeListing({ location: null }))).toBe(false);
    expect(hasPoint(makeListing({ location: { lat: Number.NaN, lng: -122.6793 } }))).toBe(false);
  });
});

describe('usesMiles', () => {
  it.each([
    ['en-US', true],
    ['en-GB', true],
    ['en', true],
    ['es-US', true],
    ['de-DE', false],
    ['fr-CA', false],
    ['en-AU', false],
    ['pt-BR', false],
  ])('%s → %s', (locale, miles) => expect(usesMiles(locale)).toBe(miles));
});

describe('formatDistance', () => {
  it('shows metres under a kilometre, then kilometres', () => {
    expect(formatDistance(0.3504, 'de-DE')).toBe('350 m');
    expect(formatDistance(0.004, 'fr-FR')).toBe('10 m');
    expect(formatDistance(0.9996, 'en-AU')).toBe('1.0 km');
    expect(formatDistance(2.43, 'en-AU')).toBe('2.4 km');
    expect(formatDistance(2.43, 'de-DE')).toBe('2,4 km');
    expect(formatDistance(9.97, 'en-AU')).toBe('10 km');
    expect(formatDistance(12.4, 'en-AU')).toBe('12 km');
  });

  it('shows feet and miles where the locale uses miles', () => {
    expect(formatDistance(0.05, 'en-US')).toBe('160 ft');
    expect(formatDistance(0.5, 'en-US')).toBe('0.3 mi');
    expect(formatDistance(3.9, 'en-GB')).toBe('2.4 mi');
    expect(formatDistance(19.3, 'en-US')).toBe('12 mi');
  });
});

describe('distance limits', () => {
  it('reads the URL value and measures it in its own unit', () => {
    expect(toWithin('5km')).toBe('5km');
    expect(toWithin('3km')).toBeUndefined();
    expect(toWithin(null)).toBeUndefined();
    expect(withinKm('5km')).toBe(5);
    expect(withinKm('1mi')).toBeCloseTo(1.609, 3);
    expect(withinKm('25mi')).toBeCloseTo(40.23, 2);
  });
});
