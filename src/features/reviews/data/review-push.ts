// The push of the diner's own reviews: what RxDB's Firestore push does (conflicts by the
// assumed master state), plus the rate limit. The rules refuse a new review unless the same
// write claims a slot of the author's reviewQuotas/{uid} (review-quota.ts), which RxDB's own
// push cannot write, so this handler replaces it. New reviews beyond the free slots wait: the
// rest of the batch is written, then the push fails and RxDB tries it again 5 s later.
import { doc, runTransaction, serverTimestamp, type DocumentReference, type Firestore } from 'firebase/firestore';
import type { RxConflictHandler, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import type { Review } from './review-schema';
import { claimSlots, freeSlots, nextFreeAt, quotaPath } from './review-quota';

/** A push held back by the rate limit (RxDB retries it; the reviews show "Waiting to sync"). */
export class ReviewLimitError extends Error {
  constructor(readonly waiting: number, readonly until: number) {
    super(`${waiting} new review(s) wait for the limit of 5 a minute (about ${Math.ceil(Math.max(0, until - Date.now()) / 1000)} s).`);
    this.name = 'ReviewLimitError';
  }
}

type Row = RxReplicationWriteToMasterRow<Review>;
type Equal = RxConflictHandler<Review>['isEqual'];

const body = ({ id: _id, ...rest }: WithDeleted<Review>) => ({ ...rest, serverTimestamp: serverTimestamp() });

/** The push handler for `uid`'s reviews; `now` is this device's clock (tests move it). */
export function reviewPushHandler(database: Firestore, uid: string, isEqual: Equal, now: () => number = Date.now) {
  return async (rows: Row[]): Promise<WithDeleted<Review>[]> => {
    let result: Awaited<ReturnType<typeof push>>;
    try {
      result = await push(database, uid, rows, isEqual, now, true);
    } catch (error) {
      // Refused with new reviews in it (a clock ahead of the server's, a listing gone private):
      // the edits and tombstones of the batch still go, the new ones are tried again later.
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
      await push(database, uid, rows, isEqual, now, false);
      throw error;
    }
    if (result.waiting > 0) throw new ReviewLimitError(result.waiting, result.until);
    return result.conflicts;
  };
}

async function push(database: Firestore, uid: string, rows: Row[], isEqual: Equal, now: () => number, withNew: boolean) {
  const quotaRef = doc(database, quotaPath(uid));
  let conflicts: WithDeleted<Review>[] = [];
  let waiting = 0;
  let until = 0;
  await runTransaction(database, async (tx) => {
    // A transaction may run again after contention (another device's push): start afresh.
    conflicts = [];
    const refs = rows.map((row) => doc(database, 'reviews', row.newDocumentState.id) as DocumentReference);
    const [quota, ...snaps] = await Promise.all([tx.get(quotaRef), ...refs.map((ref) => tx.get(ref))]);
    const created: number[] = [];
    rows.forEach((row, i) => {
      const snap = snaps[i];
      if (!snap.exists()) return void created.push(i);
      const { serverTimestamp: _stamp, ...data } = snap.data();
      const inDb = { ...data, id: snap.id } as WithDeleted<Review>;
      // Already there: written by an earlier try of this batch that stopped at the limit.
      if (isEqual(inDb, row.newDocumentState, 'review-push')) return;
      if (!row.assumedMasterState || !isEqual(inDb, row.assumedMasterState, 'review-push')) return void conflicts.push(inDb);
      tx.update(refs[i], body(row.newDocumentState));
    });
    const slots = withNew ? freeSlots(quota.data(), now()) : [];
    const going = created.slice(0, slots.length);
    waiting = created.length - going.length;
    until = nextFreeAt(quota.data(), now());
    for (const i of going) tx.set(refs[i], body(rows[i].newDocumentState));
    if (going.length > 0) {
      const ids = going.map((i) => rows[i].newDocumentState.id);
      tx.set(quotaRef, claimSlots(slots, ids, serverTimestamp()), { merge: true });
    }
  });
  return { conflicts, waiting, until };
}
