import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocation, formatCoord, formatCoords, GEO_DENIED, GEO_TIMEOUT_MS, GEO_UNAVAILABLE, GEO_UNSUPPORTED, locationToast } from './geolocation';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A fake navigator.geolocation whose answer the test chooses. */
function fakeGeo(answer: (ok: Success, fail: Failure, options?: PositionOptions) => void) {
  const getCurrentPosition = vi.fn((ok: Success, fail?: Failure | null, options?: PositionOptions) => answer(ok, fail!, options));
  return { getCurrentPosition };
}

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;
const failure = (code: number) => ({ code, message: 'x', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

describe('detectLocation', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with lat and lng, asking with a 10 s timeout', async () => {
    const geo = fakeGeo((ok) => ok(position(40.7128, -74.006)));
    await expect(detectLocation(geo)).resolves.toEqual({ lat: 40.7128, lng: -74.006 });
    expect(geo.getCurrentPosition.mock.calls[0][2]).toMatchObject({ timeout: GEO_TIMEOUT_MS });
    expect(GEO_TIMEOUT_MS).toBe(10_000);
  });

  it('says it is unsupported without the API', async () => {
    await expect(detectLocation(undefined)).rejects.toThrow(GEO_UNSUPPORTED);
    await expect(detectLocation(null)).rejects.toThrow('Geolocation is not supported by your browser.');
  });

  it('says access was denied for PERMISSION_DENIED', async () => {
    await expect(detectLocation(fakeGeo((_, fail) => fail(failure(1))))).rejects.toThrow(
      'Location access denied. Please enable it in your browser settings.',
    );
  });

  it('says it was unable for position unavailable and timeout', async () => {
    await expect(detectLocation(fakeGeo((_, fail) => fail(failure(2))))).rejects.toThrow('Unable to retrieve your location.');
    await expect(detectLocation(fakeGeo((_, fail) => fail(failure(3))))).rejects.toThrow(GEO_UNAVAILABLE);
  });

  it('says it was unable when the API throws or answers nonsense', async () => {
    await expect(detectLocation(fakeGeo(() => { throw new Error('insecure'); }))).rejects.toThrow(GEO_UNAVAILABLE);
    await expect(detectLocation(fakeGeo((ok) => ok(position(95, 0))))).rejects.toThrow(GEO_UNAVAILABLE);
  });

  it('gives up when the browser never answers', async () => {
    vi.useFakeTimers();
    const pending = detectLocation(fakeGeo(() => undefined));
    const check = expect(pending).rejects.toThrow(GEO_UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(GEO_TIMEOUT_MS + 5_000);
    await check;
  });

  it('keeps the first answer only', async () => {
    const geo = fakeGeo((ok, fail) => {
      ok(position(1, 2));
      fail(failure(1));
    });
    await expect(detectLocation(geo)).resolves.toEqual({ lat: 1, lng: 2 });
    expect(GEO_DENIED).toMatch(/denied/);
  });
});

describe('formatting', () => {
  it('shows 4 decimals and no negative zero', () => {
    expect(formatCoords(40.7128, -74.006)).toBe('40.7128, -74.0060');
    expect(formatCoord(-0.00001)).toBe('0.0000');
    expect(formatCoord(51.50735)).toBe('51.5074');
  });

  it("says 'Location Detected!' the first time and 'Location Updated' when replacing", () => {
    expect(locationToast({ lat: 40.7128, lng: -74.006 }, false)).toEqual({
      title: 'Location Detected!',
      description: 'Latitude 40.7128, Longitude -74.0060',
      variant: 'success',
    });
    expect(locationToast({ lat: 40.7128, lng: -74.006 }, true)).toMatchObject({ title: 'Location Updated', description: 'Latitude 40.7128, Longitude -74.0060' });
  });
});
