// Generic Firestore ⇄ RxDB replication with the plugin's traps (docs/sync.md) handled once.
import type { RxCollection } from 'rxdb';
import { replicateFirestore, type RxFirestoreReplicationState } from 'rxdb/plugins/replication-firestore';
import { collection as firestoreCollection, type QueryFieldFilterConstraint } from 'firebase/firestore';
import { getDb, firebaseProjectId } from '@/lib/firebase/app';

export interface ReplicationSpec<T> {
  collection: RxCollection<T>;
  /** Firestore path, e.g. 'catalog' or `users/${uid}/favorites`. */
  path: string;
  /** Equality filters only: a document that stops matching is never updated on clients. */
  pullFilter?: QueryFieldFilterConstraint[];
  pushEnabled?: boolean;
  /** Large batches: the default 100 made a 10k initial sync take 27 s. */
  pullBatchSize?: number;
  pullModifier?: (doc: Record<string, unknown>) => T | Promise<T>;
}

export function startReplication<T>(spec: ReplicationSpec<T>): RxFirestoreReplicationState<T> {
  const database = getDb();
  return replicateFirestore<T>({
    replicationIdentifier: `firestore-${firebaseProjectId}-${spec.path}`,
    collection: spec.collection,
    firestore: {
      projectId: firebaseProjectId,
      database,
      collection: firestoreCollection(database, spec.path) as never,
    },
    live: true,
    retryTime: 5000,
    autoStart: true,
    waitForLeadership: true,
    serverTimestampField: 'serverTimestamp',
    pull: {
      batchSize: spec.pullBatchSize ?? 1000,
      modifier: spec.pullModifier as never,
      filter: spec.pullFilter,
    },
    push: spec.pushEnabled ? { batchSize: 50 } : undefined,
  });
}
