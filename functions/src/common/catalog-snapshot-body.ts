// The published catalogue snapshot's body, written once for both sides: the builder
// (functions/src/catalog-snapshot) and the app's download (src/features/listings/data/early-catalog.ts).
// It imports nothing so it compiles for the browser and for Node alike.

/** The body version; a client reads only the version it knows (anything else: a normal pull). */
export const SNAPSHOT_VERSION = 1;

/** rxdb's replication-firestore checkpoint: the last pulled document and its serverTimestamp as ISO text. */
export interface SnapshotCheckpoint {
  id: string;
  serverTimestamp: string;
}

/** The JSON every client downloads (gzip on the wire). */
export interface SnapshotBody {
  version: number;
  builtAt: number;
  count: number;
  checkpoint: SnapshotCheckpoint;
  docs: Record<string, unknown>[];
}
