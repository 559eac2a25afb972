// Browser side of `npm run bench` (docs/benchmarks.md): the same operations on the same catalogue,
// A = plain Firestore SDK with its persistent IndexedDB cache (what a Firebase developer would
// do), B = Forkful's own data layer (RxDB on Dexie, replicated from Firestore, plus the
// in-memory search index). scripts/bench.mjs calls window.bench.* through page.evaluate,
// one fresh browser profile per sync and one fresh page per "reopen".
import { initializeApp } from 'firebase/app';
import {
  CACHE_SIZE_UNLIMITED,
  collection,
  connectFirestoreEmulator,
  documentId,
  getDocsFromCache,
  getDocsFromServer,
  initializeFirestore,
  limit,
  orderBy,
  persistentLocalCache,
  query,
  startAfter,
  terminate,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
// B is the app's own code, not a copy: same database, schema, pull modifier and replication.
import { getDatabase } from '../src/lib/db/database';
import { firestoreReadsOfPull, startReplication, type PullInfo, type PullSnapshot } from '../src/lib/db/replicate';
import { getCatalogCollection, toCatalogDoc } from '../src/features/listings/data/catalog-collection';
import { loadCatalogSnapshot } from '../src/features/listings/data/catalog-snapshot';
import { CATEGORIES, type CatalogListing, type Category } from '../src/features/listings/data/catalog-schema';
import { buildSearchIndex, searchListings } from '../src/features/listings/lib/search';
import { discovery } from './discovery';

const PROJECT_ID = 'demo-forkful';
/** scripts/bench.mjs passes FORKFUL_PORT_OFFSET on, as the app build does (src/lib/firebase/config.ts). */
const FIRESTORE_PORT = 8080 + Number(import.meta.env.VITE_EMULATOR_PORT_OFFSET || 0);
const PATH = 'catalog';
/** One getDocs of the whole catalogue fails against the emulator: page it. */
const A_PAGE = 1000;
const SYNC_TIMEOUT_MS = 300_000;
/**
 * A page of A_PAGE takes 1–3 s; now and then the emulator never answers one (seen with the machine
 * idle). The node script repeats such a sync in a fresh profile rather than timing the stall.
 */
const PAGE_STALL_MS = 60_000;
const SEARCH_TERMS = ['sourdough', 'espresso', 'vegan brunch', 'portland', 'wood-fired pizza'];

const now = () => performance.now();
const round = (ms: number) => Math.round(ms * 10) / 10;

interface Timed {
  ms: number;
  /** A small fingerprint of the result, compared between A and B by the node script. */
  result: number | string;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

async function timed(fn: () => Promise<number | string>): Promise<Timed> {
  const t0 = now();
  const result = await fn();
  return { ms: round(now() - t0), result };
}

/** Ratings of a top-20 list: ties may order differently, the rating sequence may not. */
const ratingsKey = (ratings: number[]) => ratings.map((r) => r.toFixed(1)).join(',');

// ---------------------------------------------------------------------------------------
// A: plain Firestore SDK, persistentLocalCache()
// ---------------------------------------------------------------------------------------

/** The cache's IndexedDB name contains the app name: keep it fixed so a reopen finds it. */
function openFirestoreA(): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, 'bench-a');
  // Unlimited: with the default 40 MB the SDK evicts documents from a 50,000-listing cache, and
  // offline answers would differ from B's for want of data, not speed.
  const db = initializeFirestore(app, { localCache: persistentLocalCache({ cacheSizeBytes: CACHE_SIZE_UNLIMITED }) });
  connectFirestoreEmulator(db, '127.0.0.1', FIRESTORE_PORT);
  return db;
}

const topQueryA = (db: Firestore, category: Category) =>
  query(collection(db, PATH), where('category', '==', category), orderBy('rating', 'desc'), limit(20));

