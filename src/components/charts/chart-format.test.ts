import { describe, expect, it } from 'vitest';
import { describeSeries, formatChartLabel, pickTicks } from './chart-format';

describe('formatChartLabel', () => {
  it('writes days, weeks and months short and long', () => {
    expect(formatChartLabel('2026-11-25')).toBe('Nov 25');
    expect(formatChartLabel('2026-01-05', true)).toBe('Jan 5, 2026');
    expect(formatChartLabel('2026-W07')).toBe('Wk 7');
    expect(formatChartLabel('2026-W47', true)).toBe('Week 47, 2026');
    expect(formatChartLabel('2026-12')).toBe("Dec '26");
    expect(formatChartLabel('2026-12', true)).toBe('Dec 2026');
    expect(formatChartLabel('Basic')).toBe('Basic');
  });
});

describe('pickTicks', () => {
  it('labels every point when there is room', () => {
    expect(pickTicks(7, 1200)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pickTicks(0, 300)).toEqual([]);
  });

  it('labels a few evenly spaced points on a phone, always the latest', () => {
    const ticks = pickTicks(30, 280); // a 390px phone's plot, less the card's padding and the y axis
    expect(ticks).toEqual([5, 13, 21, 29]);
    expect(pickTicks(90, 280)).toEqual([20, 43, 66, 89]);
  });

  it('keeps at least two ticks however narrow', () => {
    expect(pickTicks(90, 50).length).toBeGreaterThanOrEqual(2);
    expect(pickTicks(90, 50).at(-1)).toBe(89);
  });
});

describe('describeSeries', () => {
  it('names each series total and its highest day', () => {
    expect(
      describeSeries(
        ['2026-11-24', '2026-11-25'],
        [
          { label: 'Views', values: [3, 5] },
          { label: 'Contact taps', values: [0, 0] },
        ],
        String,
      ),
    ).toBe('Views: 8 in all, highest 5 on Nov 25, 2026. Contact taps: none');
  });
});
