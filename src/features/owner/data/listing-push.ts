// The push of an owner's listings: RxDB's Firestore push, but as one transaction that reads
// each listing from the server and writes it only if it is still what this device last saw.
// RxDB's own push reads with getDocs, which an offline client answers from its cache: the
// listing then looks unchanged, the write is queued blindly, and once online it overwrites
// whatever another device (or an admin) pushed meanwhile, with no conflict ever raised. A
// transaction's reads always go to the server (offline, it fails and RxDB retries), so a
// change made meanwhile comes back as a conflict for listing-conflict.ts to merge.
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { RxConflictHandler, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import type { OwnerListing } from './owner-listing-schema';

type Row = RxReplicationWriteToMasterRow<OwnerListing>;
type Equal = RxConflictHandler<OwnerListing>['isEqual'];

const body = ({ id: _id, ...rest }: WithDeleted<OwnerListing>) => ({ ...rest, serverTimestamp: serverTimestamp() });

/** The push handler of listings/{id}: resolves with the server's copies that conflict. */
export function listingPushHandler(database: Firestore, isEqual: Equal) {
  return async (rows: Row[]): Promise<WithDeleted<OwnerListing>[]> => {
    let conflicts: WithDeleted<OwnerListing>[] = [];
    await runTransaction(database, async (tx) => {
      // A transaction may run again after contention (another device's push): start afresh.
      conflicts = [];
      const refs = rows.map((row) => doc(database, 'listings', row.newDocumentState.id));
      const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
      rows.forEach((row, i) => {
        const snap = snaps[i];
        if (!snap.exists()) return void tx.set(refs[i], body(row.newDocumentState));
        const { serverTimestamp: _stamp, ...data } = snap.data();
        const inDb = { ...data, id: snap.id } as WithDeleted<OwnerListing>;
        // Already there: an earlier try of this push landed but its answer was lost.
        if (isEqual(inDb, row.newDocumentState, 'listing-push')) return;
        if (!row.assumedMasterState || !isEqual(inDb, row.assumedMasterState, 'listing-push')) return void conflicts.push(inDb);
        tx.update(refs[i], body(row.newDocumentState));
      });
    });
    return conflicts;
  };
}
