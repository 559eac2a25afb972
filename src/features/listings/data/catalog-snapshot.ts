// Loads the published catalogue snapshot into a new install's catalog collection in one write,
// so its replication pulls only what changed since (docs/sync.md). Plain fetch, no Firebase SDK.
import { getChangedDocumentsSince, type RxCollection } from 'rxdb';
import { readFirebaseEnv, type FirebaseEnv } from '@/lib/firebase/config';
import type { CatalogListing } from './catalog-schema';
import { toCatalogDoc } from './catalog-collection';

/** The body version this app reads (functions/src/catalog-snapshot/format.ts). */
export const SNAPSHOT_VERSION = 1;
/**
 * The builder runs every 10 minutes, so a snapshot a day old means it stopped. Any age would
 * still be correct (the pull catches up from the checkpoint), but past a day the catch-up
 * could cost nearly a full pull on top of the download.
 */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** No answer at all this soon: the endpoint is out of reach, pull instead of waiting. */
export const SNAPSHOT_HEADERS_TIMEOUT_MS = 10_000;
/** The whole download (a few MB for 10,000 listings), for slow connections. */
export const SNAPSHOT_TIMEOUT_MS = 60_000;

export interface SnapshotCheckpoint {
  id: string;
  serverTimestamp: string;
}

interface SnapshotBody {
  version: number;
  builtAt: number;
  count: number;
  checkpoint: SnapshotCheckpoint;
  docs: Record<string, unknown>[];
}

/**
 * `reported`: worth the sync error path (the endpoint failed or answered nonsense, the write
 * failed); the others are ordinary (no snapshot yet, offline, an old build, another tab).
 */
export type SnapshotOutcome =
  | { status: 'loaded'; checkpoint: SnapshotCheckpoint; docs: number; reads: number | null }
  | { status: 'not-new' }
  | { status: 'fallback'; reason: 'missing' | 'offline' | 'version' | 'stale' | 'busy'; error?: undefined }
  | { status: 'fallback'; reason: 'failed' | 'timeout' | 'invalid' | 'write'; error: Error };

export interface SnapshotOptions {
  url?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  online?: () => boolean;
  headersTimeoutMs?: number;
  timeoutMs?: number;
}

/** The emulator's function URL in demo builds; in production Hosting rewrites the path to it (CDN-cached). */
export function catalogSnapshotUrl(env: FirebaseEnv = readFirebaseEnv()): string {
  if (!env.useEmulators) return '/catalog-snapshot';
  return `http://${env.emulatorHost}:${env.ports.functions}/${env.projectId}/us-central1/catalogSnapshot`;
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

const isCheckpoint = (v: unknown): v is SnapshotCheckpoint =>
  typeof (v as SnapshotCheckpoint)?.id === 'string' &&
  typeof (v as SnapshotCheckpoint).serverTimestamp === 'string' &&
  !Number.isNaN(Date.parse((v as SnapshotCheckpoint).serverTimestamp));

type Fetched = { ok: true; body: SnapshotBody; reads: number | null } | Extract<SnapshotOutcome, { status: 'fallback' }>;

async function fetchSnapshot(o: Required<SnapshotOptions>): Promise<Fetched> {
  const abort = new AbortController();
  let timedOut = false;
  const stop = () => ((timedOut = true), abort.abort());
  const headersTimer = setTimeout(stop, o.headersTimeoutMs);
  const totalTimer = setTimeout(stop, o.timeoutMs);
  try {
    const res = await o.fetchImpl(o.url, { signal: abort.signal });
    clearTimeout(headersTimer);
    if (res.status === 404) return { status: 'fallback', reason: 'missing' };
    if (!res.ok) return { status: 'fallback', reason: 'failed', error: new Error(`Catalogue snapshot: HTTP ${res.status}`) };
    const reads = Number(res.headers.get('X-Firestore-Reads'));
    const body = (await res.json()) as Partial<SnapshotBody> | null;
    if (body?.version !== SNAPSHOT_VERSION) return { status: 'fallback', reason: 'version' };
    if (typeof body.builtAt !== 'number' || !isCheckpoint(body.checkpoint) || !Array.isArray(body.docs) || body.docs.length !== body.count) {
      return { status: 'fallback', reason: 'invalid', error: new Error('Catalogue snapshot: malformed body') };
    }
    return { ok: true, body: body as SnapshotBody, reads: Number.isFinite(reads) && reads > 0 ? reads : null };
  } catch (error) {
    if (timedOut) return { status: 'fallback', reason: 'timeout', error: new Error('Catalogue snapshot: timed out') };
    return { status: 'fallback', reason: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  } finally {
    clearTimeout(headersTimer);
    clearTimeout(totalTimer);
  }
}

/**
 * Writes the snapshot in ONE bulk insert (one IndexedDB transaction: all or nothing). Should
 * some documents be refused (another tab inserted them first), the ones this call wrote are
 * removed again and the normal pull runs: no half-loaded catalogue that claims a checkpoint.
 */
async function writeSnapshot(collection: RxCollection<CatalogListing>, body: SnapshotBody): Promise<Extract<SnapshotOutcome, { status: 'fallback' }> | null> {
  const docs = body.docs.map((raw) => {
    const { _deleted: _, ...doc } = toCatalogDoc(raw);
    return doc;
  });
  try {
    const result = await collection.bulkInsert(docs);
    if (result.error.length === 0) return null;
    if (result.success.length) await collection.bulkRemove(result.success.map((d) => d.primary));
    const conflicts = result.error.every((e) => e.status === 409);
    if (conflicts) return { status: 'fallback', reason: 'busy' };
    return { status: 'fallback', reason: 'write', error: new Error(`Catalogue snapshot: ${result.error.length} documents could not be stored`) };
  } catch (error) {
    return { status: 'fallback', reason: 'write', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * On a new install, downloads the snapshot and stores it; the caller then starts the catalogue
 * replication from the returned checkpoint. Any other outcome means: pull as usual.
 */
export async function loadCatalogSnapshot(collection: RxCollection<CatalogListing>, options: SnapshotOptions = {}): Promise<SnapshotOutcome> {
  const o: Required<SnapshotOptions> = {
    url: options.url ?? catalogSnapshotUrl(),
    fetchImpl: options.fetchImpl ?? ((...args) => fetch(...args)),
    now: options.now ?? Date.now,
    online: options.online ?? (() => navigator.onLine),
    headersTimeoutMs: options.headersTimeoutMs ?? SNAPSHOT_HEADERS_TIMEOUT_MS,
    timeoutMs: options.timeoutMs ?? SNAPSHOT_TIMEOUT_MS,
  };
  if (!(await isNewInstall(collection))) return { status: 'not-new' };
  if (!o.online()) return { status: 'fallback', reason: 'offline' };
  const fetched = await fetchSnapshot(o);
  if (!('ok' in fetched)) return fetched;
  const { body, reads } = fetched;
  if (o.now() - body.builtAt > SNAPSHOT_MAX_AGE_MS) return { status: 'fallback', reason: 'stale' };
  // The download took a while: if the catalogue filled meanwhile (another tab), leave it be.
  if (!(await isNewInstall(collection))) return { status: 'fallback', reason: 'busy' };
  const failed = await writeSnapshot(collection, body);
  return failed ?? { status: 'loaded', checkpoint: body.checkpoint, docs: body.docs.length, reads };
}
