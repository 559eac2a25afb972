// An RxDB database on fake-indexeddb for each test (the real Dexie storage, not a mock).
import type { CatalogListing } from '@/features/listings';
import { getCatalogCollection } from '@/features/listings/data/catalog-collection';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { getForkfulStorage } from '@/lib/db/rxdb-runtime';
import { configureStorage, resetDatabase } from '@/lib/db/database';

export async function useTestDatabase() {
  await resetDatabase();
  configureStorage(() => getForkfulStorage({ indexedDB, IDBKeyRange }));
}

/** Puts catalogue entries into the local database, as a finished sync would. */
export async function seedCatalog(listings: CatalogListing[]) {
  const catalog = await getCatalogCollection();
  await catalog.bulkInsert(listings);
}

/** RxDB that has not opened yet (its chunk still loading): opens when the returned `open()` is called. */
export function holdDatabase(): () => void {
  let open = () => {};
  const ready = new Promise<void>((resolve) => (open = resolve));
  configureStorage(async () => {
    await ready;
    return getForkfulStorage({ indexedDB, IDBKeyRange });
  });
  return open;
}
