// RxDB core and its Dexie storage as ONE lazily loaded module: database.ts imports it on first
// use, so the bundler keeps them in one chunk off the first render instead of many small ones.
import { addRxPlugin, type DexieSettings } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { rangeGetMiddleware } from './range-get';

export { createRxDatabase, getAllCollectionDocuments } from 'rxdb';

// A schema's version goes up when its fields change; a device holding documents of an older
// version migrates them as the collection opens (strategies: migrations.ts).
addRxPlugin(RxDBMigrationSchemaPlugin);

/** The app's storage: Dexie with large reads by id turned into range reads (range-get.ts). Tests pass fake-indexeddb. */
export const getForkfulStorage = (settings: DexieSettings = {}) =>
  getRxStorageDexie({ ...settings, onCreate: (db) => void db.use(rangeGetMiddleware) });
