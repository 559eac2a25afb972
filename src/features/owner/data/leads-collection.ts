// The signed-in owner's leads (diners' questions) on this device: a per-user collection
// replicated both ways with users/{uid}/leads. The owner only moves a lead between new,
// answered and archived; the push sends the whole local document, so the pull modifier keeps
// every other field exactly as the function wrote it (the rules refuse any other change).
import type { RxCollection, RxConflictHandler, WithDeleted } from 'rxdb';
import { startReplication } from '@/lib/db/replicate';
import { openUserCollection, removeUserCollections, userCollectionName, type UserCollectionKind, type UserReplication } from '@/lib/db/user-collections';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { hasUnpushed, markUnpushed, settleFrom, unpushedIds } from '@/lib/db/unpushed-writes';
import { leadSchema, toLeadDoc, type OwnerLead } from './lead-schema';

const PREFIX = 'leads';

export const leadsCollectionName = (uid: string) => userCollectionName(PREFIX, uid);
export const leadsPath = (uid: string) => `users/${uid}/leads`;

const same = (a: WithDeleted<OwnerLead>, b: WithDeleted<OwnerLead>) =>
  (Object.keys(a) as (keyof WithDeleted<OwnerLead>)[]).every((key) => a[key] === b[key]);

/**
 * The server's content wins; the status is the one changed last (by updatedAt), so a lead
 * answered on this device while another archived it earlier ends up answered everywhere.
 */
export const leadConflictHandler: RxConflictHandler<OwnerLead> = {
  isEqual: (a, b) => same(toLeadDoc(a as never), toLeadDoc(b as never)),
  async resolve({ newDocumentState, realMasterState }) {
    const master = toLeadDoc(realMasterState as never);
    if (master._deleted || newDocumentState.updatedAt <= master.updatedAt) return master;
    return { ...master, status: newDocumentState.status, updatedAt: newDocumentState.updatedAt };
  },
};

const KIND: UserCollectionKind<OwnerLead> = {
  prefix: PREFIX,
  schema: leadSchema,
  conflictHandler: leadConflictHandler,
  localKeys: (name) => [syncedFlagKey(name)],
  // A status changed offline survives a sign-out: the collection waits for its user's return.
  keep: hasUnpushed,
};

const hooked = new WeakSet<RxCollection<OwnerLead>>();

/** Every local status change is recorded as unpushed (version: its updatedAt) by a hook. */
export const getLeadsCollection = (uid: string): Promise<RxCollection<OwnerLead>> =>
  openUserCollection(KIND, uid).then((collection) => {
    if (!hooked.has(collection)) {
      hooked.add(collection);
      const name = leadsCollectionName(uid);
      collection.preSave((data, doc) => {
        if (data.updatedAt !== doc.updatedAt) markUnpushed(name, data.id, data.updatedAt);
      }, false);
    }
    return collection;
  });

/** The leads whose status change this device has not pushed yet. */
export const unpushedLeadIds = (uid: string) => unpushedIds(leadsCollectionName(uid));

const versionOf = (doc: Record<string, unknown>) => (typeof doc.updatedAt === 'number' ? doc.updatedAt : 0);

export const leadsSync: UserReplication = {
  name: leadsCollectionName,
  start: async (uid) => {
    const state = startReplication({
      collection: await getLeadsCollection(uid),
      path: leadsPath(uid),
      pushEnabled: true,
      pullModifier: toLeadDoc,
    });
    settleFrom(leadsCollectionName(uid), state.sent$ as never, versionOf);
    settleFrom(leadsCollectionName(uid), state.received$ as never, versionOf);
    return state;
  },
  removeLocal: (keepUid) => removeUserCollections(KIND, keepUid),
};
