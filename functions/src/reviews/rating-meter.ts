// What the rating aggregation would be billed, counted by its own code: the emulator bills
// nothing, so the benchmark (scripts/lib/bench-ratings.mjs) hands a meter in and adds it up.

/** Firestore bills an aggregation query one read per 1,000 index entries it counts, at least one. */
export const billAggregation = (indexEntries: number) => Math.max(1, Math.ceil(indexEntries / 1000));

export interface RatingMeter {
  /** Billed reads: documents a get or query returned, or an aggregation's billAggregation(). */
  reads(n: number): void;
  /** A transaction attempt began ('count': the read-only count; 'store': the compare-and-set). */
  attempt(kind: 'count' | 'store'): void;
  /** The watermark showed the write counted already: nothing more was read. */
  skipped(): void;
}
