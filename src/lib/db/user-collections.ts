// Collections that belong to one signed-in user (favourites, own listings, notifications…):
// how they are named on this device and how they are forgotten.
//
// One collection per user, named `<prefix>_<hash of uid>`, not one shared collection:
// - Signing out (or in as someone else) must drop the previous user's data locally WITHOUT
//   pushing deletions. Removing a collection deletes its documents and its replication
//   checkpoints in one step (RxCollection.remove()), and with a per-user name nothing else
//   can be writing to that collection meanwhile: the new user's collection is a different
//   one, so a removal finishing late (or in a second tab) never wipes the new user's data,
//   and the same user signing in again starts with a fresh checkpoint (a full pull).
// - Tombstones written locally to "clear" a shared collection would instead be pushed the
//   next time a replication starts (to the returning user, or to the next user's path).
// Only the current user's collections are open, each costing one of RxDB's 13 collection
// slots per tab; a removal closes the old one first.
import type { RxCollection, RxConflictHandler, RxJsonSchema } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { ensureCollection, removeCollection, storedCollectionNames } from './database';

/** FNV-1a twice with different seeds: a stable, collection-name-safe key (a-z0-9) for a uid. */
export function shortHash(value: string): string {
  const fnv = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < value.length; i++) {
      h ^= value.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36).padStart(7, '0');
  };
  return fnv(0x811c9dc5) + fnv(0x2f6b3c1d);
}

export const userCollectionName = (prefix: string, uid: string) => `${prefix}_${shortHash(uid)}`;

/** Whether a stored collection is some user's (named by userCollectionName), whatever its kind. */
export const isUserCollectionName = (name: string) => /^[a-z]+_[0-9a-z]{14}$/.test(name);

/** localStorage keys that belong to a removed collection (e.g. its "synced once" flag). */
type KeysOf = (collectionName: string) => string[];

export interface UserCollectionKind<T> {
  prefix: string;
  schema: RxJsonSchema<T>;
  conflictHandler?: RxConflictHandler<T>;
  localKeys?: KeysOf;
  /** A collection this returns true for is kept on sign-out (e.g. it holds unpushed work). */
  keep?: (collectionName: string) => boolean;
}

// Removals run one after another, and opening a collection waits for them, so a user who
// signs out and straight back in never gets the collection that is being removed.
let removals: Promise<void> = Promise.resolve();

export function openUserCollection<T>(kind: UserCollectionKind<T>, uid: string): Promise<RxCollection<T>> {
  return removals.then(() =>
    ensureCollection<T>(userCollectionName(kind.prefix, uid), kind.schema, { conflictHandler: kind.conflictHandler }),
  );
}

/**
 * Forgets, on this device only, this kind's data of everyone except `keepUid` (null: of
 * everyone). Stop their replication first, or the replication would re-pull them.
 */
export function removeUserCollections<T>(kind: UserCollectionKind<T>, keepUid: string | null): Promise<void> {
  const keep = keepUid ? userCollectionName(kind.prefix, keepUid) : null;
  const run = removals.then(async () => {
    const names = (await storedCollectionNames()).filter((n) => n.startsWith(`${kind.prefix}_`) && n !== keep && !kind.keep?.(n));
    for (const name of names) {
      await removeCollection(name, kind.schema);
      for (const key of kind.localKeys?.(name) ?? []) {
        try {
          localStorage.removeItem(key);
        } catch {
          /* private mode */
        }
      }
    }
  });
  removals = run.catch(() => undefined);
  return run;
}

/**
 * How one kind of per-user data replicates; src/app/sync.ts starts every such replication
 * for the signed-in user and, on a change of user, cancels them before removeLocal().
 */
export interface UserReplication {
  /** Collection name for this user (also the key of its "synced once" flag). */
  name: (uid: string) => string;
  start: (uid: string) => Promise<RxReplicationState<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  removeLocal: (keepUid: string | null) => Promise<void>;
}

/** What a feature's lazily loaded sync module exports as its default. */
export interface UserSyncModule {
  kinds: UserReplication[];
  /**
   * The user's data this device keeps outside any replication (e.g. recently viewed): forgotten
   * for everyone except `keepUid` (null: everyone), when and as the kinds' data is.
   */
  removeLocal?: (keepUid: string | null) => Promise<void>;
  /** Other work that runs while the user is signed in (the owner's photo upload queue). */
  startUser?: (uid: string) => void;
  stopUser?: () => void;
}

/**
 * A feature's per-user sync as its public index describes it: plain data and a lazy import,
 * no Firebase, so the index stays light. The app loads the module for a signed-in user of the
 * audience, or when collections with these prefixes are left on the device to be swept.
 */
export interface UserSyncSpec {
  /**
   * Collection prefixes of its kinds (`<prefix>_<hash of uid>`). None: its data lives outside
   * RxDB, so any user's collections left on the device mean its data may be left too.
   */
  prefixes: string[];
  /** 'user': every signed-in user; 'admin': admin sessions only (anyone else has it swept). */
  audience: 'user' | 'admin';
  load: () => Promise<{ default: UserSyncModule }>;
}

/** A public collection replicated pull-only for everyone (catalogue, ads), as its feature's index describes it. */
export interface PublicReplication {
  name: string;
  collection: RxCollection<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  path: string;
  pullModifier: (doc: Record<string, unknown>) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A downloaded snapshot: the first pull of a device with no checkpoint yet (pull-snapshot.ts, snapshotFirst). */
  snapshot?: { documents: Record<string, unknown>[]; checkpoint: { id: string; serverTimestamp: string } };
  /** A problem met while preparing: reported through the sync error path; the replication starts anyway. */
  startupError?: Error;
  /** How the local data was prepared (e.g. 'snapshot'), for the read-only sync diagnostics. */
  preparedFrom?: string;
}
