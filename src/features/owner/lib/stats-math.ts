// The owner analytics' arithmetic: which days a period covers (today included), the totals of
// each figure over a period, the change against the period before, and the per-listing rows.
// Pure functions over the stored day documents, so every figure on the page is tested here.
import { CONTACT_EVENTS, type DayKey, type ListingDayStats, type ListingEvent } from '@shared/usage';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;
/** What the page reads: the longest period, and the whole days the changes compare (comparisonDays). */
export const HISTORY_DAYS = 2 * PERIODS[PERIODS.length - 1] + 1;

/** The figures the page shows, each the sum of one or more stored events. */
export const FIGURES = ['views', 'appearances', 'contacts', 'saves', 'directions', 'shares', 'nearMe', 'openNow'] as const;
export type Figure = (typeof FIGURES)[number];
export type Totals = Record<Figure, number>;

const EVENTS_OF: Record<Figure, readonly ListingEvent[]> = {
  views: ['view'],
  appearances: ['appearance'],
  contacts: CONTACT_EVENTS,
  saves: ['favorite_add'],
  directions: ['directions'],
  shares: ['share'],
  nearMe: ['view_near_me'],
  openNow: ['view_open_now'],
};

export const emptyTotals = (): Totals => ({ views: 0, appearances: 0, contacts: 0, saves: 0, directions: 0, shares: 0, nearMe: 0, openNow: 0 });

/** Day keys are calendar dates: step them in UTC so no time-zone change can skip or repeat one. */
export function shiftDay(day: DayKey, by: number): DayKey {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + by)).toISOString().slice(0, 10);
}

/** The `length` days that end with `last` (included), oldest first. */
export function dayRange(last: DayKey, length: number): DayKey[] {
  return Array.from({ length }, (_, i) => shiftDay(last, i - length + 1));
}

/** The current period ends today; the previous one is the same number of days just before it. */
export function periodDays(today: DayKey, period: number): { current: DayKey[]; previous: DayKey[] } {
  const current = dayRange(today, period);
  return { current, previous: dayRange(shiftDay(current[0], -1), period) };
}

/**
 * What a change compares: today is not over, so setting its partial count against a whole day
 * would read as a drop. The `period` whole days up to yesterday against the `period` before them.
 */
export function comparisonDays(today: DayKey, period: number): { recent: DayKey[]; before: DayKey[] } {
  const recent = dayRange(shiftDay(today, -1), period);
  return { recent, before: dayRange(shiftDay(recent[0], -1), period) };
}

/** The first day the page needs from the server. */
export const historyStart = (today: DayKey) => shiftDay(today, 1 - HISTORY_DAYS);

function figureOf(day: ListingDayStats, figure: Figure): number {
  let sum = 0;
  for (const event of EVENTS_OF[figure]) {
    const n = day[event];
    if (typeof n === 'number' && Number.isFinite(n)) sum += n;
  }
  return sum;
}

/** The totals of one listing's days (or everyone's) over the given days. */
export function totalsOver(days: readonly ListingDayStats[], range: readonly DayKey[]): Totals {
  const wanted = new Set(range);
  const totals = emptyTotals();
  for (const day of days) {
    if (!wanted.has(day.day)) continue;
    for (const f of FIGURES) totals[f] += figureOf(day, f);
  }
  return totals;
}

/** One figure per day of `range`, summed over every listing: the chart's series. */
export function dailySeries(days: readonly ListingDayStats[], range: readonly DayKey[], figure: Figure): number[] {
  const byDay = new Map<DayKey, number>();
  for (const day of days) byDay.set(day.day, (byDay.get(day.day) ?? 0) + figureOf(day, figure));
  return range.map((d) => byDay.get(d) ?? 0);
}

export type Change = { kind: 'up' | 'down'; percent: number } | { kind: 'new' } | { kind: 'same' };

export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  // A change that rounds to 0% still says which way it went ("<1%" in the text).
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** "+12% vs previous 30 days", "−4% vs …", "New", "Same as previous 30 days". */
export function changeText(change: Change, period: number): string {
  const against = `previous ${period} days`;
  switch (change.kind) {
    case 'new':
      return 'New';
    case 'same':
      return `Same as ${against}`;
    default: {
      const amount = change.percent === 0 ? '<1%' : `${change.percent.toLocaleString('en-US')}%`;
      return `${change.kind === 'up' ? '+' : '−'}${amount} vs ${against}`;
    }
  }
}

export interface ListingRow extends Totals {
  listingId: string;
  title: string;
  status: string;
}

export function listingRows(listings: readonly { id: string; title: string; status: string }[], byListing: Readonly<Record<string, readonly ListingDayStats[]>>, range: readonly DayKey[]): ListingRow[] {
  return listings.map((l) => ({ listingId: l.id, title: l.title, status: l.status, ...totalsOver(byListing[l.id] ?? [], range) }));
}

export type SortKey = 'title' | Figure;
export type SortDirection = 'ascending' | 'descending';

/** Rows sorted by one column; ties keep the listing title order so the table never jumps. */
export function sortRows(rows: readonly ListingRow[], key: SortKey, direction: SortDirection): ListingRow[] {
  const byTitle = (a: ListingRow, b: ListingRow) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.listingId.localeCompare(b.listingId);
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'title') return sign * byTitle(a, b);
    return sign * (a[key] - b[key]) || byTitle(a, b);
  });
}

export const allDays = (byListing: Readonly<Record<string, readonly ListingDayStats[]>>): ListingDayStats[] => Object.values(byListing).flat();

/** True when no listing has a single count on any day read. */
export const hasNoCounts = (byListing: Readonly<Record<string, readonly ListingDayStats[]>>) =>
  allDays(byListing).every((d) => FIGURES.every((f) => figureOf(d, f) === 0));
