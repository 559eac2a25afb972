import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import type { OpeningHours } from '../data/catalog-schema';
import { formatClock, openAt, openStatus, parseClock, weekdayIn } from './open-status';

// The device is in Tokyo; the listings are in Los Angeles (their hours must be read there).
// Node picks up a TZ change at run time; restored for whatever runs next in this worker.
const deviceZone = process.env.TZ;
process.env.TZ = 'Asia/Tokyo';
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const LA = 'America/Los_Angeles';
const MIN = 60_000;
/** An instant given as Los Angeles wall time in winter (PST, UTC-8) or summer (PDT, UTC-7). */
const pst = (mo: number, d: number, h: number, mi = 0, s = 0) => Date.UTC(2026, mo - 1, d, h + 8, mi, s);
const pdt = (mo: number, d: number, h: number, mi = 0) => Date.UTC(2026, mo - 1, d, h + 7, mi);
// 2026-11-23 is a Monday, 2026-11-24 a Tuesday ... 2026-11-29 a Sunday (all PST).
const TUE = 24;

const h = (open: string, close: string) => ({ open, close });
const weekdays: OpeningHours = { mon: h('08:00', '22:00'), tue: h('08:00', '22:00'), wed: null, thu: h('08:00', '22:30'), fri: h('18:00', '02:00'), sat: h('18:00', '00:00'), sun: h('00:00', '00:00') };
const status = (hours: OpeningHours | undefined, now: number, zone = LA) => openStatus(hours, zone, now);
const isOpen = (hours: OpeningHours, now: number, zone = LA) => openAt(now)(makeListing({ openingHours: hours, timeZone: zone }));

describe('openStatus at the edges of a day', () => {
  it('is open until the closing minute and closed from it', () => {
    expect(status(weekdays, pst(11, TUE, 21, 59))).toEqual({ state: 'closing-soon', label: 'Closes soon · 10 PM', changesAt: pst(11, TUE, 22) });
    expect(isOpen(weekdays, pst(11, TUE, 21, 59, 59))).toBe(true);
    // Wednesday is closed (null), so the next opening is Thursday's.
    expect(status(weekdays, pst(11, TUE, 22))).toEqual({ state: 'closed', label: 'Closed · opens 8 AM Thu', changesAt: pst(11, 26, 8) });
    expect(isOpen(weekdays, pst(11, TUE, 22))).toBe(false);
  });

  it('says "closes soon" from 45 minutes before the close, and when that starts', () => {
    expect(status(weekdays, pst(11, TUE, 21, 14))).toEqual({ state: 'open', label: 'Open · closes 10 PM', changesAt: pst(11, TUE, 21, 15) });
    expect(status(weekdays, pst(11, TUE, 21, 14, 59)).state).toBe('open');
    expect(status(weekdays, pst(11, TUE, 21, 15)).state).toBe('closing-soon');
    expect(status(weekdays, pst(11, 26, 12)).label).toBe('Open · closes 10:30 PM');
  });

  it('names an opening later today without a weekday', () => {
    expect(status(weekdays, pst(11, TUE, 7, 59))).toEqual({ state: 'closed', label: 'Closed · opens 8 AM', changesAt: pst(11, TUE, 8) });
    expect(status(weekdays, pst(11, TUE, 8)).label).toBe('Open · closes 10 PM');
  });

  it('keeps a span past midnight open on the next weekday, and closes it there', () => {
    expect(status(weekdays, pst(11, 27, 23, 59)).label).toBe('Open · closes 2 AM');
    expect(status(weekdays, pst(11, 28, 0))).toEqual({ state: 'open', label: 'Open · closes 2 AM', changesAt: pst(11, 28, 1, 15) });
    expect(isOpen(weekdays, pst(11, 28, 1, 59))).toBe(true);
    expect(status(weekdays, pst(11, 28, 1, 59)).state).toBe('closing-soon');
    expect(status(weekdays, pst(11, 28, 2))).toEqual({ state: 'closed', label: 'Closed · opens 6 PM', changesAt: pst(11, 28, 18) });
  });

  it("treats a close at 00:00 as midnight, and a day's open === close as 24 hours", () => {
    const evening = { sat: h('18:00', '00:00'), sun: null };
    expect(status(evening, pst(11, 28, 23, 30))).toEqual({ state: 'closing-soon', label: 'Closes soon · 12 AM', changesAt: pst(11, 29, 0) });
    expect(isOpen(evening, pst(11, 29, 0))).toBe(false);
    // Here Saturday's evening runs on into Sunday's 24 hours.
    expect(status(weekdays, pst(11, 28, 23, 30)).label).toBe('Open · closes 12 AM Mon');
    expect(status(weekdays, pst(11, 29, 0))).toEqual({ state: 'open', label: 'Open 24 hours', changesAt: pst(11, 29, 23, 15) });
    expect(status({ mon: h('09:00', '09:00') }, pst(11, 23, 3)).label).toBe('Open 24 hours');
    // Sunday's 24 hours run into Monday's 08:00 only if Monday opens at midnight; it does not here.
    expect(status(weekdays, pst(11, 29, 23, 20)).label).toBe('Closes soon · 12 AM');
  });

  it('joins back-to-back days into one stretch', () => {
    const lateNight = { mon: h('18:00', '00:00'), tue: h('00:00', '03:00') };
    expect(status(lateNight, pst(11, 23, 23, 30)).label).toBe('Open · closes 3 AM');
    const always = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, h('00:00', '00:00')]));
    expect(status(always, pst(11, 29, 23, 50))).toEqual({ state: 'open', label: 'Open 24 hours' });
  });
});

