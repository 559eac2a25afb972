// Whether a listing is open at a moment, in the listing's own time zone (scaffold: the
// contract the screens use; the full logic replaces the body).
import type { CatalogListing, OpeningHours } from '../data/catalog-schema';

export type OpenState = 'open' | 'closing-soon' | 'closed' | 'unknown';

export interface OpenStatus {
  state: OpenState;
  /** What a card shows: "Open · closes 10 PM", "Closes soon · 10 PM", "Closed · opens 8 AM Tue", "Hours not listed". */
  label: string;
  /** The next change of state (a close or an open), epoch ms; undefined when none this week or no hours. */
  changesAt?: number;
}

/** The status of `hours` at `now` (epoch ms) in `timeZone` (IANA; the device's zone when missing). */
export function openStatus(hours: OpeningHours | undefined, timeZone: string | undefined, now: number): OpenStatus {
  void hours;
  void timeZone;
  void now;
  return { state: 'unknown', label: 'Hours not listed' };
}

/** A test for "open at `now`", made once per filter pass so per-zone clock reads are shared. */
export function openAt(now: number): (listing: CatalogListing) => boolean {
  return (listing) => {
    const { state } = openStatus(listing.openingHours, listing.timeZone, now);
    return state === 'open' || state === 'closing-soon';
  };
}
