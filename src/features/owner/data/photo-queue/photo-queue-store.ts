// What the UI shows of the photo queue: the signed-in owner's queued photos (without their
// Blobs), upload progress and whether Storage is reachable. UI state only: the persisted truth
// is IndexedDB (photo-records.ts); this store is refreshed from it after every change.
import { create } from 'zustand';
import { loadPhotos } from './photo-records';
import { onQueueMessage, postQueueMessage, type QueueMessage } from './queue-channel';
import { STORAGE_UNREACHABLE, UPLOAD_FAILED, type QueuedPhotoInfo } from './queued-photo';

export interface PhotoQueueState {
  /** Whose photos `items` holds (null: nobody's yet). */
  uid: string | null;
  /** In queue order (oldest first). */
  items: QueuedPhotoInfo[];
  /** id → 0..1 for the photo being uploaded (and 1 once its bytes are in Storage). */
  progress: Record<string, number>;
  /** True after an attempt failed because Storage could not be reached; false after a success. */
  storageUnreachable: boolean;
  /** 'Failed to upload one or more images.' while any photo is marked failed. */
  lastError: string | null;
}

const initial: PhotoQueueState = { uid: null, items: [], progress: {}, storageUnreachable: false, lastError: null };

export const usePhotoQueueStore = create<PhotoQueueState>(() => initial);

let generation = 0;
let unsubscribe: (() => void) | null = null;

/** Re-reads uid's photos from IndexedDB when the store shows them (a newer read wins). */
export async function refreshPhotoQueue(uid: string): Promise<void> {
  if (usePhotoQueueStore.getState().uid !== uid) return;
  const run = ++generation;
  const photos = await loadPhotos(uid);
  if (run !== generation || usePhotoQueueStore.getState().uid !== uid) return;
  const items = photos.map(({ blob: _blob, ...info }) => info);
  usePhotoQueueStore.setState((s) => ({
    items,
    // Progress of photos that are gone is of no use.
    progress: Object.fromEntries(Object.entries(s.progress).filter(([id]) => items.some((p) => p.id === id))),
    lastError: items.some((p) => p.status === 'failed') ? UPLOAD_FAILED : null,
  }));
}

/** Makes the store show uid's photos (and follow other tabs' changes) if it does not already. */
export async function watchPhotoQueue(uid: string): Promise<void> {
  if (usePhotoQueueStore.getState().uid === uid) return;
  unwatchPhotoQueue();
  usePhotoQueueStore.setState({ ...initial, uid });
  unsubscribe = onQueueMessage(onMessage);
  await refreshPhotoQueue(uid);
  // Until an attempt in this session says otherwise, believe the last one recorded: only the
  // head of the queue is ever tried, so its error tells whether Storage was reachable.
  const head = usePhotoQueueStore.getState().items.find((p) => p.status !== 'failed');
  if (usePhotoQueueStore.getState().uid === uid && head?.error === STORAGE_UNREACHABLE) {
    usePhotoQueueStore.setState({ storageUnreachable: true });
  }
}

export function unwatchPhotoQueue(): void {
  unsubscribe?.();
  unsubscribe = null;
  generation++;
  usePhotoQueueStore.setState(initial);
}

/** After a change to uid's photos in IndexedDB: refresh this tab, tell the others. */
export async function announceChange(uid: string): Promise<void> {
  postQueueMessage({ kind: 'changed', uid });
  await refreshPhotoQueue(uid);
}

export function setProgress(id: string, fraction: number | null, broadcast = true): void {
  usePhotoQueueStore.setState((s) => {
    const progress = { ...s.progress };
    if (fraction === null) delete progress[id];
    else progress[id] = Math.min(1, Math.max(0, fraction));
    return { progress };
  });
  if (broadcast) postQueueMessage({ kind: 'progress', id, fraction });
}

export function setStorageUnreachable(unreachable: boolean, broadcast = true): void {
  if (usePhotoQueueStore.getState().storageUnreachable !== unreachable) usePhotoQueueStore.setState({ storageUnreachable: unreachable });
  if (broadcast) postQueueMessage({ kind: 'reachability', unreachable });
}

function onMessage(message: QueueMessage) {
  if (message.kind === 'changed') void refreshPhotoQueue(message.uid);
  else if (message.kind === 'progress') setProgress(message.id, message.fraction, false);
  else setStorageUnreachable(message.unreachable, false);
}
