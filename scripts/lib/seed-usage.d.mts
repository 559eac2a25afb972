// Types of seed-usage.mjs for its unit test.
import type { UsageBatch, UsageEntry } from '../../functions/src/common/usage';
import type { SeedListing } from '../seed-data.d.mts';

export interface UsageDay {
  day: string;
  now: number;
  block: number;
  devices: Map<number, UsageEntry[]>;
}
export type UsageTotals = Map<string, Map<string, Record<string, number>>>;

export const HISTORY_DAYS: number;
export const SEED_MISSES: { term: string; every: number; devices: number }[];
export function buildUsageDays(data: { listings: SeedListing[]; reviews: { listingId: string; rating: number }[] }, options?: { today?: number; days?: number }): UsageDay[];
export function totalsOf(history: UsageDay[]): UsageTotals;
export function batchesOf(history: UsageDay[]): { batch: UsageBatch; now: number; block: number }[];
export function seedUsageHistory(data: unknown, options?: { today?: number; concurrency?: number }): Promise<Record<string, number>>;
