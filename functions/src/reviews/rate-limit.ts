// Per-user rate limits of the callables (docs/reviews.md): rateLimits/{uid} holds, per kind, the
// server times of the user's recent writes. Nobody reads or writes it from a client. (New
// reviews are limited by the rules themselves: reviewQuotas/{uid}.)
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { db } from '../shared.js';

export const WINDOW_MS = 60_000;
/** At most this many of each kind per user per WINDOW_MS. */
export const LIMITS = { reports: 5 } as const;
export type LimitKind = keyof typeof LIMITS;

export const rateLimitRef = (uid: string) => db.collection('rateLimits').doc(uid);

/** The times of `kind` still inside the window ending at `now`, oldest first. */
export function recent(data: DocumentData | undefined, kind: LimitKind, now: number): number[] {
  const list = data?.[kind] as unknown;
  return Array.isArray(list) ? list.filter((t): t is number => typeof t === 'number' && t > now - WINDOW_MS && t <= now).sort((a, b) => a - b) : [];
}

/** Whether one more `kind` fits in the window ending at `now`. */
export const allows = (data: DocumentData | undefined, kind: LimitKind, now: number) => recent(data, kind, now).length < LIMITS[kind];

/**
 * Records one more `kind` at `now` (the caller read `data` in this transaction). With the limit
 * reached, `${kind}BlockedUntil` says when the oldest write leaves the window.
 */
export function record(tx: Transaction, uid: string, data: DocumentData | undefined, kind: LimitKind, now: number) {
  const times = [...recent(data, kind, now), now].slice(-LIMITS[kind]);
  const blockedUntil = times.length >= LIMITS[kind] ? times[0] + WINDOW_MS : 0;
  tx.set(rateLimitRef(uid), { [kind]: times, [`${kind}BlockedUntil`]: blockedUntil }, { merge: true });
  return { count: times.length, blockedUntil };
}
