// A snapshot as the first pull, through RxDB's real replication protocol on Dexie
// (fake-indexeddb); only the Firestore pull handler is replaced by an in-memory master that
// orders and checkpoints like replication-firestore does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxJsonSchema } from 'rxdb';
import { useTestDatabase } from '@/testing/db';
import { settleRealTimers } from '@/testing/wait';
import { ensureCollection } from './database';
import { firestoreReadsOfPull, snapshotFirst, type FirestoreCheckpoint, type PullHandler, type PullSnapshot } from './pull-snapshot';

interface MasterDoc {
  id: string;
  ts: number;
  data: Record<string, unknown>;
}

/** Documents in (time, id) order after a checkpoint, like the plugin's two queries. */
function fakeMaster(docs: MasterDoc[]) {
  const calls: (FirestoreCheckpoint | undefined)[] = [];
  let failNext = false;
  const iso = (ts: number) => new Date(ts).toISOString();
  const handler: PullHandler = async (checkpoint, batchSize) => {
    calls.push(checkpoint);
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    const after = (d: MasterDoc) => !checkpoint || iso(d.ts) > checkpoint.serverTimestamp || (iso(d.ts) === checkpoint.serverTimestamp && d.id > checkpoint.id);
    const page = [...docs].sort((a, b) => a.ts - b.ts || a.id.localeCompare(b.id)).filter(after).slice(0, batchSize);
    const last = page[page.length - 1];
    return { documents: page.map((d) => ({ ...d.data, id: d.id })), checkpoint: last ? { id: last.id, serverTimestamp: iso(last.ts) } : checkpoint };
  };
  return { handler, calls, failOnce: () => (failNext = true), docs };
}

const T0 = Date.UTC(2026, 10, 1);
const live = (id: string, ts: number, title = `Title ${id}`): MasterDoc => ({ id, ts: T0 + ts, data: { title, category: 'Cafe', _deleted: false } });
const gone = (id: string, ts: number): MasterDoc => ({ id, ts: T0 + ts, data: { _deleted: true } });

/** The snapshot a build at time 5 made of this catalogue: live documents only. */
const builtAt5: PullSnapshot = {
  documents: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ ...live(id, 1).data, id })),
  checkpoint: { id: 'e', serverTimestamp: new Date(T0 + 5).toISOString() },
};

interface Place {
  id: string;
  title: string;
}
const schema: RxJsonSchema<Place> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 }, title: { type: 'string' } },
  required: ['id'],
};
/** Like a pull modifier: shapes the pulled document for the local schema. */
const toPlace = (raw: Record<string, unknown>) => ({ id: String(raw.id), title: String(raw.title ?? ''), _deleted: raw._deleted === true });

let replication: RxReplicationState<unknown, FirestoreCheckpoint> | undefined;
beforeEach(useTestDatabase);
afterEach(async () => {
  await replication?.cancel();
  replication = undefined;
});

/** Starts a replication of `places` over `handler` and waits for its initial pull. */
async function startReplication(handler: PullHandler, batchSize: number, live: boolean) {
  const collection = await ensureCollection<Place>('places', schema);
  replication = replicateRxCollection<unknown, FirestoreCheckpoint>({
    collection: collection as never,
    replicationIdentifier: 'snapshot-test',
    live,
    retryTime: 20,
    waitForLeadership: false,
    pull: { handler: handler as never, batchSize, modifier: toPlace as never },
  });
  await replication.awaitInitialReplication();
  return collection;
}

async function replicate(handler: PullHandler, batchSize = 3) {
  const docs = await (await startReplication(handler, batchSize, false)).find().exec();
  return Object.fromEntries(docs.map((d) => [d.id, d.title]));
}

/** A live replication, as the app runs it (the plugin's listener calls reSync() on every write); answers a document's title. */
async function replicateLive(handler: PullHandler, batchSize: number) {
  const collection = await startReplication(handler, batchSize, true);
  return async (id: string) => (await collection.findOne(id).exec())?.title;
}

