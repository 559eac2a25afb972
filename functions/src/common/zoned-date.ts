// Dates and times as a place's clock shows them (the owner dialog's date and time inputs, a
// booking's slots), whatever zone the device or server is in; what is stored is epoch ms.

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(zone, format);
  }
  return format;
}

function partsIn(ms: number, zone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** How far the zone's clock is ahead of UTC at `ms`, in ms. */
function offsetAt(ms: number, zone: string): number {
  const p = partsIn(ms, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:MM' of `ms` on the zone's clock. */
export function toZoned(ms: number, zone: string): { date: string; time: string } {
  const p = partsIn(ms, zone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour % 24)}:${pad(p.minute)}` };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The instant the zone's clock shows `date` `time` (a time skipped by a clock change moves on); null for bad input. */
export function fromZoned(date: string, time: string, zone: string): number | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  // The offset at the guess, then at the result: right on both sides of a clock change.
  let ms = wall - offsetAt(wall, zone);
  ms = wall - offsetAt(ms, zone);
  return ms;
}

/** The end of `date` on the zone's clock (the next midnight): an end date includes its whole day. */
export function endOfDay(date: string, zone: string): number | null {
  const start = fromZoned(date, '00:00', zone);
  if (start === null) return null;
  return fromZoned(toZoned(start + 36 * 3_600_000, zone).date, '00:00', zone);
}

/** The day an end-of-day instant belongs to (the inverse of endOfDay). */
export const dayOfEnd = (ms: number, zone: string): string => toZoned(ms - 1, zone).date;
