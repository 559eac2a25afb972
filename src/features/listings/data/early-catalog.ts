// A first visit's catalogue before RxDB has it: the one download of the published snapshot per
// start (begun by main.tsx, before the page, Firebase or RxDB load; the replication's loader takes
// it over: catalog-snapshot.ts) and its documents for the screens meanwhile (use-listing.ts,
// first-screen-cache.ts). Part of the entry, so nothing heavy here: no React, RxDB or Firebase SDK.
import { hasLocalDatabase } from '@/lib/cold-start';
import { readFirebaseEnv, type FirebaseEnv } from '@/lib/firebase/config';
import { SNAPSHOT_VERSION, type SnapshotBody, type SnapshotCheckpoint } from '@shared/catalog-snapshot-body';

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

export { SNAPSHOT_VERSION, type SnapshotBody, type SnapshotCheckpoint } from '@shared/catalog-snapshot-body';

export type SnapshotFallback =
  | { status: 'fallback'; reason: 'missing' | 'offline' | 'version' | 'stale'; error?: undefined }
  | { status: 'fallback'; reason: 'failed' | 'timeout' | 'invalid'; error: Error };

export type Fetched = { ok: true; body: SnapshotBody; reads: number | null } | SnapshotFallback;

export interface DownloadOptions {
  url?: string;
  fetchImpl?: typeof fetch;
  headersTimeoutMs?: number;
  timeoutMs?: number;
}

/** The emulator's function URL in demo builds; in production Hosting rewrites the path to it (CDN-cached). */
export function catalogSnapshotUrl(env: FirebaseEnv = readFirebaseEnv()): string {
  if (!env.useEmulators) return '/catalog-snapshot';
  return `http://${env.emulatorHost}:${env.ports.functions}/${env.projectId}/us-central1/catalogSnapshot`;
}

const isCheckpoint = (v: unknown): v is SnapshotCheckpoint =>
  typeof (v as SnapshotCheckpoint)?.id === 'string' &&
  typeof (v as SnapshotCheckpoint).serverTimestamp === 'string' &&
  !Number.isNaN(Date.parse((v as SnapshotCheckpoint).serverTimestamp));

export async function fetchSnapshot(options: DownloadOptions = {}): Promise<Fetched> {
  const fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
  const abort = new AbortController();
  let timedOut = false;
  const stop = () => ((timedOut = true), abort.abort());
  const headersTimer = setTimeout(stop, options.headersTimeoutMs ?? SNAPSHOT_HEADERS_TIMEOUT_MS);
  const totalTimer = setTimeout(stop, options.timeoutMs ?? SNAPSHOT_TIMEOUT_MS);
  try {
    // Same mode and credentials as index.html's preload of a first visit, so this fetch takes it over.
    const res = await fetchImpl(options.url ?? catalogSnapshotUrl(), { signal: abort.signal });
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

let early: Promise<Fetched> | null = null;

/** Begins the one download of this start (a first visit, before RxDB) and returns it. */
export function startSnapshotDownload(options?: DownloadOptions): Promise<Fetched> {
  early = fetchSnapshot(options);
  return early;
}

/** The download begun early, handed over once (then forgotten: a later load downloads anew). */
export function takeSnapshotDownload(): Promise<Fetched> | null {
  const taken = early;
  early = null;
  return taken;
}

export interface EarlyOptions extends DownloadOptions {
  /** No local database yet (index.html's preload asks the same question). */
  firstVisit?: () => Promise<boolean>;
  now?: () => number;
}

async function noLocalDatabase(): Promise<boolean> {
  return !(await hasLocalDatabase());
}

let started: Promise<void> | null = null;
let docs: Record<string, unknown>[] | null = null;
const listeners = new Set<() => void>();

/**
 * On a first visit only, and once per start: downloads the snapshot and publishes its
 * documents. A repeat visit has its database and its first-screen snapshot: nothing to do.
 */
export function startEarlyCatalog(options: EarlyOptions = {}): Promise<void> {
  started ??= (async () => {
    if (!(await (options.firstVisit ?? noLocalDatabase)())) return;
    const fetched = await startSnapshotDownload(options);
    // A snapshot the replication will not take (stale, malformed) is not shown either.
    if (!('ok' in fetched) || (options.now ?? Date.now)() - fetched.body.builtAt > SNAPSHOT_MAX_AGE_MS) return;
    docs = fetched.body.docs;
    listeners.forEach((l) => l());
  })().catch((error: unknown) => console.warn('Catalogue snapshot not shown early', error));
  return started;
}

export function subscribeEarlyCatalog(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The downloaded snapshot's documents (Firestore's shape), or null: not a first visit, or not yet. */
export const earlyCatalogDocs = () => docs;

/** Test hook: forget this start's early catalogue and its download. */
export function resetEarlyCatalog() {
  started = null;
  docs = null;
  early = null;
}
