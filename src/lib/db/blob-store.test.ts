import { beforeEach, describe, expect, it } from 'vitest';
// jsdom's Blob does not survive structured cloning (fake-indexeddb stores it as {}); Node's
// does, as a browser's Blob survives real IndexedDB.
import { Blob as NodeBlob } from 'node:buffer';
import { blobStore, type BlobRecord } from './blob-store';

interface Photo extends BlobRecord {
  note: string;
}

const photo = (id: string, uid: string, listingId: string, text = id): Photo => ({
  id,
  uid,
  listingId,
  note: `note ${id}`,
  blob: new NodeBlob([text], { type: 'image/jpeg' }) as unknown as Blob,
});

function deleteDatabase() {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('forkful-photos');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

beforeEach(deleteDatabase);

describe('blobStore', () => {
  it('stores a record with its Blob and reads it back', async () => {
    await blobStore.put(photo('a', 'u1', 'l1', 'pixels'));
    const stored = await blobStore.get<Photo>('a');
    expect(stored).toMatchObject({ id: 'a', uid: 'u1', listingId: 'l1', note: 'note a' });
    expect(stored!.blob.type).toBe('image/jpeg');
    expect(await stored!.blob.text()).toBe('pixels');
  });

  it('answers undefined for a missing id, and put replaces', async () => {
    expect(await blobStore.get('nope')).toBeUndefined();
    await blobStore.put(photo('a', 'u1', 'l1'));
    await blobStore.put({ ...photo('a', 'u1', 'l2'), note: 'second' });
    expect(await blobStore.get<Photo>('a')).toMatchObject({ listingId: 'l2', note: 'second' });
    expect(await blobStore.all()).toHaveLength(1);
  });

  it('filters by uid, by listing, and by both', async () => {
    await blobStore.put(photo('a', 'u1', 'l1'));
    await blobStore.put(photo('b', 'u1', 'l2'));
    await blobStore.put(photo('c', 'u2', 'l1'));
    const ids = (records: BlobRecord[]) => records.map((r) => r.id).sort();
    expect(ids(await blobStore.all())).toEqual(['a', 'b', 'c']);
    expect(ids(await blobStore.all({ uid: 'u1' }))).toEqual(['a', 'b']);
    expect(ids(await blobStore.all({ listingId: 'l1' }))).toEqual(['a', 'c']);
    expect(ids(await blobStore.all({ uid: 'u1', listingId: 'l1' }))).toEqual(['a']);
    expect(await blobStore.all({ uid: 'nobody' })).toEqual([]);
  });

  it('deletes', async () => {
    await blobStore.put(photo('a', 'u1', 'l1'));
    await blobStore.delete('a');
    await blobStore.delete('never-there');
    expect(await blobStore.get('a')).toBeUndefined();
  });

  it('updates in place, and never creates a record that is gone', async () => {
    await blobStore.put(photo('a', 'u1', 'l1'));
    const updated = await blobStore.update<Photo>('a', (p) => ({ ...p, note: 'changed' }));
    expect(updated?.note).toBe('changed');
    expect((await blobStore.get<Photo>('a'))?.note).toBe('changed');
    expect(await blobStore.update<Photo>('missing', (p) => ({ ...p, note: 'x' }))).toBeUndefined();
    expect(await blobStore.get('missing')).toBeUndefined();
    expect(await blobStore.update<Photo>('a', () => undefined)).toBeUndefined();
    expect((await blobStore.get<Photo>('a'))?.note).toBe('changed');
  });

  it('persists in IndexedDB itself: a fresh connection (a reload) reads the same record', async () => {
    await blobStore.put(photo('a', 'u1', 'l1', 'kept'));
    const stored = await new Promise<Photo | undefined>((resolve, reject) => {
      const request = indexedDB.open('forkful-photos');
      request.onsuccess = () => {
        const db = request.result;
        const get = db.transaction('photos').objectStore('photos').get('a');
        get.onsuccess = () => {
          db.close();
          resolve(get.result as Photo | undefined);
        };
      };
      request.onerror = () => reject(request.error);
    });
    expect(await stored!.blob.text()).toBe('kept');
  });

  it('lets another tab delete or upgrade the database, and reopens afterwards', async () => {
    await blobStore.put(photo('a', 'u1', 'l1'));
    await deleteDatabase(); // would be blocked if our open connection did not close
    await blobStore.put(photo('b', 'u1', 'l1'));
    expect((await blobStore.all()).map((r) => r.id)).toEqual(['b']);
  });
});
