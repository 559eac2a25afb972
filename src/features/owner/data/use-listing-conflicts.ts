// The owner's side of the conflict records: which overridden versions a listing still shows,
// and the two things the owner can do with one (use it as their own edit, or dismiss it).
import { useEffect, useState } from 'react';
import { timeZoneForSave } from '../lib/listing-time-zone';
import { sameValue } from './listing-conflict';
import { CONTENT_KEYS, type ListingDraft, type OwnerListing } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsSettled } from './owner-listings-collection';
import { listConflicts, onConflictsChanged, removeConflicts, type ConflictRecord } from './conflict-records';
import { updateListing } from './listing-writes';

const NONE: ConflictRecord[] = [];

/** Every record of `uid` on this device, live (this tab's writes and other tabs'). */
export function useConflictRecords(uid: string | null | undefined): ConflictRecord[] {
  const [records, setRecords] = useState<{ uid: string; list: ConflictRecord[] } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    const load = () =>
      void listConflicts(uid)
        .then((list) => live && setRecords({ uid, list }))
        .catch((error: unknown) => console.error('Could not read the other versions', error));
    load();
    const stop = onConflictsChanged(load);
    return () => {
      live = false;
      stop();
    };
  }, [uid]);
  return records && records.uid === uid ? records.list : NONE;
}

/**
 * The records a listing shows: its own, except those the listing already holds (the other
 * version was used since, here or on another device).
 */
export function conflictsOf(records: readonly ConflictRecord[], listing: Pick<OwnerListing, 'id'> & Partial<ListingDraft>): ConflictRecord[] {
  return records.filter((r) => r.listingId === listing.id && !sameValue(listing[r.field], r.value));
}

/**
 * "Use the other version": an ordinary owner edit of that one field (back to pending, waiting
 * to sync, pushed by the replication), then the record goes.
 */
export async function applyOtherVersion(uid: string, record: ConflictRecord): Promise<void> {
  // The other version is the one this device's merge overrode: checked against an older base
  // than that merge, the edit would look like no change and the server's text would stay.
  await ownerListingsSettled(uid);
  const doc = await (await getOwnerListingsCollection(uid)).findOne(record.listingId).exec();
  if (!doc) throw new Error('Could not find the listing you were looking for.');
  const current = doc.toJSON() as OwnerListing;
  const draft = { ...(Object.fromEntries(CONTENT_KEYS.map((k) => [k, current[k]])) as unknown as ListingDraft), [record.field]: record.value };
  // The zone follows the place: another city or location may mean another zone.
  await updateListing(uid, record.listingId, { ...draft, timeZone: await timeZoneForSave(draft) });
  await removeConflicts([record]);
}

export const dismissConflict = (record: ConflictRecord) => removeConflicts([record]);