/** `reads`: Firestore bills every document a query returns, and one read for a query that returns none. */
async function syncA(): Promise<{ ms: number; docs: number; pages: number; reads: number }> {
  const t0 = now();
  const db = openFirestoreA();
  let last: QueryDocumentSnapshot | undefined;
  let docs = 0;
  let pages = 0;
  let reads = 0;
  const run = async () => {
    for (;;) {
      const base = [orderBy(documentId()), limit(A_PAGE)] as const;
      const q = last ? query(collection(db, PATH), base[0], startAfter(last), base[1]) : query(collection(db, PATH), ...base);
      // From the server or an error: getDocs answers from the cache (a partial page) when the
      // backend is slow to answer, which ended a 50k sync early on a busy machine.
      const snap = await withTimeout(getDocsFromServer(q), PAGE_STALL_MS, `A initial sync stalled: page ${pages + 1}`);
      docs += snap.size;
      reads += Math.max(1, snap.size);
      pages++;
      if (snap.size < A_PAGE) return;
      last = snap.docs[snap.size - 1];
    }
  };
  await withTimeout(run(), SYNC_TIMEOUT_MS, 'A initial sync');
  const ms = round(now() - t0);
  await terminate(db);
  return { ms, docs, pages, reads };
}

/** Offline reopen: new SDK instance on the persisted cache, first 20 of a category by rating. */
async function reopenA(category: Category): Promise<Timed> {
  const t0 = now();
  const db = openFirestoreA();
  const snap = await getDocsFromCache(topQueryA(db, category));
  const ms = round(now() - t0);
  const result = ratingsKey(snap.docs.map((d) => d.get('rating') as number));
  await terminate(db);
  return { ms, result };
}

interface Ops {
  top20: Timed[];
  search: Timed[];
  count: Timed[];
  indexBuild?: Timed;
}

async function opsA(): Promise<Ops> {
  const db = openFirestoreA();
  await getDocsFromCache(query(collection(db, PATH), limit(1))); // open the cache, untimed
  const out: Ops = { top20: [], search: [], count: [] };
  for (const category of CATEGORIES) {
    out.top20.push(await timed(async () => ratingsKey((await getDocsFromCache(topQueryA(db, category))).docs.map((d) => d.get('rating') as number))));
  }
  // The SDK has no text search: read the cache (sorted by rating) and filter with the same
  // matching code as the app, building the haystacks on every query (nothing is kept).
  for (const q of SEARCH_TERMS) {
    out.search.push(
      await timed(async () => {
        const snap = await getDocsFromCache(query(collection(db, PATH), orderBy('rating', 'desc')));
        const listings = snap.docs.map((d) => ({
          ...(d.data() as CatalogListing),
          id: d.id,
        }));
        return searchListings(buildSearchIndex(listings), { q }).length;
      }),
    );
  }
  // getCountFromServer needs the network; offline the SDK can only count a cached query.
  for (const category of CATEGORIES) {
    out.count.push(await timed(async () => (await getDocsFromCache(query(collection(db, PATH), where('category', '==', category)))).size));
  }
  await terminate(db);
  return out;
}

// ---------------------------------------------------------------------------------------
// B: Forkful — RxDB (Dexie) replicated with replication-firestore, pull batch 1000
// ---------------------------------------------------------------------------------------

async function closeB() {
  await (await getDatabase()).close();
}

const topQueryB = async (category: Category) =>
  (await getCatalogCollection())
    .find({
      selector: { category },
      sort: [{ rank: 'asc' }, { id: 'asc' }],
      limit: 20,
    })
    .exec();

/** Reads and documents of the replication's pulls (src/lib/db/pull-snapshot.ts: firestoreReadsOfPull). */
function pullCounter() {
  const counted = { reads: 0, pulledDocs: 0, pulls: 0 };
  const onPull = (pull: PullInfo) => {
    counted.reads += firestoreReadsOfPull(pull);
    counted.pulledDocs += pull.documents;
    counted.pulls += 1;
  };
  return { counted, onPull };
}

/** The app's catalogue replication until its first pull is done (the snapshot first, when given). */
async function replicateCatalog(label: string, onPull: (pull: PullInfo) => void, snapshot?: PullSnapshot) {
  const catalog = await getCatalogCollection();
  const replication = startReplication({
    collection: catalog,
    path: PATH,
    pullModifier: toCatalogDoc,
    pullBatchSize: 1000,
    snapshot,
    onPull,
  });
  let lastError = '';
  replication.error$.subscribe((e) => (lastError = String(e?.message ?? e)));
  await withTimeout(replication.awaitInitialReplication(), SYNC_TIMEOUT_MS, `${label} initial sync`).catch((e: Error) => {
    throw new Error(`${e.message}${lastError ? ` (last replication error: ${lastError})` : ''}`);
  });
  return { catalog, replication };
}

