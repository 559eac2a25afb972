import { describe, expect, it } from 'vitest';
import { MAX_DAY_AGE } from '@shared/usage';
import { mergeRefresh, planRefresh, SETTLED_AFTER_DAYS, type SavedCopy } from './stats-refresh';

const NOW = new Date(2026, 10, 26, 10).getTime(); // Nov 26, 2026, local time
const HOUR = 3_600_000;

describe('planRefresh', () => {
  it('with nothing saved, reads every listing from 181 days back', () => {
    expect(planRefresh(null, ['a', 'b'], NOW)).toEqual({ start: '2026-05-30', full: ['a', 'b'], recent: [], recentStart: '2026-05-30' });
  });

  it('with a saved copy, reads only the days that may still change, and new listings whole', () => {
    const saved: SavedCopy = { savedAt: NOW - 2 * HOUR, start: '2026-05-30', byListing: { a: [], gone: [] } };
    const plan = planRefresh(saved, ['a', 'b'], NOW);
    expect(plan).toEqual({ start: '2026-05-30', full: ['b'], recent: ['a'], recentStart: '2026-10-20' });
    expect(SETTLED_AFTER_DAYS).toBeGreaterThan(MAX_DAY_AGE);
  });

  it('reads everything again when the copy starts too late or nothing in it has settled', () => {
    const late: SavedCopy = { savedAt: NOW - HOUR, start: '2026-06-10', byListing: { a: [] } };
    expect(planRefresh(late, ['a'], NOW).full).toEqual(['a']);
    const ancient: SavedCopy = { savedAt: NOW - 200 * 24 * HOUR, start: '2025-11-01', byListing: { a: [] } };
    expect(planRefresh(ancient, ['a'], NOW).full).toEqual(['a']);
  });
});

describe('mergeRefresh', () => {
  it('keeps the settled saved days, takes the fresh ones after them, and drops what is out of range', () => {
    const saved: SavedCopy = {
      savedAt: NOW - HOUR,
      start: '2026-05-20',
      byListing: {
        a: [
          { day: '2026-05-25', view: 1 }, // before the range now
          { day: '2026-06-01', view: 2 },
          { day: '2026-10-19', view: 3 },
          { day: '2026-10-20', view: 4 }, // re-read
        ],
      },
    };
    const plan = planRefresh({ ...saved, start: '2026-05-30' }, ['a', 'b'], NOW);
    const merged = mergeRefresh(saved, plan, { a: [{ day: '2026-10-20', view: 40 }, { day: '2026-11-26', view: 1 }], b: [{ day: '2026-07-01', share: 1 }] });
    expect(merged).toEqual({
      a: [
        { day: '2026-06-01', view: 2 },
        { day: '2026-10-19', view: 3 },
        { day: '2026-10-20', view: 40 },
        { day: '2026-11-26', view: 1 },
      ],
      b: [{ day: '2026-07-01', share: 1 }],
    });
  });
});
