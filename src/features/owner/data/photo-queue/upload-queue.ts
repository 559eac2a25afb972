// The owner's photo upload queue: photos are resized and kept in IndexedDB until Cloud Storage
// has them and their listing has the URL. Survives reloads; one tab uploads at a time.
import { resizeImage } from '@/lib/images/resize-image';
import { announceChange, unwatchPhotoQueue, usePhotoQueueStore, watchPhotoQueue } from './photo-queue-store';
import { deletePhoto, getPhoto, loadPhotos, putPhoto, updatePhoto } from './photo-records';
import { onQueueMessage } from './queue-channel';
import { fileNameFor } from '@/lib/images/photo-names';
import { newId } from '@/lib/ids';
import { rejectionReason, type QueuedPhoto } from './queued-photo';
import { createQueueWorker, type QueueWorker } from './queue-worker';
import type { Uploader } from './uploader';

export type { QueuedPhoto } from './queued-photo';
export type { Uploader } from './uploader';

export interface PhotoQueueOptions {
  /** Only this user's photos are uploaded (storage.rules allow only their own folder). */
  uid: string;
  upload: Uploader;
  /**
   * Gives the listing its new image. The photo leaves the device only once this resolves; if
   * it throws, the photo (and its URL) is kept and handed over again later.
   */
  onUploaded: (photo: QueuedPhoto, url: string) => Promise<void>;
  /** An attempt with no progress for this long is abandoned as unreachable (default 30 s). */
  stallTimeoutMs?: number;
  /** Source of backoff jitter, 0..1 (default Math.random). */
  random?: () => number;
}

const LOCK_NAME = 'forkful-photo-queue';

interface Session {
  uid: string;
  worker: QueueWorker;
  lockRequest: AbortController;
  releaseLock: () => void;
  teardown: () => void;
}

let session: Session | null = null;
let stopping: Promise<void> = Promise.resolve();
/** Last createdAt handed out in this tab: unique, so order and storage paths never collide. */
let lastCreatedAt = 0;

/** Resizes the files and keeps them on the device, in the given order, waiting for upload. */
export async function enqueuePhotos(uid: string, listingId: string, files: File[]): Promise<QueuedPhoto[]> {
  const photos: QueuedPhoto[] = [];
  for (const file of files) {
    const { blob, type } = await resizeImage(file);
    const createdAt = (lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1));
    const photo: QueuedPhoto = {
      id: newId(),
      uid,
      listingId,
      fileName: fileNameFor(file.name, type),
      type,
      blob,
      size: blob.size,
      createdAt,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: Date.now(),
    };
    // Storage would refuse it (too big even after resizing, not an image): say so at once.
    const refused = rejectionReason(photo);
    if (refused) Object.assign(photo, { status: 'failed', error: refused });
    await putPhoto(photo);
    photos.push(photo);
  }
  if (photos.length > 0) await changed(uid);
  return photos;
}

/** Takes a photo out of the queue (and off the device), abandoning its upload if running. */
export async function removeQueuedPhoto(id: string): Promise<void> {
  const photo = await getPhoto(id);
  if (!photo) return;
  await deletePhoto(id);
  session?.worker.abort(id);
  await announceChange(photo.uid);
}

/** Puts a failed photo back in the queue, or makes a waiting one skip its backoff. */
export async function retryPhoto(id: string): Promise<void> {
  const photo = await updatePhoto(id, (p) =>
    p.status === 'uploading' ? undefined : { ...p, status: 'queued', attempts: 0, nextAttemptAt: Date.now(), error: undefined },
  );
  if (photo) await changed(photo.uid);
}

/** uid's photos on this device, oldest first, with their Blobs. */
export function queuedPhotosFor(uid: string): Promise<QueuedPhoto[]> {
  return loadPhotos(uid);
}

/**
 * Starts uploading uid's queued photos from this tab (replacing a running queue). Where Web
 * Locks exist, only the tab holding 'forkful-photo-queue' uploads; the others wait for it to
 * close and meanwhile show what it reports.
 */
export function startPhotoQueue(options: PhotoQueueOptions): void {
  void stopPhotoQueue();
  const worker = createQueueWorker({ stallTimeoutMs: 30_000, random: Math.random, ...options });
  let releaseLock = () => {};
  const held = new Promise<void>((resolve) => (releaseLock = resolve));
  const onOnline = () => worker.retryNow();
  window.addEventListener('online', onOnline);
  // Another tab queued or retried a photo: the uploading tab must look.
  const offMessages = onQueueMessage((message) => {
    if (message.kind === 'changed' && message.uid === options.uid) worker.kick();
  });
  const current: Session = {
    uid: options.uid,
    worker,
    lockRequest: new AbortController(),
    releaseLock,
    teardown: () => {
      window.removeEventListener('online', onOnline);
      offMessages();
    },
  };
  session = current;
  void watchPhotoQueue(options.uid);

  // After the previous session's last write, so two workers never overlap in this tab.
  void stopping.then(() => {
    if (session !== current) return;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return worker.activate();
    locks
      .request(LOCK_NAME, { signal: current.lockRequest.signal }, async () => {
        if (session !== current) return;
        worker.activate();
        await held;
      })
      .catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name !== 'AbortError') console.error('The photo queue could not take its lock', error);
      });
  });
}

/** Stops this tab's uploads; an upload in progress is abandoned and its photo stays queued. */
export function stopPhotoQueue(): Promise<void> {
  const current = session;
  if (!current) return stopping;
  session = null;
  current.teardown();
  current.lockRequest.abort();
  if (usePhotoQueueStore.getState().uid === current.uid) unwatchPhotoQueue();
  stopping = current.worker.stop().finally(current.releaseLock);
  return stopping;
}

/** Resolves when this tab's queue waits for a timer, an event or work (for tests). */
export async function whenPhotoQueueIdle(): Promise<void> {
  await stopping;
  await session?.worker.idle();
}

async function changed(uid: string) {
  await announceChange(uid);
  if (session?.uid === uid) session.worker.kick();
}
