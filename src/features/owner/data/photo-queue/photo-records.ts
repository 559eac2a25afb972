// Typed access to the queued photos in IndexedDB (the persisted truth of the queue).
import { blobStore } from '@/lib/db/blob-store';
import type { QueuedPhoto } from './queued-photo';

/** Queue order: oldest first (ids break ties between tabs). */
export function byCreation(a: QueuedPhoto, b: QueuedPhoto): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export async function loadPhotos(uid: string): Promise<QueuedPhoto[]> {
  return (await blobStore.all<QueuedPhoto>({ uid })).sort(byCreation);
}

export const getPhoto = (id: string) => blobStore.get<QueuedPhoto>(id);
export const putPhoto = (photo: QueuedPhoto) => blobStore.put(photo);
export const deletePhoto = (id: string) => blobStore.delete(id);
export const updatePhoto = (id: string, change: (photo: QueuedPhoto) => QueuedPhoto | undefined) => blobStore.update<QueuedPhoto>(id, change);
