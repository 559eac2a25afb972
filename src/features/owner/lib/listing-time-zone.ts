// Works out a listing's IANA time zone on this device as it is saved, with no network: the
// coordinates through @photostructure/tz-lookup (about 30 kB gzipped, in its own chunk, imported
// only from here: owner and admin code, which visitors never download; the service worker
// caches it once a listing dialog has loaded it), else the known-city table.
import { isTimeZone, timeZoneOf, type Placed, type ZoneLookup } from '@shared/time-zone';

let lookup: Promise<ZoneLookup | undefined> | null = null;

/** The coordinate lookup, or undefined when its chunk cannot load (the city table decides then). */
function loadLookup(): Promise<ZoneLookup | undefined> {
  lookup ??= import('@photostructure/tz-lookup').then(
    (m) => m.default,
    () => {
      lookup = null;
      return undefined;
    },
  );
  return lookup;
}

/** Starts loading the coordinate lookup (a dialog that will save opens it early). */
export async function preloadTimeZones(): Promise<void> {
  await loadLookup();
}

/** The zone of a place's coordinates, else of its city; undefined when neither is known. */
export async function placeTimeZone(place: Placed): Promise<string | undefined> {
  return timeZoneOf(place, await loadLookup());
}

/** This device's zone (the last resort of a save: the owner is usually where the place is). */
export function deviceTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zone a listing is saved with, set on every save, never typed: from its coordinates or city
 * (so a moved listing follows its place), else the zone it had, else this device's.
 */
export async function timeZoneForSave(listing: Placed & { timeZone?: string }): Promise<string> {
  return (await placeTimeZone(listing)) ?? (isTimeZone(listing.timeZone) ? listing.timeZone : undefined) ?? deviceTimeZone() ?? 'UTC';
}
