import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('makes Firestore-style ids', () => {
    expect(newId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(newId()).not.toBe(newId());
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, newId).join(''));
    expect(seen.size).toBe(62);
  });
});
