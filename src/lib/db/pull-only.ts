// Per-user collections that only ever pull one Firestore path (read models, an admin's copies):
// name, opener and replication from one description. Imports the Firestore replication, so
// only lazily loaded sync code may import this module.
import type { RxCollection, RxJsonSchema, WithDeleted } from 'rxdb';
import type { QueryFieldFilterConstraint } from 'firebase/firestore';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { startReplication } from './replicate';
import { openUserCollection, removeUserCollections, userCollectionName, type UserCollectionKind, type UserReplication } from './user-collections';

export interface PullOnlyData<T> {
  name: (uid: string) => string;
  open: (uid: string) => Promise<RxCollection<T>>;
  sync: UserReplication;
}

export function pullOnlyUserData<T>(spec: {
  prefix: string;
  schema: RxJsonSchema<T>;
  /** The Firestore path to pull, for this user. */
  path: (uid: string) => string;
  /** Equality filters for this user's pull (e.g. their own documents of a shared collection). */
  pullFilter?: (uid: string) => QueryFieldFilterConstraint[];
  pullModifier: (doc: Record<string, unknown>) => WithDeleted<T>;
}): PullOnlyData<T> {
  const kind: UserCollectionKind<T> = { prefix: spec.prefix, schema: spec.schema, localKeys: (name) => [syncedFlagKey(name)] };
  const name = (uid: string) => userCollectionName(spec.prefix, uid);
  const open = (uid: string) => openUserCollection(kind, uid);
  return {
    name,
    open,
    sync: {
      name,
      start: async (uid) =>
        startReplication({
          collection: await open(uid),
          path: spec.path(uid),
          pullFilter: spec.pullFilter?.(uid),
          pushEnabled: false,
          pullModifier: spec.pullModifier as never,
        }),
      removeLocal: (keepUid) => removeUserCollections(kind, keepUid),
    },
  };
}
