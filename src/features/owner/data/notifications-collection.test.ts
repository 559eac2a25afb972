// The pull modifier must hand RxDB exactly the server's document: the Firestore push sends the
// whole local document with batch.update(), and the rules accept a change of `isRead` only.
import { beforeEach, describe, expect, it } from 'vitest';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import type { RxCollection, WithDeleted } from 'rxdb';
import { useTestDatabase } from '@/testing/db';
import { getNotificationsCollection, notificationConflictHandler, notificationsCollectionName, toNotificationDoc } from './notifications-collection';
import { markAllNotificationsRead } from './mark-all-read';
import type { OwnerNotification } from './notification-schema';

type Raw = Record<string, unknown>;

/** As Firestore holds them (the plugin strips `serverTimestamp` and adds `id` before the modifier). */
const SERVER: Raw[] = [
  { id: 'n-1', type: 'listing_approved', title: 'Approved', message: 'Live now.', isRead: false, listingId: 'l-1', createdAt: 1_700_000_000_123, _deleted: false },
  { id: 'n-2', type: 'other', title: 'Welcome', message: 'Hello!', isRead: false, createdAt: 1_700_000_000_000, _deleted: false },
  { id: 'n-3', type: 'booking', title: 'Old news', message: '', isRead: true, createdAt: 1_600_000_000_000, _deleted: false },
  // The review types (docs/reviews.md) stay as they are: the push sends the whole document back.
  { id: 'n-4', type: 'review_reply', title: 'The owner replied', message: 'Thanks!', isRead: false, listingId: 'l-1', createdAt: 1_700_000_000_001, _deleted: false },
  { id: 'n-5', type: 'report_resolved', title: 'Report reviewed', message: '', isRead: false, createdAt: 1_700_000_000_002, _deleted: false },
  { id: 'n-6', type: 'review_removed', title: 'Review removed', message: '', isRead: false, listingId: 'l-1', createdAt: 1_700_000_000_003, _deleted: false },
];

beforeEach(async () => {
  await useTestDatabase();
});

describe('toNotificationDoc (pull modifier)', () => {
  it('keeps the server shape: no invented listingId, values unchanged', () => {
    for (const raw of SERVER) expect(toNotificationDoc(raw)).toStrictEqual(raw);
    expect('listingId' in toNotificationDoc(SERVER[1])).toBe(false);
    expect(toNotificationDoc(SERVER[0]).createdAt).toBe(1_700_000_000_123);
  });

  it('only fills gaps on a malformed document, so the screens still work', () => {
    const doc = toNotificationDoc({ id: 'x', type: 'weird', createdAt: { seconds: 1 } });
    expect(doc).toStrictEqual({ id: 'x', type: 'other', title: '', message: '', isRead: false, createdAt: 0, _deleted: false });
  });
});

describe('notificationConflictHandler', () => {
  it('sees the server document and its pulled copy as equal (so a push is not a conflict)', () => {
    for (const raw of SERVER) expect(notificationConflictHandler.isEqual(raw as never, toNotificationDoc(raw), 'test')).toBe(true);
    const withEmptyListing = { ...toNotificationDoc(SERVER[1]), listingId: '' };
    expect(notificationConflictHandler.isEqual(SERVER[1] as never, withEmptyListing, 'test')).toBe(false);
  });

  it("takes the server's content but keeps a notification read on this device read", async () => {
    const master = { ...toNotificationDoc(SERVER[1]), title: 'Edited by an admin' };
    const local = { ...toNotificationDoc(SERVER[1]), isRead: true };
    expect(await notificationConflictHandler.resolve({ newDocumentState: local, realMasterState: master }, 'test')).toStrictEqual({ ...master, isRead: true });
    const tomb = { ...master, _deleted: true };
    expect(await notificationConflictHandler.resolve({ newDocumentState: local, realMasterState: tomb }, 'test')).toStrictEqual(tomb);
  });
});

/**
 * A stand-in for Firestore and its rules, doing what RxDB's Firestore push does: a conflict
 * when the server copy differs from the last pulled state, else batch.update() with the whole
 * local document, which the rules accept only as isRead false → true.
 */
