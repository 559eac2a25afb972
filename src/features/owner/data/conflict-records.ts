// The versions of an owner's listing that a conflict merge overrode on this device (another
// device's text, an admin's edit), kept until the owner uses or dismisses them. IndexedDB
// through idb-keyval, outside RxDB: the conflict handler writes here from inside the
// replication, and the records need no sync nor a collection slot. One record per listing,
// field and overridden version; the user switch forgets every other user's records.
import { createStore, delMany, entries, keys, setMany, type UseStore } from 'idb-keyval';
import type { ContentKey } from '@shared/listing-fields';

/** A server version the merge did not keep: the field, its value, when it was edited (epoch ms). */
export interface LostVersion {
  field: ContentKey;
  value: unknown;
  editedAt: number;
}

export interface ConflictRecord extends LostVersion {
  uid: string;
  listingId: string;
  /** When this device resolved the conflict, epoch ms. */
  savedAt: number;
}

type Key = [uid: string, listingId: string, field: string, editedAt: number];

const keyOf = (r: Pick<ConflictRecord, 'uid' | 'listingId' | 'field' | 'editedAt'>): Key => [r.uid, r.listingId, r.field, r.editedAt];

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('forkful-owner-conflicts', 'records'));

// The conflict is resolved by the tab that pushes (the leader): other tabs hear it here. One
// channel per tab, which never hears its own messages.
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function channelOf(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('forkful-owner-conflicts');
    if (channel) channel.onmessage = () => listeners.forEach((listener) => listener());
  }
  return channel;
}

function changed() {
  listeners.forEach((listener) => listener());
  channelOf()?.postMessage('changed');
}

/** Calls `listener` on every change of the records, in this tab or another; returns the unsubscribe. */
export function onConflictsChanged(listener: () => void): () => void {
  channelOf();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Keeps versions a merge of `uid`'s listing overrode. The same version recorded again is one record. */
export async function saveConflicts(uid: string, listingId: string, lost: LostVersion[], now = Date.now()): Promise<void> {
  if (!uid || !listingId || lost.length === 0) return;
  const records = lost.map((l): ConflictRecord => ({ uid, listingId, field: l.field, value: l.value, editedAt: l.editedAt, savedAt: now }));
  await setMany(records.map((r) => [keyOf(r), r]), storeOf());
  changed();
}

/** `uid`'s records, oldest overridden version first. */
export async function listConflicts(uid: string): Promise<ConflictRecord[]> {
  const all = await entries<Key, ConflictRecord>(storeOf());
  return all
    .filter(([key]) => Array.isArray(key) && key[0] === uid)
    .map(([, record]) => record)
    .sort((a, b) => a.editedAt - b.editedAt || a.field.localeCompare(b.field));
}

/** Forgets records (the owner used or dismissed them). */
export async function removeConflicts(records: ConflictRecord[]): Promise<void> {
  if (records.length === 0) return;
  await delMany(records.map(keyOf), storeOf());
  changed();
}

/** Forgets every user's records but `keepUid`'s (the user switch, like the other per-user data). */
export async function removeConflictRecords(keepUid: string | null): Promise<void> {
  const all = await keys<Key>(storeOf());
  const gone = all.filter((key) => !Array.isArray(key) || key[0] !== keepUid);
  if (gone.length === 0) return;
  await delMany(gone, storeOf());
  changed();
}
