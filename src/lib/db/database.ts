// The one RxDB database of the app: created outside React, once, on first use.
import {
  createRxDatabase,
  getAllCollectionDocuments,
  type RxCollection,
  type RxConflictHandler,
  type RxDatabase,
  type RxJsonSchema,
  type RxStorage,
} from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

export const DB_NAME = 'forkful';

let storageFactory: () => RxStorage<unknown, unknown> = () => getRxStorageDexie();
let dbPromise: Promise<RxDatabase> | null = null;
const collectionPromises = new Map<string, Promise<RxCollection>>();

/** Tests swap in Dexie over fake-indexeddb before the first call. */
export function configureStorage(factory: () => RxStorage<unknown, unknown>) {
  storageFactory = factory;
}

export function getDatabase(): Promise<RxDatabase> {
  dbPromise ??= createRxDatabase({
    name: DB_NAME,
    storage: storageFactory(),
    multiInstance: true,
    eventReduce: true,
    closeDuplicates: true,
  });
  return dbPromise;
}

/**
 * Collections are registered by the features that own them, lazily, so a page opens only
 * the collections it reads (RxDB's free tier opens at most 13 per tab; the 14th stalls).
 */
export function ensureCollection<T>(
  name: string,
  schema: RxJsonSchema<T>,
  options: { conflictHandler?: RxConflictHandler<T> } = {},
): Promise<RxCollection<T>> {
  let promise = collectionPromises.get(name);
  if (!promise) {
    promise = getDatabase().then(async (db) => {
      if (db.collections[name]) return db.collections[name];
      const created = await db.addCollections({ [name]: { schema, ...options } });
      return created[name];
    });
    collectionPromises.set(name, promise);
  }
  return promise as Promise<RxCollection<T>>;
}

/** Names of the collections stored on this device (open in this tab or not). */
export async function storedCollectionNames(): Promise<string[]> {
  const db = await getDatabase();
  const docs = await getAllCollectionDocuments(db.internalStore);
  return [...new Set(docs.map((d) => d.data.name))];
}

/**
 * Deletes a collection's documents and replication state on this device only (nothing is
 * pushed: stop its replication first) and closes it, which frees its slot of the 13.
 * The next ensureCollection() with that name starts empty.
 */
export async function removeCollection<T>(name: string, schema: RxJsonSchema<T>): Promise<void> {
  const collection = await ensureCollection(name, schema);
  collectionPromises.delete(name);
  await collection.remove();
}

/** Test helper: drop the database and forget every handle. */
export async function resetDatabase() {
  const db = dbPromise ? await dbPromise : null;
  dbPromise = null;
  collectionPromises.clear();
  if (db) await db.remove();
}

/**
 * A collection this tab has opened (or is opening) under that name, or null. For screens that
 * read another feature's per-user collection without knowing its schema.
 */
export function openedCollection(name: string): Promise<RxCollection> | null {
  return collectionPromises.get(name) ?? null;
}
