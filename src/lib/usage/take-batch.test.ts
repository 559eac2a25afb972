import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ENTRIES, MAX_BATCH_LISTINGS, MAX_BATCH_TERMS, type UsageEntry } from '@shared/usage';
import { takeBatch } from './take-batch';

const view = (listingId: string, day = '2026-11-27'): UsageEntry => ({ day, event: 'view', listingId }) as UsageEntry;
const miss = (term: string): UsageEntry => ({ day: '2026-11-27', event: 'search_miss', term }) as UsageEntry;

describe('takeBatch', () => {
  it('keeps a backlog naming more listings than one batch may for the next batch', () => {
    const pending = Array.from({ length: MAX_BATCH_LISTINGS + 5 }, (_, i) => view(`listing-${i}`));
    const { batch, rest } = takeBatch(pending);
    expect(new Set(batch.map((e) => ('listingId' in e ? e.listingId : ''))).size).toBe(MAX_BATCH_LISTINGS);
    expect(rest).toHaveLength(5);
    expect([...batch, ...rest]).toEqual(pending);
  });

  it('lets entries about listings already in the batch join it past the cap', () => {
    const pending = [...Array.from({ length: MAX_BATCH_LISTINGS }, (_, i) => view(`l${i}`)), view('new'), view('l0', '2026-11-26')];
    const { batch, rest } = takeBatch(pending);
    expect(rest).toEqual([view('new')]);
    expect(batch.at(-1)).toEqual(view('l0', '2026-11-26'));
  });

  it('caps search terms and entries too', () => {
    const terms = Array.from({ length: MAX_BATCH_TERMS + 2 }, (_, i) => miss(`term ${i}`));
    expect(takeBatch(terms).rest).toHaveLength(2);
    const many = Array.from({ length: MAX_BATCH_ENTRIES + 3 }, (_, i) => view(`l${i % 10}`, `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`));
    expect(takeBatch(many).batch).toHaveLength(MAX_BATCH_ENTRIES);
    expect(takeBatch(many).rest).toHaveLength(3);
  });
});
