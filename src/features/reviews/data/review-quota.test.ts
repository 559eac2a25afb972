import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { claimSlots, freeSlots, nextFreeAt } from './review-quota';

const NOW = Date.UTC(2026, 10, 1, 12);
const at = (ms: number) => Timestamp.fromMillis(ms);

describe('the review quota as this device reads it', () => {
  it('no quota yet: all five slots are free', () => {
    expect(freeSlots(undefined, NOW)).toEqual(['s0', 's1', 's2', 's3', 's4']);
    expect(nextFreeAt(undefined, NOW)).toBe(NOW);
  });
  it('a slot frees a minute after its claim, to the millisecond; never-claimed and oldest first', () => {
    const quota = { s0: { id: 'a', at: at(NOW - 10_000) }, s1: { id: 'b', at: at(NOW - 60_000) }, s3: { id: 'c', at: at(NOW - 90_000) }, s4: { id: 'd', at: at(NOW - 59_999) } };
    expect(freeSlots(quota, NOW)).toEqual(['s2', 's3', 's1']);
  });
  it('with every slot claimed within the minute, none is free until the oldest claim is a minute old', () => {
    const quota = Object.fromEntries(['s0', 's1', 's2', 's3', 's4'].map((s, i) => [s, { id: s, at: at(NOW - 1_000 * (i + 1)) }]));
    expect(freeSlots(quota, NOW)).toEqual([]);
    expect(nextFreeAt(quota, NOW)).toBe(NOW - 5_000 + 60_000);
    expect(freeSlots(quota, NOW + 55_000)).toEqual(['s4']);
  });
  it('claims pair ids with slots, and never more ids than slots', () => {
    expect(claimSlots(['s2', 's4'], ['x_u'], 'now')).toEqual({ s2: { id: 'x_u', at: 'now' } });
    expect(() => claimSlots(['s2'], ['x_u', 'y_u'], 'now')).toThrow();
  });
});
