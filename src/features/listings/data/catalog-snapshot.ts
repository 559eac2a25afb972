// Downloads the published catalogue snapshot for a new install; the catalogue replication then
// takes it as its first pull (src/lib/db/pull-snapshot.ts: snapshotFirst) and asks Firestore only
// for what changed since (docs/sync.md). Plain fetch, no Firebase SDK.
import { getChangedDocumentsSince, type RxCollection } from 'rxdb';
import { readFirebaseEnv, type FirebaseEnv } from '@/lib/firebase/config';
import type { PullSnapshot } from '@/lib/db/pull-snapshot';

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
 * A fallback with an `error` is worth the sync error path (the endpoint failed, timed out or
 * answered nonsense); the others are ordinary (no snapshot yet, offline, an old build).
 */
export type SnapshotOutcome =
  | { status: 'downloaded'; snapshot: PullSnapshot; docs: number; reads: number | null }
  | { status: 'not-new' }
  | { status: 'fallback'; reason: 'missing' | 'offline' | 'version' | 'stale'; error?: undefined }
  | { status: 'fallback'; reason: 'failed' | 'timeout' | 'invalid'; error: Error };

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
    const docs = body.docs;
    const shaped = Array.isArray(docs) && docs.length === body.count && docs.every((d) => typeof d?.id === 'string' && d.id !== '');
    if (typeof body.builtAt !== 'number' || !isCheckpoint(body.checkpoint) || !shaped) {
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
 * On a new install, downloads the snapshot for the catalogue replication's first pull. Any
 * other outcome means: pull as usual.
 */
export async function loadCatalogSnapshot(collection: RxCollection, options: SnapshotOptions = {}): Promise<SnapshotOutcome> {
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
  return { status: 'downloaded', snapshot: { documents: body.docs, checkpoint: body.checkpoint }, docs: body.docs.length, reads };
}
