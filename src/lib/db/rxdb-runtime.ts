// RxDB core and its Dexie storage as ONE lazily loaded module: database.ts imports it on first
// use, so the bundler keeps them in one chunk off the first render instead of many small ones.
export { createRxDatabase, getAllCollectionDocuments } from 'rxdb';
export { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
