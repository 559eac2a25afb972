// The signed-in owner's notifications on this device: a per-user collection (see
// src/lib/db/user-collections.ts for why) replicated both ways with users/{uid}/notifications.
//
// Both ways, yet the owner only ever flips `isRead` from false to true. RxDB's Firestore push
// checks the server copy against the last pulled state (a conflict if they differ) and then
// sends the WHOLE local document with batch.update(). The rules let an owner change only
// `isRead` and `serverTimestamp`, so the local document must be exactly what the server holds:
// the pull modifier may not add fields (an absent `listingId` stays absent), drop them, or
// rewrite values.
import type { RxCollection, RxConflictHandler, WithDeleted } from 'rxdb';
import { startReplication } from '@/lib/db/replicate';
import { openUserCollection, removeUserCollections, userCollectionName, type UserCollectionKind, type UserReplication } from '@/lib/db/user-collections';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { notificationSchema, type NotificationType, type OwnerNotification } from './notification-schema';
import { str } from '@/lib/db/coerce';
import { hasUnpushed, markUnpushed, settleFrom } from '@/lib/db/unpushed-writes';

const PREFIX = 'notifications';

export const notificationsCollectionName = (uid: string) => userCollectionName(PREFIX, uid);

/** Firestore path of a user's notifications (docs/data-model.md). */
export const notificationsPath = (uid: string) => `users/${uid}/notifications`;

const TYPES: readonly NotificationType[] = ['booking', 'lead', 'listing_approved', 'listing_rejected', 'review_reply', 'report_resolved', 'review_removed', 'other'];

/**
 * Shapes a pulled (or conflicting) Firestore notification for the local schema WITHOUT
 * changing it: every document the rules accept already has the right fields and types, and
 * comes out identical. The fallbacks only keep the screens working on a malformed document
 * (which the rules would never let anyone update anyway).
 */
export function toNotificationDoc(raw: Record<string, unknown>): WithDeleted<OwnerNotification> {
  const doc: WithDeleted<OwnerNotification> = {
    id: str(raw.id),
    type: TYPES.includes(raw.type as NotificationType) ? (raw.type as NotificationType) : 'other',
    title: str(raw.title),
    message: str(raw.message),
    isRead: raw.isRead === true,
    createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : 0,
    _deleted: raw._deleted === true,
  };
  // Only when the server has one: a default ('') would be pushed back as a change and refused.
  if (typeof raw.listingId === 'string') doc.listingId = raw.listingId;
  return doc;
}

function same(a: WithDeleted<OwnerNotification>, b: WithDeleted<OwnerNotification>) {
  return (
    a._deleted === b._deleted &&
    a.isRead === b.isRead &&
    a.type === b.type &&
    a.title === b.title &&
    a.message === b.message &&
    a.createdAt === b.createdAt &&
    ('listingId' in a) === ('listingId' in b) &&
    a.listingId === b.listingId
  );
}

/**
 * The server's content wins (only admins and functions write it), but a notification read on
 * this device stays read: "read" only ever moves forward, and the rules allow exactly that
 * change, so it is pushed again on top of the server's copy.
 */
export const notificationConflictHandler: RxConflictHandler<OwnerNotification> = {
  isEqual: (a, b) => same(toNotificationDoc(a as never), toNotificationDoc(b as never)),
  async resolve({ newDocumentState, realMasterState }) {
    const master = toNotificationDoc(realMasterState as never);
    if (master._deleted || master.isRead || !newDocumentState.isRead) return master;
    return { ...master, isRead: true };
  },
};

const KIND: UserCollectionKind<OwnerNotification> = {
  prefix: PREFIX,
  schema: notificationSchema,
  conflictHandler: notificationConflictHandler,
  localKeys: (name) => [syncedFlagKey(name)],
  // A notification marked read offline stays read across a sign-out: the collection is kept
  // for its user's return, when the mark is pushed.
  keep: hasUnpushed,
};

/** 1 = read: the only change this device makes, and it never goes back. */
const READ = 1;
const readVersion = (doc: Record<string, unknown>) => (doc.isRead === true ? READ : 0);
const marking = new WeakSet<RxCollection<OwnerNotification>>();

/**
 * Every local write (mark-all-read, or any later "mark one") is recorded as unpushed by a
 * hook, so no writer can forget to. Hooks run for writes made through the collection and its
 * documents only; the replication writes to the storage directly, so a pulled "read" is not
 * mistaken for this device's.
 */
export const getNotificationsCollection = (uid: string): Promise<RxCollection<OwnerNotification>> =>
  openUserCollection(KIND, uid).then((collection) => {
    if (!marking.has(collection)) {
      marking.add(collection);
      const name = notificationsCollectionName(uid);
      collection.preSave((data, doc) => {
        if (data.isRead && !doc.isRead) markUnpushed(name, data.id, READ);
      }, false);
    }
    return collection;
  });

/**
 * Pushes carry `serverTimestamp` (the plugin sets it on every pushed document; pulls order
 * by it). A "mark as read" made offline is pushed when the replication next runs, after a
 * sign-out too (`keep`); it is settled once the server's copy is read, pushed or pulled.
 */
export const notificationsSync: UserReplication = {
  name: notificationsCollectionName,
  start: async (uid) => {
    const state = startReplication({
      collection: await getNotificationsCollection(uid),
      path: notificationsPath(uid),
      pushEnabled: true,
      pullModifier: toNotificationDoc,
    });
    settleFrom(notificationsCollectionName(uid), state.sent$ as never, readVersion);
    settleFrom(notificationsCollectionName(uid), state.received$ as never, readVersion);
    return state;
  },
  removeLocal: (keepUid) => removeUserCollections(KIND, keepUid),
};
