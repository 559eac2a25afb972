import { describe, expect, it } from 'vitest';
import type { ListingDayStats } from '@shared/usage';
import { changeOf, changeText, comparisonDays, dailySeries, dayRange, hasNoCounts, historyStart, listingRows, periodDays, sortRows, totalsOver } from './stats-math';

describe('day ranges', () => {
  it('a 7-day period ends today and includes it', () => {
    const { current, previous } = periodDays('2026-11-26', 7);
    expect(current).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(previous).toEqual(['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
  });

  it('crosses month, year and leap-day edges without skipping or repeating a day', () => {
    expect(dayRange('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(dayRange('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
    expect(dayRange('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    const { current, previous } = periodDays('2026-12-01', 30);
    expect([current[0], current.at(-1), previous[0], previous.at(-1)]).toEqual(['2026-11-02', '2026-12-01', '2026-10-03', '2026-11-01']);
    expect(new Set([...current, ...previous]).size).toBe(60);
  });

  it('changes compare whole days: the period up to yesterday against the one before it', () => {
    const { recent, before } = comparisonDays('2026-11-26', 7);
    expect(recent).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect([before[0], before.at(-1)]).toEqual(['2026-11-12', '2026-11-18']);
  });

  it('reads 181 days back: the longest period and the whole days its change compares', () => {
    expect(historyStart('2026-11-26')).toBe(comparisonDays('2026-11-26', 90).before[0]);
    expect(historyStart('2026-11-26')).toBe('2026-05-30');
  });

  it('is the same whatever the time zone (it never goes through a local Date)', () => {
    // 2026-03-29 is a daylight-saving change in Europe and 2026-03-08 in the US.
    expect(dayRange('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(dayRange('2026-03-09', 3)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });
});

const day = (d: string, counts: Omit<ListingDayStats, 'day'>): ListingDayStats => ({ day: d, ...counts });

describe('totals', () => {
  const days = [
    day('2026-11-26', { view: 3, appearance: 10, contact_phone: 1, contact_email: 1, contact_whatsapp: 2, favorite_add: 1, favorite_remove: 4, directions: 2, share: 1, view_near_me: 1 }),
    day('2026-11-20', { view: 2, contact_social: 1, contact_website: 1 }),
    day('2026-11-19', { view: 100 }),
  ];

  it('sums the days of the period only; contacts add every channel, saves only additions', () => {
    expect(totalsOver(days, periodDays('2026-11-26', 7).current)).toEqual({
      views: 5,
      appearances: 10,
      contacts: 6,
      saves: 1,
      directions: 2,
      shares: 1,
      nearMe: 1,
      openNow: 0,
    });
  });

  it('ignores what is not a number', () => {
    const odd = [{ day: '2026-11-26', view: 'x' as unknown as number, share: Number.NaN }];
    expect(totalsOver(odd, ['2026-11-26']).views).toBe(0);
    expect(totalsOver(odd, ['2026-11-26']).shares).toBe(0);
  });

  it('gives one value per day of the range for the chart, zero for days without a document', () => {
    const other = [day('2026-11-26', { view: 4 })];
    expect(dailySeries([...days, ...other], dayRange('2026-11-26', 3), 'views')).toEqual([0, 0, 7]);
    expect(dailySeries(days, dayRange('2026-11-26', 7), 'contacts')).toEqual([1 + 1, 0, 0, 0, 0, 0, 4]);
  });

  it('knows when nothing at all has been counted', () => {
    expect(hasNoCounts({})).toBe(true);
    expect(hasNoCounts({ a: [day('2026-11-26', { view: 0 })] })).toBe(true);
    expect(hasNoCounts({ a: [], b: [day('2026-11-26', { share: 1 })] })).toBe(false);
  });
});

describe('change against the previous period', () => {
  it('rounds to a whole percent either way', () => {
    expect(changeText(changeOf(112, 100), 30)).toBe('+12% vs previous 30 days');
    expect(changeText(changeOf(2, 3), 7)).toBe('−33% vs previous 7 days');
    expect(changeText(changeOf(30, 10), 90)).toBe('+200% vs previous 90 days');
    expect(changeText(changeOf(1001, 1000), 30)).toBe('+<1% vs previous 30 days');
  });

  it('says New after nothing, and a neutral word for no change', () => {
    expect(changeText(changeOf(5, 0), 30)).toBe('New');
    expect(changeText(changeOf(4, 4), 30)).toBe('Same as previous 30 days');
    expect(changeText(changeOf(0, 0), 7)).toBe('Same as previous 7 days');
    expect(changeText(changeOf(0, 4), 7)).toBe('−100% vs previous 7 days');
  });
});

describe('listing rows', () => {
  const rows = listingRows(
    [
      { id: 'b', title: 'bistro', status: 'approved' },
      { id: 'a', title: 'Apple Café', status: 'approved' },
      { id: 'c', title: 'Corner', status: 'pending' },
    ],
    { a: [day('2026-11-26', { view: 5, share: 1 })], b: [day('2026-11-26', { view: 5, share: 3 })], c: [] },
    ['2026-11-26'],
  );

  it('gives every listing a row, zeros when it has no days', () => {
    expect(rows.map((r) => [r.listingId, r.views, r.shares])).toEqual([
      ['b', 5, 3],
      ['a', 5, 1],
      ['c', 0, 0],
    ]);
  });

  it('sorts by any column either way, ties by title (case-insensitive)', () => {
    expect(sortRows(rows, 'views', 'descending').map((r) => r.listingId)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, 'views', 'ascending').map((r) => r.listingId)).toEqual(['c', 'a', 'b']);
    expect(sortRows(rows, 'shares', 'descending').map((r) => r.listingId)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, 'title', 'ascending').map((r) => r.listingId)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, 'title', 'descending').map((r) => r.listingId)).toEqual(['c', 'b', 'a']);
  });
});
