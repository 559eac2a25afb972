// Rate limits of what anyone may send (contact messages, newsletter sign-ups, leads): at most
// `max` per `windowMs` per key, keys being a hashed network address, an account or a hashed
// e-mail address. messageLimits/{key} holds the recent times; no client reads or writes it.
import { createHash } from 'node:crypto';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../shared.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export const hashed = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest('hex').slice(0, 32);

/** The caller's network address as Hosting and Cloud Functions pass it on (the first forwarded one). */
export function clientAddress(request: Pick<CallableRequest<unknown>, 'rawRequest'>): string {
  const forwarded = request.rawRequest.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.rawRequest.ip || 'unknown';
}

/**
 * In the caller's transaction, as its last reads: whether one more fits under every limit; if
 * so, records it and returns []. Otherwise records nothing and returns the keys at their limit.
 */
export async function take(tx: Transaction, limits: { key: string; limit: Limit }[], now: number): Promise<string[]> {
  const refs = limits.map(({ key }) => db.collection('messageLimits').doc(key));
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  const recent = snaps.map((snap, i) => {
    const times: unknown = snap.get('times');
    const { windowMs } = limits[i].limit;
    return Array.isArray(times) ? times.filter((t): t is number => typeof t === 'number' && t > now - windowMs && t <= now) : [];
  });
  const over = limits.filter((l, i) => recent[i].length >= l.limit.max).map((l) => l.key);
  if (over.length) return over;
  refs.forEach((ref, i) => {
    const { windowMs, max } = limits[i].limit;
    // expireAt lets a TTL policy remove keys nobody used for a while (docs/deploy.md).
    tx.set(ref, { times: [...recent[i], now].slice(-max), expireAt: new Date(now + windowMs) });
  });
  return [];
}
