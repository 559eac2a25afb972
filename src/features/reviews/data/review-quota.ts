// The review rate limit as the rules enforce it (firestore.rules, reviewQuotas/{uid};
// docs/reviews.md): five slots, each holding the review that last claimed it and the server
// time of that claim. Every new review claims a free slot in the same write; a slot frees 60 s
// after its claim. So at most 5 new reviews go out in any 60 seconds.
import { toMillis } from '@/lib/db/coerce';

export const QUOTA_SLOTS = ['s0', 's1', 's2', 's3', 's4'] as const;
export type QuotaSlot = (typeof QUOTA_SLOTS)[number];
export const QUOTA_WINDOW_MS = 60_000;

export const quotaPath = (uid: string) => `reviewQuotas/${uid}`;

/** A slot's claim time in epoch ms (0: never claimed); a Firestore Timestamp keeps its milliseconds. */
function claimedAt(slot: unknown): number {
  const at = (slot as { at?: unknown } | null | undefined)?.at;
  if (at && typeof (at as { toMillis?: unknown }).toMillis === 'function') return (at as { toMillis: () => number }).toMillis();
  return toMillis(at);
}

/**
 * The slots free at `now` by this device's clock, never-claimed and oldest claims first. A
 * clock behind the server's only waits longer; one ahead gets a refused push, retried later.
 */
export function freeSlots(quota: Record<string, unknown> | undefined, now: number): QuotaSlot[] {
  return QUOTA_SLOTS.map((slot) => ({ slot, at: claimedAt(quota?.[slot]) }))
    .filter(({ at }) => at <= now - QUOTA_WINDOW_MS)
    .sort((a, b) => a.at - b.at)
    .map(({ slot }) => slot);
}

/** When (this device's clock) the next slot frees; `now` when one is free already. */
export function nextFreeAt(quota: Record<string, unknown> | undefined, now: number): number {
  const earliest = Math.min(...QUOTA_SLOTS.map((slot) => claimedAt(quota?.[slot])));
  return Math.max(now, earliest + QUOTA_WINDOW_MS);
}

/** The quota fields (to merge) by which `ids` claim `slots`, pair-wise; `at` is serverTimestamp(). */
export function claimSlots(slots: readonly QuotaSlot[], ids: readonly string[], at: unknown): Partial<Record<QuotaSlot, { id: string; at: unknown }>> {
  if (ids.length > slots.length) throw new Error(`${ids.length} new reviews, ${slots.length} free slots`);
  return Object.fromEntries(ids.map((id, i) => [slots[i], { id, at }]));
}
