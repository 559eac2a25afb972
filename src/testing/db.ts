// An RxDB database on fake-indexeddb for each test (the real Dexie storage, not a mock).
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { configureStorage, resetDatabase } from '@/lib/db/database';

export async function useTestDatabase() {
  await resetDatabase();
  configureStorage(() => getRxStorageDexie({ indexedDB, IDBKeyRange }));
}
