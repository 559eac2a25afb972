// A tiny promise wrapper over raw IndexedDB for records that carry Blobs (photos waiting to be
// uploaded). Not RxDB: RxDB would keep a Blob as base64 inside JSON, while IndexedDB stores the
// Blob itself (on disk in Chromium) and hands it back lazily.

const DB_NAME = 'forkful-photos';
const STORE = 'photos';
const VERSION = 1;

export interface BlobRecord {
  id: string;
  uid: string;
  listingId: string;
  blob: Blob;
}

export interface BlobRecordFilter {
  uid?: string;
  listingId?: string;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('listingId', 'listingId');
      store.createIndex('uid', 'uid');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab running a newer version (or a test) wants to upgrade or delete: let it,
      // and reopen on the next call.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      db.onclose = () => (opening = null);
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs body in one transaction; resolves with what body reported once the transaction committed. */
async function transact<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore, report: (value: T) => void) => void): Promise<T> {
  let db = await open();
  let tx: IDBTransaction;
  try {
    tx = db.transaction(STORE, mode);
  } catch (error) {
    // The connection closed under us (versionchange, storage cleared): reopen once.
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
    opening = null;
    db = await open();
    tx = db.transaction(STORE, mode);
  }
  return new Promise<T>((resolve, reject) => {
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
    body(tx.objectStore(STORE), (value) => (result = value));
  });
}

export const blobStore = {
  /** Inserts or replaces the record with the same id. */
  put<T extends BlobRecord>(record: T): Promise<void> {
    return transact<void>('readwrite', (store) => void store.put(record));
  },

  get<T extends BlobRecord = BlobRecord>(id: string): Promise<T | undefined> {
    return transact<T | undefined>('readonly', (store, report) => {
      const request = store.get(id);
      request.onsuccess = () => report(request.result as T | undefined);
    });
  },

  delete(id: string): Promise<void> {
    return transact<void>('readwrite', (store) => void store.delete(id));
  },

  /** Every record matching all the given fields (all records without a filter), in key order. */
  all<T extends BlobRecord = BlobRecord>(filter: BlobRecordFilter = {}): Promise<T[]> {
    return transact<T[]>('readonly', (store, report) => {
      const request =
        filter.uid !== undefined
          ? store.index('uid').getAll(filter.uid)
          : filter.listingId !== undefined
            ? store.index('listingId').getAll(filter.listingId)
            : store.getAll();
      request.onsuccess = () => {
        const records = request.result as T[];
        report(filter.listingId === undefined ? records : records.filter((r) => r.listingId === filter.listingId));
      };
    });
  },

  /**
   * Reads, changes and writes one record in a single transaction, so a change made by another
   * tab in between is never overwritten. Resolves with the stored record, or undefined when
   * there is none (nothing is created) or change returned undefined (nothing is written).
   */
  update<T extends BlobRecord = BlobRecord>(id: string, change: (record: T) => T | undefined): Promise<T | undefined> {
    return transact<T | undefined>('readwrite', (store, report) => {
      const request = store.get(id);
      request.onsuccess = () => {
        const current = request.result as T | undefined;
        const next = current && change(current);
        if (next) store.put(next);
        report(next);
      };
    });
  },
};
