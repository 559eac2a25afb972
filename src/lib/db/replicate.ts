// Generic Firestore ⇄ RxDB replication with the plugin's traps (docs/sync.md) handled once.
import type { RxCollection, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import { replicateFirestore, type RxFirestoreReplicationState } from 'rxdb/plugins/replication-firestore';
import { collection as firestoreCollection, query, type QueryFieldFilterConstraint } from 'firebase/firestore';
import { getDb, firebaseProjectId } from '@/lib/firebase/app';
import { snapshotFirst, type PullHandler, type PullInfo, type PullSnapshot } from './pull-snapshot';
import { serverPull } from './server-pull';
import { serverPush } from './server-push';

export { firestoreReadsOfPull, snapshotFirst, type FirestoreCheckpoint, type PullInfo, type PullSnapshot } from './pull-snapshot';

export interface ReplicationSpec<T> {
  collection: RxCollection<T>;
  /** Firestore path, e.g. 'catalog' or `users/${uid}/favorites`. */
  path: string;
  /** Replications of the same path with different filters need their own (their own checkpoint). Default: the path. */
  identifier?: string;
  /** Equality filters only: a document that stops matching is never updated on clients. */
  pullFilter?: QueryFieldFilterConstraint[];
  pushEnabled?: boolean;
  /**
   * Replaces the default push (e.g. to write another document in the same transaction); needs
   * pushEnabled. The default is server-push.ts: the plugin's push, its conflict check read from the server.
   */
  pushHandler?: (rows: RxReplicationWriteToMasterRow<T>[]) => Promise<WithDeleted<T>[]>;
  /**
   * Documents per push (one Firestore batch). Default 50. A batch may make at most 20 document
   * reads in the security rules, so a collection whose rules read per document pushes fewer.
   */
  pushBatchSize?: number;
  /** Large batches: the default 100 made a 10k initial sync take 27 s. */
  pullBatchSize?: number;
  pullModifier?: (doc: Record<string, unknown>) => T | Promise<T>;
  /** A downloaded snapshot, the first pull of a device that has stored no checkpoint yet (snapshotFirst). */
  snapshot?: PullSnapshot;
  /** Told when the snapshot was taken, with its number of documents. */
  onSnapshot?: (documents: number) => void;
  /** Told after every pull from Firestore: whether it started from a checkpoint and how many documents came. */
  onPull?: (pull: PullInfo) => void;
}

export function startReplication<T>(spec: ReplicationSpec<T>): RxFirestoreReplicationState<T> {
  const database = getDb();
  const state = replicateFirestore<T>({
    replicationIdentifier: `firestore-${firebaseProjectId}-${spec.identifier ?? spec.path}`,
    collection: spec.collection,
    firestore: {
      projectId: firebaseProjectId,
      database,
      collection: firestoreCollection(database, spec.path) as never,
    },
    live: true,
    retryTime: 5000,
    autoStart: true,
    // Leader election (RxDB → broadcast-channel → the `unload` package) adds an `unload` listener,
    // which keeps every page out of the back/forward cache. Pull-only replications are safe in
    // every tab (same documents, shared checkpoint), so only pushing ones elect a leader: a
    // visitor's pages never do.
    waitForLeadership: !!spec.pushEnabled,
    serverTimestampField: 'serverTimestamp',
    pull: {
      batchSize: spec.pullBatchSize ?? 1000,
      modifier: spec.pullModifier as never,
      filter: spec.pullFilter,
    },
    push: spec.pushEnabled ? { batchSize: spec.pushBatchSize ?? 50 } : undefined,
  });
  // RxDB calls push.handler on every push (after start), like the pull's below.
  if (state.push) {
    const primaryPath = spec.collection.schema.primaryPath as string;
    (state.push as { handler: unknown }).handler = spec.pushHandler ?? serverPush<T>(database, spec.path, primaryPath, spec.collection.conflictHandler.isEqual);
  }
  const pull = state.pull;
  if (pull) {
    // The plugin offers no hook: replace its handler (rxdb calls it per pull, after start) with
    // one that asks the server only (server-pull.ts).
    const base = query(firestoreCollection(database, spec.path), ...(spec.pullFilter ?? []));
    const firestorePull = serverPull(database, base, spec.collection.schema.primaryPath as string);
    const { onPull, snapshot } = spec;
    const counted: PullHandler = onPull
      ? async (checkpoint, batchSize) => {
          const result = await firestorePull(checkpoint, batchSize);
          onPull({ fromCheckpoint: !!checkpoint, documents: result.documents.length });
          return result;
        }
      : firestorePull;
    const handler = snapshot ? snapshotFirst(counted, snapshot, spec.onSnapshot) : counted;
    (pull as { handler: unknown }).handler = handler;
  }
  return state;
}
