// The public catalogue that / and /listings are drawn from: the latest published snapshot (a few
// reads however large the catalogue), kept per instance and re-checked at most once a minute.
import { gunzipSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import { PARTS, POINTER_ID, SNAPSHOTS, toSnapshotDoc, type SnapshotBody, type SnapshotPointer } from '../catalog-snapshot/format.js';

export type CatalogDocs = readonly Record<string, unknown>[];

/** How long an instance trusts its copy before it reads the pointer again. */
export const CATALOG_RECHECK_MS = 60_000;

interface Held {
  snapshotId: string;
  docs: CatalogDocs;
  checkedAt: number;
}

let held: Held | null = null;
let reading: Promise<CatalogDocs> | null = null;

async function snapshotDocs(db: Firestore, pointer: SnapshotPointer): Promise<CatalogDocs | null> {
  const snapshots = db.collection(SNAPSHOTS);
  const refs = Array.from({ length: pointer.parts }, (_, n) => snapshots.doc(pointer.snapshotId).collection(PARTS).doc(String(n)));
  const parts = refs.length ? await db.getAll(...refs) : [];
  // Parts gone: a newer build switched meanwhile; the caller reads the collection this once.
  if (parts.some((p) => !p.exists)) return null;
  const body = JSON.parse(gunzipSync(Buffer.concat(parts.map((p) => p.get('data') as Buffer))).toString('utf8')) as SnapshotBody;
  return body.docs;
}

/** No snapshot published (a new project, the local stack before its first build): the collection itself. */
async function collectionDocs(db: Firestore): Promise<CatalogDocs> {
  const snap = await db.collection('catalog').get();
  return snap.docs.filter((d) => d.get('_deleted') !== true).map((d) => toSnapshotDoc(d.id, d.data()));
}

async function read(db: Firestore, now: number): Promise<CatalogDocs> {
  const pointer = (await db.collection(SNAPSHOTS).doc(POINTER_ID).get()).data() as SnapshotPointer | undefined;
  if (pointer && held?.snapshotId === pointer.snapshotId) {
    held.checkedAt = now;
    return held.docs;
  }
  const docs = (pointer && (await snapshotDocs(db, pointer))) ?? (await collectionDocs(db));
  // Only a snapshot is kept: the collection's answer is read afresh until one is published.
  held = pointer ? { snapshotId: pointer.snapshotId, docs, checkedAt: now } : null;
  return docs;
}

/** The public catalogue (snapshot documents); concurrent requests share one read. */
export async function publicCatalog(db: Firestore, now = Date.now()): Promise<CatalogDocs> {
  if (held && now - held.checkedAt < CATALOG_RECHECK_MS) return held.docs;
  reading ??= read(db, now).finally(() => (reading = null));
  return reading;
}

/** Test hook: forget the instance's copy. */
export function forgetPublicCatalog() {
  held = null;
}
