// The Auto-Detect button's position lookup. Coordinates only: no reverse geocoding, because
// the app calls no network service besides its own backend (and works offline).
export const GEO_UNSUPPORTED = 'Geolocation is not supported by your browser.';
export const GEO_DENIED = 'Location access denied. Please enable it in your browser settings.';
export const GEO_UNAVAILABLE = 'Unable to retrieve your location.';
export const GEO_TIMEOUT_MS = 10_000;
// Some browsers never answer when the permission prompt is dismissed rather than refused:
// give up a little after the API's own timeout so the button never spins for ever.
const GUARD_MS = GEO_TIMEOUT_MS + 2_000;
const PERMISSION_DENIED = 1;

export interface Coords {
  lat: number;
  lng: number;
}

type Geo = Pick<Geolocation, 'getCurrentPosition'>;

const defaultGeo = (): Geo | undefined => (typeof navigator === 'undefined' ? undefined : navigator.geolocation);

/** Resolves with the device position, or rejects with an Error carrying one of the GEO_ messages. */
export function detectLocation(geo: Geo | undefined | null = defaultGeo()): Promise<Coords> {
  return new Promise((resolve, reject) => {
    if (!geo || typeof geo.getCurrentPosition !== 'function') {
      reject(new Error(GEO_UNSUPPORTED));
      return;
    }
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      fn();
    };
    const guard = setTimeout(() => settle(() => reject(new Error(GEO_UNAVAILABLE))), GUARD_MS);
    try {
      geo.getCurrentPosition(
        ({ coords }) => {
          const { latitude: lat, longitude: lng } = coords;
          const valid = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
          settle(() => (valid ? resolve({ lat, lng }) : reject(new Error(GEO_UNAVAILABLE))));
        },
        (error) => settle(() => reject(new Error(error?.code === PERMISSION_DENIED ? GEO_DENIED : GEO_UNAVAILABLE))),
        { enableHighAccuracy: false, timeout: GEO_TIMEOUT_MS, maximumAge: 60_000 },
      );
    } catch {
      // e.g. a browser that blocks the API in an insecure context by throwing.
      settle(() => reject(new Error(GEO_UNAVAILABLE)));
    }
  });
}

/** One coordinate to 4 decimals (about 11 m), never "-0.0000". */
export function formatCoord(value: number): string {
  const text = value.toFixed(4);
  return Number(text) === 0 ? '0.0000' : text;
}

/** "40.7128, -74.0060" */
export const formatCoords = (lat: number, lng: number) => `${formatCoord(lat)}, ${formatCoord(lng)}`;

/** The toast after a detection: 'Location Detected!' the first time, 'Location Updated' when replacing one. */
export function locationToast(coords: Coords, hadLocation: boolean) {
  return {
    title: hadLocation ? 'Location Updated' : 'Location Detected!',
    description: `Latitude ${formatCoord(coords.lat)}, Longitude ${formatCoord(coords.lng)}`,
    variant: 'success' as const,
  };
}
