// The Firestore pull, answered by the server only. The plugin's own pull uses getDocs, which,
// once the SDK deems itself offline (a dropped network), answers from the memory cache without
// an error: a new install's empty answer ended its first sync with no catalogue, and a cached
// answer holding only the newest document could move the checkpoint past the ones between.
// getDocsFromServer fails instead, and rxdb retries the pull.
import { documentId, getDocsFromServer, limit, orderBy, query, waitForPendingWrites, where, type Firestore, type Query } from 'firebase/firestore';
import { firestoreRowToDocData, isoStringToServerTimestamp, serverTimestampToIsoString } from 'rxdb/plugins/replication-firestore';
import type { PullHandler } from './pull-snapshot';

/** The plugin's pull (same queries, same checkpoint) over `base` (the collection with its filters). */
export function serverPull(database: Firestore, base: Query, primaryPath: string, field = 'serverTimestamp'): PullHandler {
  return async (checkpoint, batchSize) => {
    let newer = query(base, orderBy(field, 'asc'), limit(batchSize));
    let sameTime: Query | undefined;
    if (checkpoint) {
      const at = isoStringToServerTimestamp(checkpoint.serverTimestamp);
      newer = query(base, where(field, '>', at), orderBy(field, 'asc'), limit(batchSize));
      sameTime = query(base, where(field, '==', at), where(documentId(), '>', checkpoint.id), orderBy(documentId(), 'asc'), limit(batchSize));
    }
    for (;;) {
      // A local write not yet on the server has no real serverTimestamp: wait for it (as the plugin does).
      await waitForPendingWrites(database);
      const [newerDocs, sameTimeDocs] = await Promise.all([getDocsFromServer(newer), sameTime ? getDocsFromServer(sameTime) : undefined]);
      if (newerDocs.metadata.hasPendingWrites || sameTimeDocs?.metadata.hasPendingWrites) continue;
      const rows = [...(sameTimeDocs?.docs ?? []), ...newerDocs.docs].slice(0, batchSize);
      const last = rows.at(-1);
      if (!last) return { checkpoint, documents: [] };
      return {
        documents: rows.map((row) => firestoreRowToDocData(field, primaryPath, row) as Record<string, unknown>),
        checkpoint: { id: last.id, serverTimestamp: serverTimestampToIsoString(field, last.data()) },
      };
    }
  };
}
