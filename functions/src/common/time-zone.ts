// A listing's IANA time zone: its shape (the rules' check), and where it comes from when a
// listing is saved: its coordinates (through a coordinate→zone lookup the caller passes in, so
// this module imports nothing and the lookup's data loads only where a save happens), else a
// small table of known cities. Shared by the app (@shared) and the functions.

/** The rules' timeZone pattern (firestore.rules validListing()): up to 3 parts of ≤ 24 characters. */
export const TIME_ZONE_PATTERN = '[A-Z][-+A-Za-z0-9_]{0,23}(/[A-Za-z0-9][-+A-Za-z0-9_]{0,23}){0,2}';
const SHAPE = new RegExp(`^${TIME_ZONE_PATTERN}$`);

/** (lat, lng) → IANA zone; throws on bad coordinates (as @photostructure/tz-lookup does). */
export type ZoneLookup = (lat: number, lng: number) => string;

// A catalogue of 50,000 holds a few zones: Intl is asked once per name, not once per listing.
const known = new Map<string, boolean>();

/** An IANA-shaped name this runtime knows (Intl accepts it). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !SHAPE.test(value)) return false;
  let ok = known.get(value);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(value, ok);
  }
  return ok;
}

/**
 * Known cities, by folded name. Where a name is shared (Portland, Oregon and Maine), the one
 * this directory lists wins; coordinates, when present, always decide first.
 */
export const CITY_TIME_ZONES: Readonly<Record<string, string>> = {
  portland: 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  'los angeles': 'America/Los_Angeles',
  'san diego': 'America/Los_Angeles',
  'las vegas': 'America/Los_Angeles',
  phoenix: 'America/Phoenix',
  denver: 'America/Denver',
  'salt lake city': 'America/Denver',
  austin: 'America/Chicago',
  dallas: 'America/Chicago',
  houston: 'America/Chicago',
  'san antonio': 'America/Chicago',
  chicago: 'America/Chicago',
  minneapolis: 'America/Chicago',
  'new orleans': 'America/Chicago',
  nashville: 'America/Chicago',
  'new york': 'America/New_York',
  brooklyn: 'America/New_York',
  boston: 'America/New_York',
  philadelphia: 'America/New_York',
  washington: 'America/New_York',
  atlanta: 'America/New_York',
  miami: 'America/New_York',
  detroit: 'America/Detroit',
  anchorage: 'America/Anchorage',
  honolulu: 'Pacific/Honolulu',
  toronto: 'America/Toronto',
  vancouver: 'America/Vancouver',
  'mexico city': 'America/Mexico_City',
  london: 'Europe/London',
  paris: 'Europe/Paris',
  berlin: 'Europe/Berlin',
};

/** "  Portland, OR " → "portland": case and accents folded, a trailing ", region" dropped. */
const foldCity = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(',')[0]
    .replace(/\s+/g, ' ')
    .trim();

export function cityTimeZone(city: unknown): string | undefined {
  return typeof city === 'string' ? CITY_TIME_ZONES[foldCity(city)] : undefined;
}

export interface Placed {
  location?: { lat: number; lng: number } | null;
  city?: unknown;
}

/** The zone of the coordinates (when there are any and the lookup knows them), else of the city. */
export function timeZoneOf(place: Placed, lookup?: ZoneLookup): string | undefined {
  const l = place.location;
  if (lookup && l && Number.isFinite(l.lat) && Number.isFinite(l.lng)) {
    try {
      const zone = lookup(l.lat, l.lng);
      if (isTimeZone(zone)) return zone;
    } catch {
      /* off the globe: the city decides */
    }
  }
  return cityTimeZone(place.city);
}
