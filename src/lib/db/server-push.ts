// The Firestore push, with its conflict check read from the server. The plugin's push reads the
// targets with getDocs, which an offline client answers from its memory cache: a document
// another device changed meanwhile then looks unchanged, the write is queued blindly and, once
// online, overwrites that change without the conflict handler ever seeing it. Here the reads
// and writes are one transaction, whose reads always go to the server (offline it fails and
// RxDB retries), so a change made meanwhile comes back as a conflict.
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { RxConflictHandler, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';

/** The push handler of `path`: writes each row unless the server moved past its base; resolves with those conflicts. */
export function serverPush<T>(database: Firestore, path: string, primaryPath: string, isEqual: RxConflictHandler<T>['isEqual']) {
  const idOf = (d: WithDeleted<T>) => (d as Record<string, unknown>)[primaryPath] as string;
  const body = (d: WithDeleted<T>) => {
    const { [primaryPath]: _id, ...rest } = d as Record<string, unknown>;
    return { ...rest, serverTimestamp: serverTimestamp() };
  };
  return async (rows: RxReplicationWriteToMasterRow<T>[]): Promise<WithDeleted<T>[]> => {
    let conflicts: WithDeleted<T>[] = [];
    await runTransaction(database, async (tx) => {
      // A transaction may run again after contention (another device's push): start afresh.
      conflicts = [];
      const refs = rows.map((row) => doc(database, path, idOf(row.newDocumentState)));
      const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
      rows.forEach((row, i) => {
        const snap = snaps[i];
        if (!snap.exists()) return void tx.set(refs[i], body(row.newDocumentState));
        const { serverTimestamp: _stamp, ...data } = snap.data();
        const inDb = { ...data, [primaryPath]: snap.id } as WithDeleted<T>;
        // Already there: an earlier try of this push landed but its answer was lost.
        if (isEqual(inDb, row.newDocumentState, 'server-push')) return;
        if (!row.assumedMasterState || !isEqual(inDb, row.assumedMasterState, 'server-push')) return void conflicts.push(inDb);
        tx.update(refs[i], body(row.newDocumentState));
      });
    });
    return conflicts;
  };
}
