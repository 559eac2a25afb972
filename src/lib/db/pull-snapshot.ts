// The Firestore pull's checkpoint and counting, and how a downloaded snapshot becomes the first
// pull of a replication (no Firebase here: the snapshot loader and tests use it alone).

/** replication-firestore's checkpoint: the last document and its serverTimestamp as ISO text. */
export interface FirestoreCheckpoint {
  id: string;
  serverTimestamp: string;
}

/** Documents as the Firestore pull hands them over (id set, no serverTimestamp) and their checkpoint. */
export interface PullSnapshot {
  documents: Record<string, unknown>[];
  checkpoint: FirestoreCheckpoint;
}

export interface PullResult {
  documents: Record<string, unknown>[];
  checkpoint?: FirestoreCheckpoint;
}

export type PullHandler = (checkpoint: FirestoreCheckpoint | undefined, batchSize: number) => Promise<PullResult>;

export interface PullInfo {
  fromCheckpoint: boolean;
  documents: number;
}

/**
 * Firestore reads one pull costs: each query bills its documents, at least one. From a
 * checkpoint the plugin runs two (same timestamp, then newer); the same-time one is counted as
 * empty, which it nearly always is (off by at most its few documents otherwise).
 */
export const firestoreReadsOfPull = ({ fromCheckpoint, documents }: PullInfo) => Math.max(1, documents) + (fromCheckpoint ? 1 : 0);

/**
 * Serves a snapshot as the first pull of a replication that has stored no checkpoint (rxdb
 * calls the handler without one exactly then). A snapshot of at least a batch is the first
 * pull on its own: rxdb asks again from its checkpoint at once (the batch was full), so the
 * query for what changed since runs while the snapshot is being written, and rxdb writes the
 * newer copies after it. A smaller one is served together with that query's answer (the newer
 * copy wins), since rxdb would take a short first pull as the end of the initial sync. rxdb
 * stores a pull's checkpoint only after writing its documents, so a failed write leaves no
 * checkpoint and the next pull is a full one.
 * Every later call asks the master, even right after the first pull found nothing more: rxdb
 * drops a live event that came in before a pull it then starts (that pull is to see the
 * change), and the live listener's first answer can come before rxdb listens at all. An answer
 * of "nothing new" without asking would then lose a change, and an open page would show it
 * only after the next one.
 * Why not insert the snapshot first and start from `pull.initialCheckpoint`: rxdb's upstream
 * then scans every inserted document as a local change, page by page, and with one write time
 * for the whole bulk each page rescans from its start (30 s for 10,000 on Dexie).
 */
export function snapshotFirst(handler: PullHandler, snapshot: PullSnapshot, onUsed?: (documents: number) => void): PullHandler {
  let pending: PullSnapshot | null = snapshot;
  return async (checkpoint, batchSize) => {
    if (!pending) return handler(checkpoint, batchSize);
    const first = pending;
    // A checkpoint is stored (another tab pulled): the snapshot is of no use any more.
    if (checkpoint) {
      pending = null;
      return handler(checkpoint, batchSize);
    }
    if (first.documents.length >= batchSize) {
      pending = null;
      onUsed?.(first.documents.length);
      return { documents: first.documents, checkpoint: first.checkpoint };
    }
    // Kept for the retry if this throws (offline, say).
    const since = await handler(first.checkpoint, batchSize);
    pending = null;
    onUsed?.(first.documents.length);
    const changed = new Set(since.documents.map((d) => d.id));
    return {
      documents: [...first.documents.filter((d) => !changed.has(d.id)), ...since.documents],
      checkpoint: since.checkpoint ?? first.checkpoint,
    };
  };
}