describe('openStatus with days missing', () => {
  it('says "Hours not listed" with no hours at all', () => {
    expect(status(undefined, pst(11, TUE, 12))).toEqual({ state: 'unknown', label: 'Hours not listed' });
    expect(status({}, pst(11, TUE, 12))).toEqual({ state: 'unknown', label: 'Hours not listed' });
    expect(isOpen({}, pst(11, TUE, 12))).toBe(false);
  });

  it('says "Closed" when every listed day is closed', () => {
    expect(status({ mon: null, tue: null }, pst(11, TUE, 12))).toEqual({ state: 'closed', label: 'Closed' });
  });

  it('does not guess on a day with no hours listed (absent), unlike a closed day (null)', () => {
    const partial: OpeningHours = { mon: h('08:00', '17:00'), tue: null };
    // Wednesday is not listed: no promise of an opening beyond it, but a change when it starts.
    expect(status(partial, pst(11, TUE, 12))).toEqual({ state: 'closed', label: 'Closed', changesAt: pst(11, 25, 0) });
    expect(status(partial, pst(11, 25, 12))).toEqual({ state: 'unknown', label: 'Hours not listed', changesAt: pst(11, 30, 0) });
    expect(isOpen(partial, pst(11, 25, 12))).toBe(false);
  });
});

describe('openStatus across the week boundary', () => {
  const mondays: OpeningHours = { mon: h('08:00', '17:00'), tue: null, wed: null, thu: null, fri: null, sat: null, sun: h('20:00', '01:00') };

  it("runs Sunday's late span into Monday", () => {
    expect(status(mondays, pst(11, 30, 0, 30))).toEqual({ state: 'closing-soon', label: 'Closes soon · 1 AM', changesAt: pst(11, 30, 1) });
  });

  it('finds the next opening on Monday from Sunday, and a week ahead from Monday evening', () => {
    expect(status(mondays, pst(11, 29, 12))).toEqual({ state: 'closed', label: 'Closed · opens 8 PM', changesAt: pst(11, 29, 20) });
    expect(status(mondays, pst(11, 30, 1))).toEqual({ state: 'closed', label: 'Closed · opens 8 AM', changesAt: pst(11, 30, 8) });
    expect(status(mondays, pst(11, 30, 17))).toEqual({ state: 'closed', label: 'Closed · opens 8 PM Sun', changesAt: pst(12, 6, 20) });
    const mondayOnly = { ...mondays, sun: null };
    expect(status(mondayOnly, pst(11, 29, 21))).toEqual({ state: 'closed', label: 'Closed · opens 8 AM Mon', changesAt: pst(11, 30, 8) });
    expect(status(mondayOnly, pst(11, 30, 17))).toEqual({ state: 'closed', label: 'Closed · opens 8 AM Mon', changesAt: pst(12, 7, 8) });
  });
});

describe('openStatus in a zone other than the device', () => {
  it("reads the listing's zone, not the device's", () => {
    const now = pst(11, TUE, 21, 30); // Wednesday 14:30 in Tokyo, where `weekdays` is closed all day
    expect(new Date(now).getHours()).toBe(14);
    expect(status(weekdays, now).label).toBe('Closes soon · 10 PM');
    expect(isOpen(weekdays, now)).toBe(true);
    expect(weekdayIn(LA, now)).toBe('tue');
  });

  it("falls back to the device's zone with no zone or an unknown one", () => {
    const now = pst(11, TUE, 21, 30);
    expect(openStatus(weekdays, undefined, now)).toEqual({ state: 'closed', label: 'Closed · opens 8 AM Thu', changesAt: Date.UTC(2026, 10, 25, 23) });
    expect(status(weekdays, now, 'Not/A_Zone').label).toBe('Closed · opens 8 AM Thu');
    expect(openAt(now)(makeListing({ openingHours: weekdays }))).toBe(false);
    expect(weekdayIn(undefined, now)).toBe('wed');
  });
});

