import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsCollectionName } from './owner-listings-collection';
import { createListing } from './listing-writes';
import { hasPendingWrites, usePendingWrites } from './pending-writes';
import { listConflicts, removeConflictRecords, saveConflicts } from './conflict-records';
import { applyOtherVersion, conflictsOf, dismissConflict, useConflictRecords } from './use-listing-conflicts';

const UID = 'owner-1';
const draft: ListingDraft = { ...emptyDraft(), title: 'Corner Café', description: 'Mine', address: '2 High St', city: 'Leeds', category: 'Cafe' };

beforeEach(async () => {
  await useTestDatabase();
  await removeConflictRecords(null);
  usePendingWrites.setState({ byCollection: {} });
});

describe('the owner’s conflict records', () => {
  it('the hook follows the records live, per user', async () => {
    const { result } = renderHook(() => useConflictRecords(UID));
    expect(result.current).toEqual([]);
    await act(() => saveConflicts(UID, 'L1', [{ field: 'description', value: 'Other', editedAt: 5 }]));
    await waitFor(() => expect(result.current.map((r) => r.value)).toEqual(['Other']));
    await act(() => dismissConflict(result.current[0]));
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('a listing shows its own records, except a version it already holds', async () => {
    await saveConflicts(UID, 'L1', [
      { field: 'description', value: 'Other', editedAt: 5 },
      { field: 'title', value: 'Same', editedAt: 5 },
    ]);
    await saveConflicts(UID, 'L2', [{ field: 'title', value: 'X', editedAt: 5 }]);
    const shown = conflictsOf(await listConflicts(UID), { id: 'L1', description: 'Mine', title: 'Same' });
    expect(shown.map((r) => r.field)).toEqual(['description']);
  });

  it('"Use the other version" is an owner edit of that field: pending, waiting to sync, record gone', async () => {
    const id = await createListing(UID, draft);
    usePendingWrites.setState({ byCollection: {} });
    const collection = await getOwnerListingsCollection(UID);
    await (await collection.findOne(id).exec())!.incrementalPatch({ status: 'approved' });
    await saveConflicts(UID, id, [{ field: 'description', value: 'The other device’s text', editedAt: 5 }]);
    const [record] = await listConflicts(UID);
    await applyOtherVersion(UID, record);
    const doc = (await collection.findOne(id).exec())!.toJSON();
    expect(doc).toMatchObject({ description: 'The other device’s text', title: 'Corner Café', status: 'pending', rejectionReason: null });
    expect(hasPendingWrites(ownerListingsCollectionName(UID))).toBe(true);
    expect(await listConflicts(UID)).toEqual([]);
  });

  it('a listing gone meanwhile: an error, and the record stays', async () => {
    await saveConflicts(UID, 'gone', [{ field: 'description', value: 'x', editedAt: 5 }]);
    const [record] = await listConflicts(UID);
    await expect(applyOtherVersion(UID, record)).rejects.toThrow(/Could not find/);
    expect(await listConflicts(UID)).toHaveLength(1);
  });
});
