// Builds the published catalogue snapshot: every live catalog document in one gzip JSON, split
// into function-only Firestore parts, then switches catalogSnapshots/latest to it.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  PART_BYTES,
  PARTS,
  POINTER_ID,
  SNAPSHOT_VERSION,
  SNAPSHOTS,
  checkpointTime,
  isTimestamp,
  toSnapshotDoc,
  type SnapshotBody,
  type SnapshotPointer,
} from './format.js';

export interface BuildOptions {
  now: number;
  /** Catalog documents per read, like a replication pull's batch. */
  pageSize?: number;
  /** Tests shrink it to see a snapshot split into several parts. */
  partBytes?: number;
}

export type BuildResult =
  | { status: 'built'; snapshotId: string; parts: number; count: number; bytes: number; checkpoint: SnapshotBody['checkpoint']; reads: number; removed: string[] }
  | { status: 'unchanged' | 'empty' | 'superseded'; reads: number };

const SERVER_TS = 'serverTimestamp';

export function splitParts(bytes: Buffer, partBytes = PART_BYTES): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += partBytes) parts.push(bytes.subarray(at, at + partBytes));
  return parts;
}

/**
 * Reads the catalogue as a replication pull does, ordered by (serverTimestamp, id) page after
 * page: a document updated mid-build moves behind the cursor and is read again in its new
 * state, and anything written after the last page is newer than the checkpoint, so clients
 * pull it. Tombstones are read (they move the checkpoint) but left out.
 */
async function readCatalog(db: Firestore, pageSize: number) {
  const live = new Map<string, Record<string, unknown>>();
  let last: DocumentSnapshot | undefined;
  let reads = 0;
  for (;;) {
    let page = db.collection('catalog').orderBy(SERVER_TS).limit(pageSize);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    reads += Math.max(1, snap.size);
    for (const doc of snap.docs) {
      const data = doc.data();
      if (data._deleted === true) live.delete(doc.id);
      else live.set(doc.id, toSnapshotDoc(doc.id, data));
    }
    if (snap.size > 0) last = snap.docs[snap.size - 1];
    if (snap.size < pageSize) return { live, last, reads };
  }
}

/**
 * Builds and publishes a snapshot unless nothing changed since the current one (then it costs
 * two reads: the pointer and the newest catalog document). The previous snapshot stays until
 * the next switch; older ones (and parts of failed builds) are deleted.
 */
export async function buildCatalogSnapshot(db: Firestore, { now, pageSize = 2000, partBytes = PART_BYTES }: BuildOptions): Promise<BuildResult> {
  const snapshots = db.collection(SNAPSHOTS);
  const pointerRef = snapshots.doc(POINTER_ID);
  const [pointerSnap, newestSnap] = await Promise.all([pointerRef.get(), db.collection('catalog').orderBy(SERVER_TS, 'desc').limit(1).get()]);
  let reads = 2;
  const current = pointerSnap.data() as SnapshotPointer | undefined;
  const newest = newestSnap.docs[0];
  if (!newest) return { status: 'empty', reads };
  const newestTs = newest.get(SERVER_TS) as unknown;
  if (current && isTimestamp(newestTs) && current.newest.id === newest.id && isTimestamp(current.newest.serverTimestamp) && current.newest.serverTimestamp.isEqual(newestTs)) {
    return { status: 'unchanged', reads };
  }

  const catalog = await readCatalog(db, pageSize);
  reads += catalog.reads;
  const lastDoc = catalog.last;
  const lastTs = lastDoc?.get(SERVER_TS) as unknown;
  if (!lastDoc || !isTimestamp(lastTs)) return { status: 'empty', reads };
  const checkpoint = { id: lastDoc.id, serverTimestamp: checkpointTime(lastTs) };
  const docs = [...catalog.live.values()];
  const body: SnapshotBody = { version: SNAPSHOT_VERSION, builtAt: now, count: docs.length, checkpoint, docs };
  const gzip = gzipSync(JSON.stringify(body), { level: 9 });
  const parts = splitParts(gzip, partBytes);

  // Time first, so snapshot ids sort by age; the suffix keeps two builds of one millisecond apart.
  const snapshotId = `${now.toString(36).padStart(9, '0')}-${randomBytes(3).toString('hex')}`;
  const snapshotRef = snapshots.doc(snapshotId);
  await snapshotRef.set({ builtAt: now, parts: parts.length, count: docs.length, bytes: gzip.length });
  // One part per write: a batch of several would pass Firestore's 10 MiB request limit.
  await Promise.all(parts.map((data, n) => snapshotRef.collection(PARTS).doc(String(n)).set({ data })));

  const pointer: SnapshotPointer = {
    snapshotId,
    parts: parts.length,
    count: docs.length,
    bytes: gzip.length,
    builtAt: now,
    checkpoint,
    newest: { id: lastDoc.id, serverTimestamp: lastTs },
    previousId: null,
  };
  const switched = await db.runTransaction(async (tx) => {
    const latest = (await tx.get(pointerRef)).data() as SnapshotPointer | undefined;
    // A build that started later already switched: ours is older, drop it.
    if (latest && latest.builtAt > now) return null;
    tx.set(pointerRef, { ...pointer, previousId: latest?.snapshotId ?? null });
    return { previousId: latest?.snapshotId ?? null };
  });
  reads += 1;
  if (!switched) {
    await db.recursiveDelete(snapshotRef);
    return { status: 'superseded', reads };
  }

  const keep = new Set([POINTER_ID, snapshotId, switched.previousId]);
  const older = await snapshots.where('builtAt', '<', now).get();
  reads += Math.max(1, older.size);
  const removed = older.docs.filter((d) => !keep.has(d.id)).map((d) => d.id);
  for (const id of removed) await db.recursiveDelete(snapshots.doc(id));
  return { status: 'built', snapshotId, parts: parts.length, count: docs.length, bytes: gzip.length, checkpoint, reads, removed };
}
