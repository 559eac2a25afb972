// The admin's directory analytics, written once for both sides: the reply of the
// directoryAnalytics callable (the functions import it relatively, the app through the
// @shared alias) and the calendar buckets its figures fall in. Days, ISO weeks and months are
// UTC: the directory spans several time zones, so no local calendar is "the" calendar.
// It imports nothing so it compiles for the browser and for Node alike.

/** `yyyy-mm-dd` (UTC). */
export type UtcDay = string;

/** Listings by status at the end of one day: `directoryStats/{day}`, or today's live counts. */
export interface DirectoryDay {
  day: UtcDay;
  approved: number;
  pending: number;
  rejected: number;
}

/** The statuses a directory day counts (live listings only: tombstones are not counted). */
export const DIRECTORY_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

/** A calendar span: [start, end) in epoch ms, named by its `label` (`2026-W48`, `2026-11`). */
export interface Span {
  label: string;
  start: number;
  end: number;
}

export interface ModerationWeek extends Span {
  approved: number;
  rejected: number;
}

export interface ActivityWeek extends Span {
  /** Profiles created that week. */
  accounts: number;
  /** Reviews written that week and still published. */
  reviews: number;
}

export interface RevenueMonth extends Span {
  /** Paid amount per plan, in cents (payments still `paid`: a refund takes its payment out). */
  byPlan: Record<string, number>;
}

/** A search on the listings page that found nothing, searched by at least MIN_MISS_DEVICES devices. */
export interface SearchMissRow {
  term: string;
  /** Distinct devices that searched it. */
  devices: number;
  /** Device-days: each device counts once per day it searched it. */
  searches: number;
  lastDay: string;
}

export interface DirectoryAnalytics {
  /** When the figures were read (epoch ms). */
  asOf: number;
  /** Oldest first: the daily snapshots of the last days that have one, then today's live counts. */
  listingsByDay: DirectoryDay[];
  /** The last WEEKS_SHOWN ISO weeks, oldest first; the last one is the current week so far. */
  moderationByWeek: ModerationWeek[];
  activityByWeek: ActivityWeek[];
  /** The last MONTHS_SHOWN months, oldest first; the last one is the current month so far. */
  revenueByMonth: RevenueMonth[];
  /** The plans in `byPlan`, cheapest first. */
  plans: string[];
  currency: string;
  /** Most devices first, then most searches; at most MISSES_SHOWN. */
  searchMisses: SearchMissRow[];
}

export const DAYS_SHOWN = 90;
export const WEEKS_SHOWN = 13;
export const MONTHS_SHOWN = 6;
export const MISSES_SHOWN = 20;

export const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC day `ms` falls on. */
export function utcDayOf(ms: number): UtcDay {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Midnight UTC starting the day `ms` falls on. */
export const utcDayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** The `count` UTC days ending with the day of `now`, oldest first. */
export function lastDays(now: number, count: number): UtcDay[] {
  const today = utcDayStart(now);
  return Array.from({ length: count }, (_, i) => utcDayOf(today - (count - 1 - i) * DAY_MS));
}

/** Monday 00:00 UTC of the ISO week `ms` falls in. */
export function isoWeekStart(ms: number): number {
  const day = utcDayStart(ms);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY_MS;
}

/** `2026-W48`: the ISO week-numbering year (the year of the week's Thursday) and week. */
export function isoWeekLabel(ms: number): string {
  const thursday = new Date(isoWeekStart(ms) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${pad(week)}`;
}

/** The `count` ISO weeks ending with the week of `now`, oldest first. */
export function lastWeeks(now: number, count: number): Span[] {
  const current = isoWeekStart(now);
  return Array.from({ length: count }, (_, i) => {
    const start = current - (count - 1 - i) * 7 * DAY_MS;
    return { label: isoWeekLabel(start), start, end: start + 7 * DAY_MS };
  });
}

/** The `count` calendar months (UTC) ending with the month of `now`, oldest first. */
export function lastMonths(now: number, count: number): Span[] {
  const d = new Date(now);
  return Array.from({ length: count }, (_, i) => {
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (count - 1 - i), 1);
    const next = new Date(start);
    const end = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1);
    return { label: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}`, start, end };
  });
}
