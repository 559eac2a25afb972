import { afterEach, describe, expect, it, vi } from 'vitest';
import { cityTimeZone, isTimeZone, timeZoneOf } from '@shared/time-zone';
import { deviceTimeZone, placeTimeZone, timeZoneForSave } from './listing-time-zone';

afterEach(() => vi.restoreAllMocks());

describe('a place’s time zone', () => {
  it('comes from the coordinates first, whatever the city says', async () => {
    expect(await placeTimeZone({ location: { lat: 45.52, lng: -122.68 }, city: 'Denver' })).toBe('America/Los_Angeles');
    expect(await placeTimeZone({ location: { lat: 39.74, lng: -104.99 }, city: '' })).toBe('America/Denver');
    expect(await placeTimeZone({ location: { lat: 41.88, lng: -87.63 } })).toBe('America/Chicago');
  });

  it('falls back to the known-city table (case, accents and a region folded)', async () => {
    expect(await placeTimeZone({ location: null, city: '  AUSTIN, TX ' })).toBe('America/Chicago');
    expect(cityTimeZone('Montréal')).toBeUndefined();
    expect(cityTimeZone('Portland')).toBe('America/Los_Angeles');
    expect(await placeTimeZone({ location: { lat: 91, lng: 0 }, city: 'Denver' })).toBe('America/Denver');
  });

  it('is undefined with neither a location nor a known city', async () => {
    expect(await placeTimeZone({ location: null, city: 'Atlantis' })).toBeUndefined();
    expect(timeZoneOf({ city: 42 })).toBeUndefined();
  });

  it('ignores a lookup that answers nonsense', () => {
    expect(timeZoneOf({ location: { lat: 1, lng: 1 }, city: 'Chicago' }, () => 'Nowhere/At_All')).toBe('America/Chicago');
  });

  it('accepts only names this runtime knows in the rules’ shape', () => {
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('Not a zone!')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });
});

describe('the zone a save writes', () => {
  it('follows the place: a moved listing gets its new zone', async () => {
    expect(await timeZoneForSave({ location: { lat: 30.27, lng: -97.74 }, city: 'Austin', timeZone: 'America/Los_Angeles' })).toBe('America/Chicago');
  });

  it('keeps the zone it had when the place says nothing, else takes the device’s', async () => {
    expect(await timeZoneForSave({ location: null, city: 'Atlantis', timeZone: 'Europe/Paris' })).toBe('Europe/Paris');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Asia/Tokyo' } as Intl.ResolvedDateTimeFormatOptions);
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
    expect(await timeZoneForSave({ location: null, city: 'Atlantis', timeZone: '' })).toBe('Asia/Tokyo');
  });
});
