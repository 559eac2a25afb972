// Whether a listing is open at a moment, read off the listing's own local clock (docs/discovery.md).
import { WEEKDAYS, type CatalogListing, type OpeningHours, type Weekday } from '../data/catalog-schema';
import { MINUTE, instantOf, wallClock, type WallClock } from './zoned-time';

export type OpenState = 'open' | 'closing-soon' | 'closed' | 'unknown';

export interface OpenStatus {
  state: OpenState;
  /** What a card shows: "Open · closes 10 PM", "Closes soon · 10 PM", "Closed · opens 8 AM Tue", "Hours not listed". */
  label: string;
  /**
   * The next change of state, epoch ms: the start of "closes soon", the close, the next opening
   * (within 8 days) or the start of a day with no hours listed. Undefined when nothing changes.
   */
  changesAt?: number;
}

/** "Closes soon" this many real minutes before the close. */
export const CLOSING_SOON_MINUTES = 45;
const DAY = 1440;
const ABBR = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'HH:MM' (or 'H:MM', '24:00') to minutes since midnight, modulo a day; -1 when unreadable. */
export function parseClock(s: string): number {
  if (typeof s !== 'string') return -1;
  // The open-now filter parses every listing's hours: digits by char code, no regex or slicing.
  const i = s.length - 3;
  if ((i !== 1 && i !== 2) || s.charCodeAt(i) !== 58) return -1;
  const h = i === 2 ? digit(s, 0) * 10 + digit(s, 1) : digit(s, 0);
  const m = digit(s, i + 1) * 10 + digit(s, i + 2);
  if (!(h >= 0 && m >= 0 && m < 60 && (h < 24 || (h === 24 && m === 0)))) return -1;
  return (h * 60 + m) % DAY;
}

function digit(s: string, i: number) {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -100;
}

/** Minutes since midnight as a short clock: 0 -> "12 AM", 1350 -> "10:30 PM". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'HH:MM' as a short clock: '22:00' -> '10 PM', '22:30' -> '10:30 PM' (unreadable: as given). */
export function formatClock(hhmm: string): string {
  const minutes = parseClock(hhmm);
  return minutes < 0 ? hhmm : formatMinutes(minutes);
}

/** The weekday it is now in `timeZone` (the device's when missing): the detail page's "today". */
export function weekdayIn(timeZone: string | undefined, now: number): Weekday {
  return WEEKDAYS[wallClock(timeZone, now).day];
}

/**
 * Open at local weekday `day` (0 = Monday), minute `m`: today's span, or yesterday's still
 * running past midnight. close <= open runs into the next day; open === close is 24 hours.
 */
function openAtWall(hours: OpeningHours, day: number, m: number): boolean {
  const today = hours[WEEKDAYS[day]];
  if (today) {
    const o = parseClock(today.open);
    const c = parseClock(today.close);
    if (o >= 0 && c >= 0 && (o === c || (m >= o && (c < o || m < c)))) return true;
  }
  const before = hours[WEEKDAYS[(day + 6) % 7]];
  if (before) {
    const o = parseClock(before.open);
    const c = parseClock(before.close);
    if (o >= 0 && c >= 0 && c < o && m < c) return true;
  }
  return false;
}

/** A test for "open at `now`", made once per filter pass: each zone's clock is read once, then per listing only arithmetic. */
export function openAt(now: number): (listing: CatalogListing) => boolean {
  const clocks = new Map<string, WallClock>();
  return (listing) => {
    const hours = listing.openingHours;
    if (!hours) return false;
    const zone = listing.timeZone ?? '';
    let clock = clocks.get(zone);
    if (!clock) clocks.set(zone, (clock = wallClock(zone, now)));
    return openAtWall(hours, clock.day, clock.minute);
  };
}

/** Day k's hours (k = 0 today) as [start, end) in minutes from today's midnight; null closed, undefined not listed. */
function interval(hours: OpeningHours, today: number, k: number): [number, number] | null | undefined {
  const slot = hours[WEEKDAYS[(((today + k) % 7) + 7) % 7]];
  if (slot === null) return null;
  const o = slot ? parseClock(slot.open) : -1;
  const c = slot ? parseClock(slot.close) : -1;
  if (o < 0 || c < 0) return undefined;
  const base = k * DAY;
  if (o === c) return [base, base + DAY];
  return [base + o, base + (c > o ? c : DAY + c)];
}

/** The status of `hours` at `now` (epoch ms) in `timeZone` (IANA; the device's zone when missing). */
export function openStatus(hours: OpeningHours | undefined, timeZone: string | undefined, now: number): OpenStatus {
  if (!hours || !WEEKDAYS.some((d) => hours[d] !== undefined)) return { state: 'unknown', label: 'Hours not listed' };
  if (WEEKDAYS.every((d) => !hours[d])) return { state: 'closed', label: 'Closed' }; // every listed day is closed
  const clock = wallClock(timeZone, now);
  const m = clock.minute;
  const days = Array.from({ length: 9 }, (_, i) => interval(hours, clock.day, i - 1)); // yesterday .. 7 days ahead
  const spans = days.filter((d): d is [number, number] => !!d);
  const at = (minutes: number) => instantOf(timeZone, clock.midnight + minutes * MINUTE, now);

  if (openAtWall(hours, clock.day, m)) {
    let end = Math.max(...spans.filter(([s, e]) => s <= m && m < e).map(([, e]) => e));
    // Back-to-back days (a 24-hour day, or one closing at midnight into one opening at midnight) are one stretch.
    for (let grown = true; grown && end < 8 * DAY; ) {
      grown = false;
      for (const [s, e] of spans) if (s <= end && e > end) [end, grown] = [e, true];
    }
    const allDay = days[1]?.[0] === 0 && days[1][1] === DAY;
    if (end >= 8 * DAY) return { state: 'open', label: 'Open 24 hours' };
    const closesAt = at(end);
    const soonAt = closesAt - CLOSING_SOON_MINUTES * MINUTE;
    const clockText = formatMinutes(end % DAY) + (end >= 2 * DAY ? ` ${ABBR[(clock.day + Math.floor(end / DAY)) % 7]}` : '');
    if (now >= soonAt) return { state: 'closing-soon', label: `Closes soon · ${clockText}`, changesAt: closesAt };
    return { state: 'open', label: allDay ? 'Open 24 hours' : `Open · closes ${clockText}`, changesAt: soonAt };
  }

  // Not open: the next opening, unless a day with no hours listed comes first (nothing to promise then).
  if (days[1] === undefined) {
    const listed = days.findIndex((d, i) => i > 1 && d !== undefined);
    return { state: 'unknown', label: 'Hours not listed', changesAt: listed > 0 ? at((listed - 1) * DAY) : undefined };
  }
  const opening = spans.find(([s]) => s > m)?.[0];
  const unlisted = days.findIndex((d, i) => i > 1 && d === undefined);
  const unlistedAt = unlisted > 0 ? (unlisted - 1) * DAY : Infinity;
  if (opening === undefined || opening >= unlistedAt) {
    return { state: 'closed', label: 'Closed', changesAt: unlistedAt < Infinity ? at(unlistedAt) : undefined };
  }
  const day = Math.floor(opening / DAY);
  const when = formatMinutes(opening % DAY) + (day > 0 ? ` ${ABBR[(clock.day + day) % 7]}` : '');
  return { state: 'closed', label: `Closed · opens ${when}`, changesAt: at(opening) };
}
