// The one RxDB database of the app: created outside React, once, on first use. RxDB and Dexie
// are loaded by that first use, not imported here: the first screen paints without them.
import type { RxCollection, RxConflictHandler, RxDatabase, RxJsonSchema, RxStorage } from 'rxdb';
import { whenColdStartSettled } from '../cold-start';
import { removeSnapshots } from './snapshots';
import { migrationsOf } from './migrations';
import { LOCAL_DATABASE } from '../landing';

export const DB_NAME = LOCAL_DATABASE;

type StorageFactory = () => RxStorage<unknown, unknown> | Promise<RxStorage<unknown, unknown>>;

const runtime = () => import('./rxdb-runtime');
let storageFactory: StorageFactory = async () => (await runtime()).getForkfulStorage();
let dbPromise: Promise<RxDatabase> | null = null;
const collectionPromises = new Map<string, Promise<RxCollection>>();

/** Tests swap in Dexie over fake-indexeddb before the first call. */
export function configureStorage(factory: StorageFactory) {
  storageFactory = factory;
}

export function getDatabase(): Promise<RxDatabase> {
  // A first visit paints from the downloaded snapshot; RxDB and Dexie load once the page settled.
  dbPromise ??= whenColdStartSettled()
    .then(() => Promise.all([runtime(), storageFactory()]))
    .then(([{ createRxDatabase }, storage]) =>
    createRxDatabase({
      name: DB_NAME,
      storage,
      multiInstance: true,
      eventReduce: true,
      closeDuplicates: true,
    }),
  );
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
      const created = await db.addCollections({ [name]: { schema, migrationStrategies: migrationsOf(schema), ...options } });
      return created[name];
    });
    collectionPromises.set(name, promise);
  }
  return promise as Promise<RxCollection<T>>;
}

/** Names of the collections stored on this device (open in this tab or not). */
export async function storedCollectionNames(): Promise<string[]> {
  const [db, { getAllCollectionDocuments }] = await Promise.all([getDatabase(), runtime()]);
  const docs = await getAllCollectionDocuments(db.internalStore);
  return [...new Set(docs.map((d) => d.data.name))];
}

/**
 * Deletes a collection's documents and replication state on this device only (nothing is
 * pushed: stop its replication first) and closes it, which frees its slot of the 13.
 * The next ensureCollection() with that name starts empty, and its snapshots are gone.
 */
export async function removeCollection<T>(name: string, schema: RxJsonSchema<T>): Promise<void> {
  const collection = await ensureCollection(name, schema);
  collectionPromises.delete(name);
  await removeSnapshots(name);
  await collection.remove();
}

/** Drops the database, every snapshot of its data, and forgets every handle. */
export async function resetDatabase() {
  const db = dbPromise ? await dbPromise : null;
  dbPromise = null;
  collectionPromises.clear();
  await removeSnapshots();
  if (db) await db.remove();
}

/** Closes the database and forgets every handle, keeping its data (tests reopen it, as a new start would). */
export async function closeDatabase() {
  const db = dbPromise ? await dbPromise : null;
  dbPromise = null;
  collectionPromises.clear();
  if (db) await db.close();
}

/**
 * A collection this tab has opened (or is opening) under that name, or null. For screens that
 * read another feature's per-user collection without knowing its schema.
 */
export function openedCollection(name: string): Promise<RxCollection> | null {
  return collectionPromises.get(name) ?? null;
}
