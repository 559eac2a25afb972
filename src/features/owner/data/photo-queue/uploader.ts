// Uploads one queued photo to Cloud Storage and answers its download URL. The Firebase SDK is
// imported on first use, so neither the queue nor the owner's screens carry it.
import { storagePath } from '@/lib/images/photo-names';
import type { QueuedPhoto } from './queued-photo';

/**
 * Uploads photo's blob; reports progress as a fraction 0..1; stops (rejecting) when signal
 * aborts; resolves with the download URL. Rejects with the SDK's StorageError (`code`).
 */
export type Uploader = (photo: QueuedPhoto, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<string>;

export const storageUploader: Uploader = async (photo, onProgress, signal) => {
  const [{ getDownloadURL, getMetadata, ref, uploadBytesResumable }, { getStorageService }] = await Promise.all([
    import('firebase/storage'),
    import('@/lib/firebase/storage'),
  ]);
  signal.throwIfAborted();
  const objectRef = ref(getStorageService(), storagePath(photo.uid, photo.createdAt, photo.fileName));
  const task = uploadBytesResumable(objectRef, photo.blob, {
    contentType: photo.type,
    // Each upload gets a new path, so its bytes never change: let browsers and the service
    // worker's runtime cache keep them.
    cacheControl: 'public, max-age=31536000, immutable',
  });
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const sent = new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => {
          if (snapshot.totalBytes > 0) onProgress(snapshot.bytesTransferred / snapshot.totalBytes);
        },
        reject,
        resolve,
      );
    });
    try {
      await sent;
    } catch (error) {
      // The rules never let an object be overwritten, so re-sending a photo whose bytes already
      // arrived (the device dropped before it heard back) is refused. Its path is unique to
      // this photo: if the object there has this photo's size, the earlier upload finished.
      if ((error as { code?: string }).code !== 'storage/unauthorized') throw error;
      const existing = await getMetadata(objectRef).catch(() => undefined);
      if (existing?.size !== photo.blob.size) throw error;
    }
    signal.throwIfAborted();
    return await getDownloadURL(objectRef);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
};
