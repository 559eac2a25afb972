// Conflict handler for owners' listings (docs/sync.md). RxDB's default keeps the
// server's version, which would silently drop an owner's offline edit that raced an admin
// action. Here the owner's content changes win, the server's other changes stay, and the
// moderation rule is re-applied: an owner's edit always returns the listing to pending.
// When that overrides a version the server got from elsewhere (another device of the owner,
// an admin), the overridden version is kept on this device and shown to the owner.
import type { RxConflictHandler, WithDeleted } from 'rxdb';
import { CONTENT_KEYS, toOwnerListingDoc, type OwnerListing } from '@/domain/listing';
import { saveConflicts, type LostVersion } from './conflict-records';

type Doc = WithDeleted<OwnerListing>;
const LIST_KEYS = new Set(['images', 'specialOffers']);
const MAX_LIST = 10;

/** Deep equality over plain JSON values, insensitive to key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const normal = (d: unknown): Doc => toOwnerListingDoc(d as Record<string, unknown>);

/**
 * Three-way merge of a list: the server's list, plus what the owner added, minus what the
 * owner removed (photos uploaded from the queue are appended while an admin may also edit).
 * If that exceeds the limit the owner's own list wins, so nothing they added is dropped.
 */
function mergeList(base: string[], mine: string[], theirs: string[]): string[] {
  const removed = new Set(base.filter((x) => !mine.includes(x)));
  const merged = theirs.filter((x) => !removed.has(x));
  for (const x of mine) if (!base.includes(x) && !merged.includes(x)) merged.push(x);
  return merged.length > MAX_LIST ? mine : merged;
}

/** The document to keep when the owner's local version and the server's disagree. */
export function resolveListingConflict(input: { newDocumentState: unknown; assumedMasterState?: unknown; realMasterState: unknown }): Doc {
  const mine = normal(input.newDocumentState);
  const theirs = normal(input.realMasterState);
  const base = input.assumedMasterState ? normal(input.assumedMasterState) : undefined;
  const updatedAt = Math.max(mine.updatedAt, theirs.updatedAt);

  // The owner deleted it: their decision stands, whatever the server did meanwhile.
  if (mine._deleted && (!base || !base._deleted)) return { ...theirs, _deleted: true, updatedAt };

  // Without a base (this device lost its replication state, e.g. after a schema migration),
  // what equals the server's copy is no edit. The time zone is derived from the place, never
  // typed: it alone is no edit either, and it travels with the owner's other changes.
  const changed = CONTENT_KEYS.filter((key) => key !== 'timeZone' && !sameValue(mine[key], base ? base[key] : theirs[key]));
  if (changed.length === 0) return theirs;
  if (mine.timeZone) changed.push('timeZone');

  const merged: Doc = { ...theirs };
  for (const key of changed) {
    if (base && LIST_KEYS.has(key)) {
      (merged[key] as string[]) = mergeList(base[key] as string[], mine[key] as string[], theirs[key] as string[]);
    } else {
      (merged as unknown as Record<string, unknown>)[key] = mine[key];
    }
  }
  // Moderation: an owner's edit goes back to the admin queue; nothing they typed is lost,
  // even if an admin removed the listing meanwhile (it comes back as pending).
  return { ...merged, status: 'pending', rejectionReason: null, _deleted: false, updatedAt };
}

type ConflictInput = Parameters<typeof resolveListingConflict>[0];

/**
 * The server's versions the merge overrode: fields both sides changed since the fork, to
 * different values. A list loses only what the other side added and the result left out (the
 * over-the-limit case). Without a base nothing can be told apart, and a deletion that stands
 * has no listing left to show them on: both record nothing. The derived zone is no text.
 */
export function overriddenVersions(input: ConflictInput, merged: Doc): LostVersion[] {
  const theirs = normal(input.realMasterState);
  const base = input.assumedMasterState ? normal(input.assumedMasterState) : undefined;
  if (!base || merged._deleted || theirs._deleted) return [];
  const lost: LostVersion[] = [];
  for (const key of CONTENT_KEYS) {
    if (key === 'timeZone' || sameValue(base[key], theirs[key]) || sameValue(merged[key], theirs[key])) continue;
    if (LIST_KEYS.has(key)) {
      const added = (theirs[key] as string[]).filter((x) => !(base[key] as string[]).includes(x));
      if (added.every((x) => (merged[key] as string[]).includes(x))) continue;
    }
    lost.push({ field: key, value: theirs[key], editedAt: theirs.updatedAt });
  }
  return lost;
}

export const listingConflictHandler: RxConflictHandler<OwnerListing> = {
  isEqual: (a, b) => sameValue(normal(a), normal(b)),
  resolve: async (input) => {
    const merged = resolveListingConflict(input);
    const lost = overriddenVersions(input, merged);
    // Recording is best effort: a full disk must not stop the merge from being pushed.
    if (lost.length > 0) await saveConflicts(merged.ownerId, merged.id, lost).catch((error: unknown) => console.error('Could not keep the other version', error));
    return merged;
  },
};
