// Admin SDK handles, created once per function instance.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore, FieldValue } from 'firebase-admin/firestore';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export { FieldValue };

/**
 * Every write to a replicated collection must touch this field: devices pull ordered by it,
 * so a write that leaves it alone never reaches them.
 */
export const SERVER_TS = 'serverTimestamp';

/** The replication fields of a live (not tombstoned) server write. */
export function replicatedFields(deleted = false) {
  return { updatedAt: Date.now(), _deleted: deleted, [SERVER_TS]: FieldValue.serverTimestamp() };
}

/** The version a client saw: `updatedAt`, else `createdAt`, else 0 (older documents lack one). */
export function versionOf(data: Record<string, unknown> | undefined): number {
  if (typeof data?.updatedAt === 'number') return data.updatedAt;
  if (typeof data?.createdAt === 'number') return data.createdAt;
  return 0;
}

/** A new `updatedAt`, strictly after the previous one even if clocks disagree. */
export function nextVersion(previous: number): number {
  return Math.max(Date.now(), previous + 1);
}
