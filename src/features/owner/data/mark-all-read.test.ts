import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { getNotificationsCollection } from './notifications-collection';
import { markAllNotificationsRead } from './mark-all-read';
import type { OwnerNotification } from './notification-schema';

const note = (id: string, isRead: boolean, createdAt: number): OwnerNotification => ({
  id,
  type: 'other',
  title: `Note ${id}`,
  message: '',
  isRead,
  createdAt,
});

beforeEach(async () => {
  await useTestDatabase();
});

describe('markAllNotificationsRead', () => {
  it('flips the unread ones locally and leaves the read ones untouched', async () => {
    const collection = await getNotificationsCollection('u-1');
    await collection.bulkInsert([note('a', false, 1), note('b', true, 2), { ...note('c', false, 3), listingId: 'l-1' }]);
    const revBefore = (await collection.findOne('b').exec())!.revision;

    await markAllNotificationsRead('u-1');

    const docs = (await collection.find().exec()).map((d) => d.toJSON());
    expect(docs.every((d) => d.isRead)).toBe(true);
    // Nothing to push for an already read one: its revision did not move.
    expect((await collection.findOne('b').exec())!.revision).toBe(revBefore);
    // Only isRead changed: no field added or rewritten.
    expect((await collection.findOne('a').exec())!.toJSON()).toMatchObject({ ...note('a', true, 1) });
    expect('listingId' in (await collection.findOne('a').exec())!.toJSON()).toBe(false);
    expect((await collection.findOne('c').exec())!.listingId).toBe('l-1');
  });

  it("touches only the given user's notifications", async () => {
    await (await getNotificationsCollection('u-1')).insert(note('a', false, 1));
    await (await getNotificationsCollection('u-2')).insert(note('a', false, 1));
    await markAllNotificationsRead('u-1');
    expect((await (await getNotificationsCollection('u-2')).findOne('a').exec())!.isRead).toBe(false);
  });

  it('is a no-op with nothing unread', async () => {
    await expect(markAllNotificationsRead('u-9')).resolves.toBeUndefined();
  });
});