function fakeServer(initial: Raw[]) {
  const docs = new Map(initial.map((d) => [d.id as string, structuredClone(d)]));
  const refused: string[] = [];
  const updated: string[] = [];
  const conflicts: string[] = [];
  /** What each push sent, as the Firestore plugin would pass it to batch.update(). */
  const sent: Raw[] = [];
  const pull = async () => ({ documents: [...docs.values()].map((d) => structuredClone(d)) as never as WithDeleted<OwnerNotification>[], checkpoint: { done: true } });
  const push = async (rows: { assumedMasterState?: Raw; newDocumentState: Raw }[]) => {
    const found: Raw[] = [];
    for (const { assumedMasterState, newDocumentState } of rows) {
      const inDb = docs.get(newDocumentState.id as string);
      if (inDb && (!assumedMasterState || !notificationConflictHandler.isEqual(inDb as never, assumedMasterState as never, 'test'))) {
        conflicts.push(inDb.id as string);
        found.push(inDb);
        continue;
      }
      sent.push(structuredClone(newDocumentState));
      const next = { ...inDb, ...newDocumentState };
      const changed = Object.keys(next).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(inDb?.[k]));
      if (!inDb || changed.some((k) => k !== 'isRead') || inDb.isRead !== false || next.isRead !== true) {
        refused.push(`${String(newDocumentState.id)}: ${changed.join(',')}`);
        throw new Error('permission-denied');
      }
      docs.set(next.id as string, next);
      updated.push(next.id as string);
    }
    return found as never as WithDeleted<OwnerNotification>[];
  };
  return { docs, refused, updated, conflicts, sent, pull, push };
}

async function replicate(collection: RxCollection<OwnerNotification>, server: ReturnType<typeof fakeServer>, modifier = toNotificationDoc) {
  let pulled = false;
  const state = replicateRxCollection<OwnerNotification, unknown>({
    collection,
    replicationIdentifier: 'fake-notifications',
    live: true,
    retryTime: 50,
    pull: { handler: async () => (pulled ? { documents: [], checkpoint: { done: true } } : ((pulled = true), server.pull())), modifier: modifier as never },
    push: { handler: server.push as never },
  });
  await state.awaitInitialReplication();
  return state;
}

describe('mark all as read, pushed through the replication', () => {
  it('pushes only isRead, for the unread ones only, without conflicts or refusals', async () => {
    const server = fakeServer(SERVER);
    const collection = await getNotificationsCollection('u-1');
    const state = await replicate(collection, server);
    await markAllNotificationsRead('u-1');
    try {
      // A refused push retries forever: fail with the reason instead of a test timeout.
      const stuck = new Promise((_, reject) => setTimeout(() => reject(new Error(`push never settled; refused: ${server.refused.join('; ')}`)), 3000));
      await Promise.race([state.awaitInSync(), stuck]);
    } finally {
      await state.cancel();
    }

    expect(server.refused).toEqual([]);
    expect(server.conflicts).toEqual([]);
    expect(server.updated.sort()).toEqual(['n-1', 'n-2', 'n-4', 'n-5', 'n-6']);
    // The whole local document goes out: exactly the server's fields, isRead flipped.
    const sentN2 = server.sent.find((d) => d.id === 'n-2');
    expect(Object.keys(sentN2!).sort()).toEqual(['_deleted', 'createdAt', 'id', 'isRead', 'message', 'title', 'type']);
    expect(server.docs.get('n-1')).toStrictEqual({ ...SERVER[0], isRead: true });
    expect(server.docs.get('n-2')).toStrictEqual({ ...SERVER[1], isRead: true });
    expect('listingId' in server.docs.get('n-2')!).toBe(false);
    expect(server.docs.get('n-3')).toStrictEqual(SERVER[2]);
  });

  it('names the collection per user', () => {
    expect(notificationsCollectionName('demo-Diner')).toMatch(/^notifications_[a-z0-9]+$/);
  });
});
