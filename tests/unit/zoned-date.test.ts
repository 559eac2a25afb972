import { describe, expect, it } from 'vitest';
import { dayOfEnd, endOfDay, fromZoned, toZoned } from '@shared/zoned-date';

describe('zoned time', () => {
  it("reads and writes a place's clock, not the device's", () => {
    const ms = fromZoned('2026-07-04', '19:30', 'America/Los_Angeles');
    expect(ms).toBe(Date.UTC(2026, 6, 5, 2, 30));
    expect(toZoned(ms!, 'America/Los_Angeles')).toEqual({ date: '2026-07-04', time: '19:30' });
    expect(toZoned(ms!, 'Asia/Tokyo')).toEqual({ date: '2026-07-05', time: '11:30' });
  });

  it('keeps the wall time across a clock change', () => {
    expect(fromZoned('2026-03-08', '12:00', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 16));
    expect(fromZoned('2026-03-07', '12:00', 'America/New_York')).toBe(Date.UTC(2026, 2, 7, 17));
  });

  it('ends a date at the next midnight there, and reads it back as that date', () => {
    const end = endOfDay('2026-11-01', 'America/New_York');
    expect(end).toBe(Date.UTC(2026, 10, 2, 5));
    expect(dayOfEnd(end!, 'America/New_York')).toBe('2026-11-01');
  });

  it('refuses what is not a date or a time', () => {
    expect(fromZoned('', '10:00', 'UTC')).toBeNull();
    expect(fromZoned('2026-01-01', '', 'UTC')).toBeNull();
    expect(endOfDay('soon', 'UTC')).toBeNull();
  });
});
