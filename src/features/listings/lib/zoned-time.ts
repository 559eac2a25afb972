// Local wall-clock time in an IANA zone through Intl (no time-zone data shipped), and the way
// back from a local time to the instant it happens.

export interface WallClock {
  /** Local weekday, 0 = Monday. */
  day: number;
  /** Local minutes since midnight. */
  minute: number;
  /** Today's local midnight written as if it were UTC ("pseudo-UTC" ms): local time arithmetic is plain addition. */
  midnight: number;
  /** Local wall time minus UTC at this instant, ms. */
  offset: number;
}

export const MINUTE = 60_000;

// One formatter per zone: building one costs far more than using it. '' is the device's zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone || undefined,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // An unknown zone name (bad data) reads as the device's zone rather than breaking the page.
      f = zone ? formatterFor('') : new Intl.DateTimeFormat('en-US');
    }
    formatters.set(zone, f);
  }
  return f;
}

/** The local wall clock of `zone` (the device's when empty or undefined) at instant `t`. */
export function wallClock(zone: string | undefined, t: number): WallClock {
  let y = 1970;
  let mo = 1;
  let d = 1;
  let h = 0;
  let mi = 0;
  let s = 0;
  for (const p of formatterFor(zone ?? '').formatToParts(t)) {
    if (p.type === 'year') y = Number(p.value);
    else if (p.type === 'month') mo = Number(p.value);
    else if (p.type === 'day') d = Number(p.value);
    else if (p.type === 'hour') h = Number(p.value) % 24;
    else if (p.type === 'minute') mi = Number(p.value);
    else if (p.type === 'second') s = Number(p.value);
  }
  const midnight = Date.UTC(y, mo - 1, d);
  const wholeSecond = Math.floor(t / 1000) * 1000;
  return {
    day: (new Date(midnight).getUTCDay() + 6) % 7,
    minute: h * 60 + mi,
    midnight,
    offset: midnight + ((h * 60 + mi) * 60 + s) * 1000 - wholeSecond,
  };
}

const offsetAt = (zone: string | undefined, t: number) => wallClock(zone, t).offset;

/**
 * The first instant after `after` at which the local clock reads `wall` (pseudo-UTC ms) or later.
 * On the night clocks go back a local time happens twice: this is the next of the two. On the
 * night they go forward a skipped time (02:30) never happens: this is the jump itself (03:00).
 */
export function instantOf(zone: string | undefined, wall: number, after: number): number {
  const o1 = offsetAt(zone, after);
  const o2 = offsetAt(zone, wall - o1);
  let best = Infinity;
  for (const o of o1 === o2 ? [o1] : [o1, o2]) {
    const t = wall - o;
    if (t > after && t < best && offsetAt(zone, t) === o) best = t;
  }
  if (best !== Infinity) return best;
  // A skipped time: the clock reads earlier at `lo` and later at `hi`; find the jump to the minute.
  let lo = wall - Math.max(o1, o2);
  let hi = wall - Math.min(o1, o2);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
    if (mid + offsetAt(zone, mid) >= wall) hi = mid;
    else lo = mid;
  }
  return Math.max(hi, after + 1);
}
