// Picks the next batch from the pending entries within every bound the usage function applies,
// so a long offline backlog is sent over several batches instead of being cut by the server.
import { MAX_BATCH_ENTRIES, MAX_BATCH_LISTINGS, MAX_BATCH_TERMS, type UsageEntry } from '@shared/usage';

/** Splits pending entries into the next batch and what stays pending, keeping their order. */
export function takeBatch(pending: readonly UsageEntry[]): { batch: UsageEntry[]; rest: UsageEntry[] } {
  const listings = new Set<string>();
  const terms = new Set<string>();
  const batch: UsageEntry[] = [];
  const rest: UsageEntry[] = [];
  for (const entry of pending) {
    const [named, cap, key] = 'term' in entry ? [terms, MAX_BATCH_TERMS, entry.term] : [listings, MAX_BATCH_LISTINGS, entry.listingId];
    const fits = batch.length < MAX_BATCH_ENTRIES && (named.has(key) || named.size < cap);
    if (!fits) {
      rest.push(entry);
      continue;
    }
    named.add(key);
    batch.push(entry);
  }
  return { batch, rest };
}
