// Decides whether a new install takes the published catalogue snapshot (early-catalog.ts) as
// the catalogue replication's first pull (src/lib/db/pull-snapshot.ts: snapshotFirst), which
// then asks Firestore only for what changed since (docs/sync.md).
import { getChangedDocumentsSince, type RxCollection } from 'rxdb';
import type { PullSnapshot } from '@/lib/db/pull-snapshot';
import { SNAPSHOT_MAX_AGE_MS, fetchSnapshot, takeSnapshotDownload, type DownloadOptions, type SnapshotFallback } from './early-catalog';

export { SNAPSHOT_MAX_AGE_MS, catalogSnapshotUrl } from './early-catalog';

/**
 * A fallback with an `error` is worth the sync error path (the endpoint failed, timed out or
 * answered nonsense); the others are ordinary (no snapshot yet, offline, an old build).
 */
export type SnapshotOutcome =
  | { status: 'downloaded'; snapshot: PullSnapshot; docs: number; reads: number | null }
  | { status: 'not-new' }
  | SnapshotFallback;

export interface SnapshotOptions extends DownloadOptions {
  now?: () => number;
  online?: () => boolean;
}

/**
 * New: the collection's storage holds no document, tombstones included. The replication writes
 * pulled documents before it stores a checkpoint (and nothing purges tombstones here), so an
 * empty storage also means no checkpoint was ever stored.
 */
export async function isNewInstall(collection: RxCollection): Promise<boolean> {
  const { documents } = await getChangedDocumentsSince(collection.storageInstance, 1);
  return documents.length === 0;
}

/**
 * On a new install, downloads the snapshot for the catalogue replication's first pull. Any
 * other outcome means: pull as usual.
 */
export async function loadCatalogSnapshot(collection: RxCollection, options: SnapshotOptions = {}): Promise<SnapshotOutcome> {
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => navigator.onLine);
  if (!(await isNewInstall(collection))) return { status: 'not-new' };
  // A first visit's download, begun before RxDB opened (early-catalog.ts), is taken over, not repeated.
  const early = options.fetchImpl || options.url ? null : takeSnapshotDownload();
  if (!early && !online()) return { status: 'fallback', reason: 'offline' };
  const fetched = await (early ?? fetchSnapshot(options));
  if (!('ok' in fetched)) return fetched;
  const { body, reads } = fetched;
  if (now() - body.builtAt > SNAPSHOT_MAX_AGE_MS) return { status: 'fallback', reason: 'stale' };
  return { status: 'downloaded', snapshot: { documents: body.docs, checkpoint: body.checkpoint }, docs: body.docs.length, reads };
}
