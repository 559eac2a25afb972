import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time';

const NOW = Date.UTC(2025, 0, 15, 12);
const MIN = 60_000;

describe('formatRelative', () => {
  it('uses the largest whole unit', () => {
    expect(formatRelative(NOW - 20_000, NOW)).toBe('just now');
    expect(formatRelative(NOW - 5 * MIN, NOW)).toBe('5 minutes ago');
    expect(formatRelative(NOW - 179 * MIN, NOW)).toBe('2 hours ago');
    expect(formatRelative(NOW - 3 * 60 * MIN, NOW)).toBe('3 hours ago');
    expect(formatRelative(NOW - 24 * 60 * MIN, NOW)).toBe('yesterday');
    expect(formatRelative(NOW - 3 * 24 * 60 * MIN, NOW)).toBe('3 days ago');
    expect(formatRelative(NOW - 400 * 24 * 60 * MIN, NOW)).toBe('last year');
  });
});
