// A notification marked read offline survives a sign-out: its collection is kept until the
// mark reaches the server (pushed, or the server's copy pulled as read).
import { beforeEach, describe, expect, it } from 'vitest';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { useTestDatabase } from '@/testing/db';
import { storedCollectionNames } from '@/lib/db/database';
import { hasUnpushed, settleFrom } from '@/lib/db/unpushed-writes';
import { getNotificationsCollection, notificationsCollectionName, notificationsSync } from './notifications-collection';
import { markAllNotificationsRead } from './mark-all-read';
import type { OwnerNotification } from './notification-schema';

const NOTE: OwnerNotification = { id: 'n-1', type: 'other', title: 'Hi', message: 'Hello', isRead: false, createdAt: 1 };
const name = notificationsCollectionName('u-1');

beforeEach(async () => {
  await useTestDatabase();
});

describe('notifications marked read, then sign-out', () => {
  it('keeps the collection (and the read mark) until the mark is pushed', async () => {
    const collection = await getNotificationsCollection('u-1');
    await collection.insert(NOTE); // as a pull would leave it (before any replication: no hook state)
    expect(hasUnpushed(name)).toBe(false);

    await markAllNotificationsRead('u-1'); // offline: nothing replicates
    expect(hasUnpushed(name)).toBe(true);

    await notificationsSync.removeLocal(null); // sign-out
    expect(await storedCollectionNames()).toContain(name);
    const back = await getNotificationsCollection('u-1');
    expect((await back.findOne('n-1').exec())?.isRead).toBe(true);

    // Back online: the replication pushes it, sent$ settles it, and the next sign-out sweeps.
    const pushed: unknown[] = [];
    const state = replicateRxCollection<OwnerNotification, unknown>({
      collection: back,
      replicationIdentifier: 'fake-notifications-keep',
      live: false,
      pull: { handler: async () => ({ documents: [], checkpoint: null }) },
      push: { handler: async (rows) => (pushed.push(...rows), []) },
    });
    settleFrom(name, state.sent$ as never, (doc: Record<string, unknown>) => (doc.isRead === true ? 1 : 0));
    await state.awaitInitialReplication();
    await state.cancel();
    expect(pushed).toHaveLength(1);
    expect(hasUnpushed(name)).toBe(false);

    await notificationsSync.removeLocal(null);
    expect(await storedCollectionNames()).not.toContain(name);
  });

  it('does not keep a collection without local changes', async () => {
    const collection = await getNotificationsCollection('u-1');
    await collection.insert({ ...NOTE, isRead: true });
    await notificationsSync.removeLocal(null);
    expect(await storedCollectionNames()).not.toContain(name);
  });
});
