// The functions' side of a listing's time zone: the coordinate lookup is bundled here (Node
// loads it once per instance), so a listing saved without a usable zone still gets one.
import tzlookup from '@photostructure/tz-lookup';
import { isTimeZone, timeZoneOf, type Placed } from '../common/time-zone.js';

/**
 * The listing's own zone when it is a valid IANA name, else the zone of its coordinates or
 * city; undefined when it has none of these (no guess: the app then says the hours' zone is
 * unknown rather than show another's).
 */
export function listingTimeZone(listing: Placed & { timeZone?: unknown }): string | undefined {
  return isTimeZone(listing.timeZone) ? listing.timeZone : timeZoneOf(listing, tzlookup);
}
