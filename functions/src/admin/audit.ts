// The admin audit trail: one auditLog entry per admin change, written in the change's own
// transaction so neither lands without the other.
import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'firebase-admin/firestore';
import { db, replicatedFields } from '../shared.js';
import type { AdminCaller } from './guard.js';

export type AuditAction =
  | 'listing.approve'
  | 'listing.reject'
  | 'listing.create'
  | 'listing.update'
  | 'listing.delete'
  | 'user.suspend'
  | 'user.activate'
  | 'user.package'
  | 'ad.create'
  | 'ad.update'
  | 'ad.delete'
  | 'review.hide'
  | 'listing.hide'
  | 'report.dismiss'
  // Written by the Stripe webhook (actor 'stripe'), not by an admin.
  | 'payment.fulfil'
  | 'payment.refund';

export type Fields = Record<string, unknown>;

export interface AuditEntry {
  action: AuditAction;
  targetType: 'listing' | 'user' | 'ad' | 'review' | 'report';
  targetId: string;
  targetLabel: string;
  /** The changed fields as they were; null for a create. */
  before: Fields | null;
  /** The changed fields as they are now. */
  after: Fields | null;
}

export function writeAudit(tx: Transaction, actor: AdminCaller, entry: AuditEntry): string {
  const ref = db.collection('auditLog').doc();
  const fields = replicatedFields();
  tx.set(ref, { actorId: actor.uid, actorEmail: actor.email, ...entry, createdAt: fields.updatedAt, ...fields });
  return ref.id;
}

/**
 * The fields that differ between two versions, as { before, after } maps. A field missing
 * on one side is recorded as null there (Firestore stores no undefined).
 */
export function changedFields(before: Fields, after: Fields, keys: readonly string[]): { before: Fields; after: Fields } {
  const diff = { before: {} as Fields, after: {} as Fields };
  for (const key of keys) {
    if (isDeepStrictEqual(before[key], after[key])) continue;
    diff.before[key] = before[key] ?? null;
    diff.after[key] = after[key] ?? null;
  }
  return diff;
}
