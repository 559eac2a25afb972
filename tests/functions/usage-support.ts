// Small helpers shared by the usage suites.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

/** A random id of the shape batch and device ids take (32 hex characters). */
export const newId = () => randomUUID().replaceAll('-', '');

/** The UTC day `offset` days from now, yyyy-mm-dd. */
export const utcDayOffset = (offset: number, now = Date.now()) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);

/** Every usage document with its path (ids carry data too): what a privacy check must scan. */
export async function allUsageDocs(db: Firestore) {
  const queries = [
    db.collection('usageBatches'),
    db.collection('usageDevices'),
    db.collection('searchMisses'),
    db.collectionGroup('devices'),
    db.collectionGroup('days'),
  ];
  const snaps = await Promise.all(queries.map((q) => q.get()));
  return snaps.flatMap((s) => s.docs.map((d) => ({ path: d.ref.path, data: d.data() })));
}