describe('openStatus on daylight-saving change days in Los Angeles', () => {
  // 2026-03-08: 02:00 PST jumps to 03:00 PDT (the hour 02:00-02:59 does not exist).
  it('counts real minutes to a close after the clocks go forward', () => {
    const bar = { sat: h('18:00', '03:00'), sun: h('08:00', '20:00') };
    expect(status(bar, pst(3, 8, 1, 14)).state).toBe('open'); // 46 real minutes to 03:00 PDT
    expect(status(bar, pst(3, 8, 1, 15))).toEqual({ state: 'closing-soon', label: 'Closes soon · 3 AM', changesAt: pdt(3, 8, 3) });
    expect(status(bar, pdt(3, 8, 3))).toEqual({ state: 'closed', label: 'Closed · opens 8 AM', changesAt: pdt(3, 8, 8) });
  });

  it('closes a span ending in the skipped hour when the clocks jump', () => {
    const bar = { sat: h('18:00', '02:30') };
    expect(status(bar, pst(3, 8, 1, 15))).toEqual({ state: 'closing-soon', label: 'Closes soon · 2:30 AM', changesAt: pdt(3, 8, 3) });
    expect(isOpen(bar, pst(3, 8, 1, 59))).toBe(true);
    expect(isOpen(bar, pdt(3, 8, 3))).toBe(false);
  });

  // 2026-11-01: 02:00 PDT goes back to 01:00 PST (the hour 01:00-01:59 happens twice).
  it('counts real minutes to a close after the clocks go back', () => {
    const bar = { sat: h('18:00', '02:00') };
    expect(status(bar, pdt(11, 1, 0, 30))).toEqual({ state: 'open', label: 'Open · closes 2 AM', changesAt: pst(11, 1, 1, 15) });
    expect(status(bar, pdt(11, 1, 1, 15)).state).toBe('open'); // the first 01:15: 105 real minutes left
    expect(status(bar, pst(11, 1, 1, 15)).state).toBe('closing-soon'); // the second 01:15
    expect(isOpen(bar, pst(11, 1, 1, 59))).toBe(true);
    expect(isOpen(bar, pst(11, 1, 2))).toBe(false);
  });

  it('reads hours off the wall clock, so a close inside the repeated hour applies to both passes', () => {
    const bar = { sat: h('18:00', '01:30') };
    expect(status(bar, pdt(11, 1, 1))).toEqual({ state: 'closing-soon', label: 'Closes soon · 1:30 AM', changesAt: pdt(11, 1, 1, 30) });
    expect(isOpen(bar, pdt(11, 1, 1, 30))).toBe(false);
    expect(isOpen(bar, pst(11, 1, 1))).toBe(true);
    expect(status(bar, pst(11, 1, 1)).changesAt).toBe(pst(11, 1, 1, 30));
  });
});

describe('openAt', () => {
  const zones = [LA, 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', undefined];
  const samples: OpeningHours[] = [weekdays, { mon: h('08:00', '17:00'), sun: h('20:00', '01:00') }, { tue: null, wed: h('07:30', '07:30') }, {}];

  it('agrees with openStatus at every quarter hour of a week and both clock-change weekends, in several zones', () => {
    const listings = zones.flatMap((timeZone) => samples.map((openingHours) => makeListing({ openingHours, timeZone })));
    const weeks = [
      [pst(11, 23, 0), pst(11, 30, 0)],
      [pst(3, 7, 0), pst(3, 9, 0)],
      [pst(10, 31, 0), pst(11, 2, 0)],
    ];
    for (const t of weeks.flatMap(([from, to]) => Array.from({ length: (to - from) / (15 * MIN) }, (_, i) => from + i * 15 * MIN))) {
      const open = openAt(t);
      for (const l of listings) {
        const { state } = openStatus(l.openingHours, l.timeZone, t);
        expect(open(l), `${l.timeZone} ${new Date(t).toISOString()}`).toBe(state === 'open' || state === 'closing-soon');
      }
    }
  });

  it("reads each zone's clock once per pass", () => {
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const open = openAt(pst(11, TUE, 12));
    const listings = Array.from({ length: 200 }, (_, i) => makeListing({ openingHours: weekdays, timeZone: i % 2 ? LA : 'Asia/Tokyo' }));
    expect(listings.filter(open)).toHaveLength(100);
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRestore();
  });
});

describe('clock text', () => {
  it('formats HH:MM the short way', () => {
    expect(['22:00', '22:30', '00:00', '12:00', '7:05', '24:00', 'late'].map(formatClock)).toEqual(['10 PM', '10:30 PM', '12 AM', '12 PM', '7:05 AM', '12 AM', 'late']);
    expect(['25:00', '10:60', '1030', ''].map(parseClock)).toEqual([-1, -1, -1, -1]);
  });
});
