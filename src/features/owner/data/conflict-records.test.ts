import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listConflicts, onConflictsChanged, removeConflictRecords, removeConflicts, saveConflicts } from './conflict-records';

beforeEach(() => removeConflictRecords(null));

describe('conflict records (the versions a merge overrode, on this device)', () => {
  it('keeps each version per user, listing and field, oldest first, and one record per version', async () => {
    await saveConflicts('alice', 'L1', [{ field: 'description', value: 'Later text', editedAt: 3000 }], 10);
    await saveConflicts('alice', 'L1', [{ field: 'description', value: 'Earlier text', editedAt: 2000 }], 11);
    await saveConflicts('alice', 'L1', [{ field: 'description', value: 'Earlier text', editedAt: 2000 }], 12);
    await saveConflicts('bob', 'L9', [{ field: 'title', value: 'Bob’s', editedAt: 1000 }]);
    const alice = await listConflicts('alice');
    expect(alice.map((r) => r.value)).toEqual(['Earlier text', 'Later text']);
    expect(alice[0]).toEqual({ uid: 'alice', listingId: 'L1', field: 'description', value: 'Earlier text', editedAt: 2000, savedAt: 12 });
    expect(await listConflicts('bob')).toHaveLength(1);
  });

  it('a used or dismissed record goes; the others stay', async () => {
    await saveConflicts('alice', 'L1', [
      { field: 'description', value: 'D', editedAt: 2000 },
      { field: 'title', value: 'T', editedAt: 2000 },
    ]);
    const [first] = await listConflicts('alice');
    await removeConflicts([first]);
    expect((await listConflicts('alice')).map((r) => r.field)).toEqual(['title']);
  });

  it('a user switch forgets every other user’s records (sign-out: everyone’s)', async () => {
    await saveConflicts('alice', 'L1', [{ field: 'title', value: 'A', editedAt: 1 }]);
    await saveConflicts('bob', 'L2', [{ field: 'title', value: 'B', editedAt: 1 }]);
    await removeConflictRecords('bob');
    expect(await listConflicts('alice')).toEqual([]);
    expect(await listConflicts('bob')).toHaveLength(1);
    await removeConflictRecords(null);
    expect(await listConflicts('bob')).toEqual([]);
  });

  it('tells listeners of every change, until they unsubscribe', async () => {
    const listener = vi.fn();
    const stop = onConflictsChanged(listener);
    await saveConflicts('alice', 'L1', [{ field: 'title', value: 'A', editedAt: 1 }]);
    await removeConflicts(await listConflicts('alice'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    await saveConflicts('alice', 'L1', [{ field: 'title', value: 'A', editedAt: 1 }]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('nothing to keep writes nothing', async () => {
    await saveConflicts('alice', 'L1', []);
    await saveConflicts('', 'L1', [{ field: 'title', value: 'A', editedAt: 1 }]);
    expect(await listConflicts('alice')).toEqual([]);
    expect(await listConflicts('')).toEqual([]);
  });
});
