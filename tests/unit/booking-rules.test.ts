import { describe, expect, it } from 'vitest';
import { addDays, BOOKING_ERRORS, bookingRulesProblem, DEFAULT_BOOKING_RULES, isSlot, slotsOn, toBookingRules, type BookingRules } from '@shared/booking-rules';
import { toZoned } from '@shared/zoned-date';

const ZONE = 'America/Chicago';
const rules = (over: Partial<BookingRules> = {}): BookingRules => ({ ...DEFAULT_BOOKING_RULES, noticeMinutes: 0, ...over });
// Monday 2 March 2026, 08:00 in Chicago (UTC-6).
const NOW = Date.UTC(2026, 2, 2, 14, 0);
const clocks = (starts: number[]) => starts.map((t) => toZoned(t, ZONE).time);

describe('booking rules', () => {
  it('accepts the defaults and names the first problem', () => {
    expect(bookingRulesProblem(DEFAULT_BOOKING_RULES)).toBeNull();
    expect(bookingRulesProblem({ ...DEFAULT_BOOKING_RULES, slotMinutes: 25 })).toBe(BOOKING_ERRORS.slotMinutes);
    expect(bookingRulesProblem({ ...DEFAULT_BOOKING_RULES, capacity: 0 })).toBe(BOOKING_ERRORS.capacity);
    expect(bookingRulesProblem({ ...DEFAULT_BOOKING_RULES, minParty: 6, maxParty: 4 })).toBe(BOOKING_ERRORS.party);
    expect(bookingRulesProblem({ ...DEFAULT_BOOKING_RULES, daysAhead: 1.5 })).toBe(BOOKING_ERRORS.daysAhead);
    expect(bookingRulesProblem({ ...DEFAULT_BOOKING_RULES, noticeMinutes: -1 })).toBe(BOOKING_ERRORS.notice);
    expect(bookingRulesProblem({ ...DEFAULT_BOOKING_RULES, enabled: 'yes' })).toBe(BOOKING_ERRORS.rules);
    expect(toBookingRules({ ...DEFAULT_BOOKING_RULES, extra: 1 })).toEqual(DEFAULT_BOOKING_RULES);
    expect(toBookingRules('x')).toBeNull();
  });
});

describe('slotsOn', () => {
  const hours = { mon: { open: '11:00', close: '13:00' }, tue: null, fri: { open: '22:00', close: '01:00' } };

  it('offers every slot that ends by the close, on the place’s clock', () => {
    expect(clocks(slotsOn('2026-03-02', rules(), hours, ZONE, NOW))).toEqual(['11:00', '11:30', '12:00', '12:30']);
    expect(clocks(slotsOn('2026-03-02', rules({ slotMinutes: 45 }), hours, ZONE, NOW))).toEqual(['11:00', '11:45']);
    expect(slotsOn('2026-03-03', rules(), hours, ZONE, NOW)).toEqual([]);
    expect(slotsOn('2026-03-04', rules(), hours, ZONE, NOW)).toEqual([]);
    expect(slotsOn('2026-03-02', rules({ enabled: false }), hours, ZONE, NOW)).toEqual([]);
  });

  it('runs past midnight when the close is before the opening', () => {
    const fri = slotsOn('2026-03-06', rules({ slotMinutes: 60 }), hours, ZONE, NOW);
    expect(fri.map((t) => `${toZoned(t, ZONE).date} ${toZoned(t, ZONE).time}`)).toEqual(['2026-03-06 22:00', '2026-03-06 23:00', '2026-03-07 00:00']);
    expect(isSlot(fri[2], rules({ slotMinutes: 60 }), hours, ZONE, NOW)).toBe(true);
  });

  it('keeps the notice and the days ahead', () => {
    const at1130 = Date.UTC(2026, 2, 2, 17, 30);
    expect(clocks(slotsOn('2026-03-02', rules({ noticeMinutes: 60 }), hours, ZONE, at1130))).toEqual(['12:30']);
    expect(slotsOn(addDays('2026-03-02', 7), rules({ daysAhead: 7 }), hours, ZONE, NOW)).toHaveLength(4);
    expect(slotsOn(addDays('2026-03-02', 14), rules({ daysAhead: 7 }), hours, ZONE, NOW)).toEqual([]);
  });

  it('knows a slot from a time that is not one', () => {
    const [first] = slotsOn('2026-03-02', rules(), hours, ZONE, NOW);
    expect(isSlot(first, rules(), hours, ZONE, NOW)).toBe(true);
    expect(isSlot(first + 60_000, rules(), hours, ZONE, NOW)).toBe(false);
    expect(isSlot(first, rules({ slotMinutes: 45 }), hours, ZONE, NOW)).toBe(true);
    expect(isSlot(first + 30 * 60_000, rules({ slotMinutes: 45 }), hours, ZONE, NOW)).toBe(false);
  });

  it('follows the clock change (Chicago springs forward on 8 March 2026)', () => {
    const sunday = { sun: { open: '01:00', close: '04:00' } };
    const starts = slotsOn('2026-03-08', rules({ slotMinutes: 60 }), sunday, ZONE, NOW);
    // 02:00 does not exist that night: no slot of its own.
    expect(clocks(starts)).toEqual(['01:00', '03:00']);
  });
});