/** A new install pulling the whole catalogue; `reads` as in syncA (min 1 per query). */
async function syncB(): Promise<{ ms: number; docs: number; reads: number }> {
  const t0 = now();
  const { counted, onPull } = pullCounter();
  const { catalog, replication } = await replicateCatalog('B', onPull);
  const ms = round(now() - t0);
  const docs = await catalog.count().exec();
  await replication.cancel();
  await closeB();
  return { ms, docs, reads: counted.reads };
}

/**
 * A new install as the app does it (src/features/listings/index.ts, catalogSyncSpec): the
 * published snapshot in one download, taken by the replication as its first pull together with
 * what changed since its checkpoint. `reads` = the endpoint's X-Firestore-Reads (pointer +
 * parts) + the Firestore pulls' reads.
 */
async function syncSnapshotB(): Promise<{
  ms: number;
  docs: number;
  reads: number;
  snapshotMs: number;
  snapshotReads: number;
  snapshotDocs: number;
  pulledDocs: number;
  pulls: number;
}> {
  const t0 = now();
  const snapshot = await loadCatalogSnapshot(await getCatalogCollection());
  const snapshotMs = round(now() - t0);
  if (snapshot.status !== 'downloaded') {
    throw new Error(
      `snapshot not loaded: ${snapshot.status}${'reason' in snapshot ? ` (${snapshot.reason}${snapshot.error ? `: ${snapshot.error.message}` : ''})` : ''}`,
    );
  }
  const { counted, onPull } = pullCounter();
  const { catalog, replication } = await replicateCatalog('S', onPull, snapshot.snapshot);
  const ms = round(now() - t0);
  const docs = await catalog.count().exec();
  await replication.cancel();
  await closeB();
  const snapshotReads = snapshot.reads ?? Number.NaN;
  return {
    ms,
    docs,
    reads: snapshotReads + counted.reads,
    snapshotMs,
    snapshotReads,
    snapshotDocs: snapshot.docs,
    pulledDocs: counted.pulledDocs,
    pulls: counted.pulls,
  };
}

/** Offline reopen: open the database and collection, first 20 of a category via the index. */
async function reopenB(category: Category): Promise<Timed> {
  const t0 = now();
  const docs = await topQueryB(category);
  const ms = round(now() - t0);
  await closeB();
  return { ms, result: ratingsKey(docs.map((d) => d.rating)) };
}

async function opsB(): Promise<Ops> {
  const catalog = await getCatalogCollection();
  await catalog.find({ limit: 1 }).exec(); // open the storage, untimed
  const out: Ops = { top20: [], search: [], count: [] };
  // A different category each time: RxDB would answer a repeated query from its query cache.
  for (const category of CATEGORIES) {
    out.top20.push(await timed(async () => ratingsKey((await topQueryB(category)).map((d) => d.rating))));
  }
  // What the listings screen does once per change of the local data (use-catalog.ts).
  let index = buildSearchIndex([]);
  out.indexBuild = await timed(async () => {
    const docs = await catalog.find({ sort: [{ rank: 'asc' }, { id: 'asc' }] }).exec();
    index = buildSearchIndex(docs.map((d) => d.toJSON() as CatalogListing));
    return index.listings.length;
  });
  for (const q of SEARCH_TERMS) {
    out.search.push(await timed(async () => searchListings(index, { q }).length));
  }
  for (const category of CATEGORIES) {
    out.count.push(await timed(() => catalog.count({ selector: { category } }).exec()));
  }
  await closeB();
  return out;
}

const bench = {
  syncA,
  reopenA,
  opsA,
  syncB,
  syncSnapshotB,
  reopenB,
  opsB,
  discovery,
  categories: [...CATEGORIES],
};
declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
