// The calendar buckets of the admin's analytics: UTC days, ISO weeks and calendar months.
import { describe, expect, it } from 'vitest';
import { DAY_MS, isoWeekLabel, isoWeekStart, lastDays, lastMonths, lastWeeks, utcDayOf } from '../../functions/src/common/directory-analytics';
import { counted, formatMoney, totalByPlan } from '../../src/features/admin/lib/analytics-format';

describe('directory analytics buckets', () => {
  it('days are UTC days, oldest first, ending today', () => {
    expect(utcDayOf(Date.UTC(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(lastDays(Date.UTC(2026, 2, 1, 5), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays(Date.now(), 90)).toHaveLength(90);
  });

  it('weeks start on Monday 00:00 UTC and are named by ISO week-numbering year', () => {
    expect(isoWeekStart(Date.UTC(2026, 10, 26, 12))).toBe(Date.UTC(2026, 10, 23));
    expect(isoWeekStart(Date.UTC(2026, 10, 29, 23, 59))).toBe(Date.UTC(2026, 10, 23));
    expect(isoWeekStart(Date.UTC(2026, 10, 30))).toBe(Date.UTC(2026, 10, 30));
    expect(isoWeekLabel(Date.UTC(2026, 10, 26))).toBe('2026-W48');
    // 1 Jan 2027 is a Friday: it belongs to the last week of 2026; 31 Dec 2024 to 2025's first.
    expect(isoWeekLabel(Date.UTC(2027, 0, 1))).toBe('2026-W53');
    expect(isoWeekLabel(Date.UTC(2024, 11, 31))).toBe('2025-W01');
    const weeks = lastWeeks(Date.UTC(2026, 10, 26), 13);
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toEqual({ label: '2026-W48', start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 10, 30) });
    expect(weeks[0].start).toBe(Date.UTC(2026, 10, 23) - 12 * 7 * DAY_MS);
    expect(weeks.every((w, i) => i === 0 || w.start === weeks[i - 1].end)).toBe(true);
  });

  it('months are calendar months across a year end, oldest first', () => {
    expect(lastMonths(Date.UTC(2027, 1, 10), 3)).toEqual([
      { label: '2026-12', start: Date.UTC(2026, 11, 1), end: Date.UTC(2027, 0, 1) },
      { label: '2027-01', start: Date.UTC(2027, 0, 1), end: Date.UTC(2027, 1, 1) },
      { label: '2027-02', start: Date.UTC(2027, 1, 1), end: Date.UTC(2027, 2, 1) },
    ]);
  });

  it('money reads in dollars from cents, counts with their noun', () => {
    expect(formatMoney(123000)).toBe('$1,230');
    expect(formatMoney(1250)).toBe('$12.50');
    expect([counted(1, 'new account'), counted(0, 'review'), counted(1200, 'review')]).toEqual(['1 new account', '0 reviews', '1,200 reviews']);
    expect(totalByPlan([{ byPlan: { Gold: 3000 } }, { byPlan: { Gold: 3000, Silver: 1000 } }], ['Silver', 'Gold'])).toEqual({ Silver: 1000, Gold: 6000 });
  });
});
