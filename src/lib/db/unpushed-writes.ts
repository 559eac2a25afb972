// Which local writes of a per-user collection have not reached Firestore yet, so that signing
// out does not throw them away (a kind's `keep` asks hasUnpushed(); see user-collections.ts).
// Persisted in localStorage per collection: the record must outlive reloads and app restarts,
// since the user may come back days later. Plain functions, no store: the favourite button on
// every card marks its writes, and it is part of the first render.
//
// Each entry is a document id → the version of its newest unpushed write (a number that only
// grows: a timestamp, or 1 for "read"). An entry is settled once the server is known to hold
// that version or a newer one: pushed by this device (the replication's sent$) or, for kinds
// where the server's newer state supersedes ours, pulled (received$).
const keyOf = (collection: string) => `forkful:unpushed:${collection}`;

type Entries = Record<string, number>;

function read(collection: string): Entries {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(collection)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
  } catch {
    return {};
  }
}

/** Fired on window after every change made in this tab; other tabs hear the 'storage' event. */
export const UNPUSHED_EVENT = 'forkful:unpushed';

function write(collection: string, entries: Entries) {
  try {
    if (Object.keys(entries).length === 0) localStorage.removeItem(keyOf(collection));
    else localStorage.setItem(keyOf(collection), JSON.stringify(entries));
  } catch {
    /* private mode: nothing survives the session anyway */
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNPUSHED_EVENT));
}

/** Ids of the collection's writes not pushed yet. */
export const unpushedIds = (collection: string): string[] => Object.keys(read(collection));

/** Records a local write BEFORE it is made: a stale mark only keeps a collection a while longer. */
export function markUnpushed(collection: string, id: string, version: number): void {
  const entries = read(collection);
  entries[id] = Math.max(entries[id] ?? 0, version);
  write(collection, entries);
}

/** The server holds `version` of `id`: a write at most that new is no longer waiting. */
export function settleUnpushed(collection: string, id: string, version: number): void {
  const entries = read(collection);
  if (entries[id] === undefined || entries[id] > version) return;
  delete entries[id];
  write(collection, entries);
}

export const hasUnpushed = (collection: string): boolean => Object.keys(read(collection)).length > 0;

/** Settles every document a replication stream (sent$ or received$) reports. */
export function settleFrom<D extends { id?: unknown }>(
  collection: string,
  stream: { subscribe: (next: (doc: D) => void) => { unsubscribe: () => void } },
  versionOf: (doc: D) => number,
) {
  return stream.subscribe((doc) => {
    if (typeof doc.id === 'string') settleUnpushed(collection, doc.id, versionOf(doc));
  });
}
