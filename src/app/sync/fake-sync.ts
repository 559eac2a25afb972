// Test doubles for src/app/sync/: the Firestore replication replaced by a fake state at our own
// module boundary (UserReplication.start), over real RxDB collections on fake-indexeddb.
import { Subject } from 'rxjs';
import type { RxJsonSchema } from 'rxdb';
import {
  openUserCollection,
  removeUserCollections,
  userCollectionName,
  type UserCollectionKind,
  type UserReplication,
  type UserSyncModule,
  type UserSyncSpec,
} from '@/lib/db/user-collections';
import type { Replication } from './watch';

export interface FakeState extends Replication {
  errors: Subject<unknown>;
  cancelled: boolean;
}

export function fakeState(): FakeState {
  const errors = new Subject<unknown>();
  const state: FakeState = {
    errors,
    cancelled: false,
    error$: errors,
    awaitInitialReplication: () => new Promise(() => undefined),
    isStopped: () => state.cancelled,
    reSync: () => undefined,
    cancel: async () => void (state.cancelled = true),
  };
  return state;
}

interface Doc {
  id: string;
}

const schema: RxJsonSchema<Doc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
};

/** A kind over a real per-user collection; `started` lists the collections whose replication ran. */
export function fakeKind(prefix: string, started: string[], keep?: (name: string) => boolean): UserReplication {
  const kind: UserCollectionKind<Doc> = { prefix, schema, keep };
  return {
    name: (uid) => userCollectionName(prefix, uid),
    start: async (uid) => {
      await openUserCollection(kind, uid);
      started.push(userCollectionName(prefix, uid));
      return fakeState() as never;
    },
    removeLocal: (keepUid) => removeUserCollections(kind, keepUid),
  };
}

export const openFake = (prefix: string, uid: string) => openUserCollection<Doc>({ prefix, schema }, uid);

/** A spec as a feature's index publishes it; `loads` counts how often its module was loaded. */
export function fakeSpec(audience: 'user' | 'admin', module: UserSyncModule) {
  const spec = {
    loads: 0,
    prefixes: module.kinds.map((k) => k.name('x').split('_')[0]),
    audience,
    load: async () => {
      spec.loads += 1;
      return { default: module };
    },
  } satisfies UserSyncSpec & { loads: number };
  return spec;
}
