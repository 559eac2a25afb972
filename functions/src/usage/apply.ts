// Applying one device's batch of usage counts to the daily totals, exactly once per batch id.
// The recordUsage function and the seed's history both run it.
import type { Firestore } from 'firebase-admin/firestore';
import type { UsageBatch, UsageRefusal, UsageReply } from '../common/usage.js';

/** Checks a request body's shape, event names and size; a refusal says why. */
export function parseUsageBatch(body: unknown): UsageBatch | UsageRefusal {
  void body;
  return { ok: false, error: 'bad-request', message: 'Not implemented yet' };
}

/** Adds a parsed batch's entries to the totals (once per batch id; see UsageReply). */
export async function applyUsageBatch(db: Firestore, batch: UsageBatch, now: number): Promise<UsageReply> {
  void db;
  void batch;
  void now;
  throw new Error('Not implemented yet');
}