describe('snapshotFirst', () => {
  it('a new device takes the snapshot plus what changed after it, and asks the master only from its checkpoint', async () => {
    // After the build: a renamed, b removed, f added.
    const master = fakeMaster([live('a', 6, 'A renamed'), gone('b', 7), live('c', 1), live('d', 1), live('e', 5), live('f', 8)]);
    let used = 0;
    const titles = await replicate(snapshotFirst(master.handler, builtAt5, (n) => (used = n)), 4);
    expect(titles).toEqual({ a: 'A renamed', c: 'Title c', d: 'Title d', e: 'Title e', f: 'Title f' });
    expect(used).toBe(5);
    expect(master.calls[0]).toEqual(builtAt5.checkpoint);
    expect(master.calls).not.toContain(undefined);
    // The changes fitted one batch: one question to the master in all.
    expect(master.calls).toHaveLength(1);
  });

  it('writes a snapshot of a full batch without waiting for the master', async () => {
    const master = fakeMaster([live('a', 6, 'A renamed'), gone('b', 7), live('c', 1), live('d', 1), live('e', 5)]);
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const slow: PullHandler = async (checkpoint, batchSize) => {
      await held;
      return master.handler(checkpoint, batchSize);
    };
    const collection = await ensureCollection<Place>('places', schema);
    const synced = replicate(snapshotFirst(slow, builtAt5), 5);
    try {
      await expect.poll(() => collection.count().exec()).toBe(5);
      expect((await collection.findOne('a').exec())?.title).toBe('Title a');
    } finally {
      answer(); // a failed check must not leave the replication hanging for the next test
    }
    expect(await synced).toEqual({ a: 'A renamed', c: 'Title c', d: 'Title d', e: 'Title e' });
    expect(master.calls).toEqual([builtAt5.checkpoint]);
  });

  it('a snapshot smaller than a batch waits for the changes and is written with them', async () => {
    const master = fakeMaster([live('a', 6, 'A renamed'), gone('b', 7)]);
    let writtenBeforeAnswer = -1;
    const collection = await ensureCollection<Place>('places', schema);
    const watched: PullHandler = async (checkpoint, batchSize) => {
      writtenBeforeAnswer = await collection.count().exec();
      return master.handler(checkpoint, batchSize);
    };
    const titles = await replicate(snapshotFirst(watched, builtAt5), 6);
    expect(writtenBeforeAnswer).toBe(0);
    expect(titles).toEqual({ a: 'A renamed', c: 'Title c', d: 'Title d', e: 'Title e' });
  });

  it('keeps pulling from the master while the changes since the snapshot fill whole batches', async () => {
    const master = fakeMaster([live('a', 6, 'A renamed'), gone('b', 7), live('f', 8), live('g', 9), live('h', 10)]);
    const titles = await replicate(snapshotFirst(master.handler, builtAt5), 2);
    expect(Object.keys(titles).sort()).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(master.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('fewer documents than a batch still brings the changes in the same initial sync', async () => {
    const master = fakeMaster([live('a', 6, 'A renamed')]);
    expect((await replicate(snapshotFirst(master.handler, builtAt5), 1000)).a).toBe('A renamed');
  });

  it('keeps the snapshot for the retry when the first pull from the master fails', async () => {
    const master = fakeMaster([live('a', 6, 'A renamed')]);
    master.failOnce();
    const titles = await replicate(snapshotFirst(master.handler, builtAt5));
    expect(Object.keys(titles).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(titles.a).toBe('A renamed');
    expect(master.calls.slice(0, 2)).toEqual([builtAt5.checkpoint, builtAt5.checkpoint]);
  });

  it('a device with a stored checkpoint ignores the snapshot', async () => {
    const master = fakeMaster([live('a', 1), live('b', 2)]);
    await replicate(master.handler);
    await replication?.cancel();
    const stale: PullSnapshot = { documents: [{ ...live('zombie', 1).data, id: 'zombie' }], checkpoint: { id: 'zombie', serverTimestamp: new Date(T0).toISOString() } };
    master.calls.length = 0;
    let used = false;
    const titles = await replicate(snapshotFirst(master.handler, stale, () => (used = true)));
    expect(titles).toEqual({ a: 'Title a', b: 'Title b' });
    expect(used).toBe(false);
    expect(master.calls[0]).toMatchObject({ id: 'b' });
  });
});

describe('snapshotFirst, live', () => {
  it('a change after the first sync arrives with its event, though the listener’s first event was lost', async () => {
    // The snapshot and the changes since fit one short first pull: the initial sync ends there.
    const master = fakeMaster([live('a', 6, 'A renamed')]);
    const title = await replicateLive(snapshotFirst(master.handler, builtAt5), 1000);
    expect(await title('a')).toBe('A renamed');
    expect(master.calls).toEqual([builtAt5.checkpoint]);
    // The listener's first answer came before rxdb listened (or before its first pull, which
    // rxdb then counts as having seen it): no pull follows. Then an admin approves a listing.
    master.docs.push(live('f', 9, 'Approved later'));
    replication?.reSync();
    await expect.poll(() => title('f'), { timeout: 3000 }).toBe('Approved later');
    expect(master.calls).toEqual([builtAt5.checkpoint, { id: 'a', serverTimestamp: new Date(T0 + 6).toISOString() }]);
  });

  it('a change made while the first pull is on its way arrives, though rxdb drops its event', async () => {
    // The snapshot (5) and the changes since (f) fill the batch of 6: rxdb asks again at once, from f.
    const master = fakeMaster([live('f', 8)]);
    let first = true;
    const racing: PullHandler = async (checkpoint, batchSize) => {
      const answer = await master.handler(checkpoint, batchSize);
      if (first) {
        first = false;
        // Written after the query read, and its event in before rxdb's next pull starts: rxdb
        // drops the event, since that pull is to see the change.
        master.docs.push(live('g', 9, 'Written meanwhile'));
        replication?.reSync();
        await settleRealTimers(20); // the answer travels while the change's event arrives (the race under test)
      }
      return answer;
    };
    const title = await replicateLive(snapshotFirst(racing, builtAt5), 6);
    await expect.poll(() => title('g'), { timeout: 3000 }).toBe('Written meanwhile');
    expect(await title('f')).toBe('Title f');
  });
});

describe('firestoreReadsOfPull', () => {
  it('bills every document and at least one read per query', () => {
    expect(firestoreReadsOfPull({ fromCheckpoint: false, documents: 0 })).toBe(1);
    expect(firestoreReadsOfPull({ fromCheckpoint: false, documents: 1000 })).toBe(1000);
    expect(firestoreReadsOfPull({ fromCheckpoint: true, documents: 0 })).toBe(2);
    expect(firestoreReadsOfPull({ fromCheckpoint: true, documents: 3 })).toBe(4);
  });
});
