// "3 hours ago" or "Mar 4, 2025", with the exact moment for machines (datetime) and on hover
// (title). Used by the owner's and the admin's dashboards.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** How long ago `ms` was, in the largest whole unit ('just now' under a minute). */
export function formatRelative(ms: number, now = Date.now()): string {
  const diff = ms - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relative.format(Math.trunc(diff / size), unit);
  }
  return 'just now';
}

/**
 * A <time> element; `mode="date"` shows the calendar date instead of the relative time.
 * A missing time (0) shows a dash: an invalid date would throw in toISOString().
 */
export function RelativeTime({ ms, mode = 'relative' }: { ms: number; mode?: 'relative' | 'date' }) {
  if (!ms) return <span>—</span>;
  const date = new Date(ms);
  return (
    <time dateTime={date.toISOString()} title={exact.format(date)}>
      {mode === 'date' ? day.format(date) : formatRelative(ms)}
    </time>
  );
}
