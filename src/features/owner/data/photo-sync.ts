// Runs the photo upload queue for the signed-in owner: each finished upload's URL is added
// to its listing (which then syncs like any owner edit). Loaded lazily with firebase/storage.
import { appendListingImage } from './listing-writes';

let generation = 0;
let stop: (() => void) | null = null;

export function startPhotoQueue(uid: string): void {
  const run = ++generation;
  void Promise.all([import('./photo-queue/upload-queue'), import('./photo-queue/uploader')])
    .then(([queue, { storageUploader }]) => {
      if (run !== generation) return;
      queue.startPhotoQueue({
        uid,
        upload: storageUploader,
        // A listing deleted meanwhile has no use for the photo: resolving lets the queue drop it.
        onUploaded: async (photo, url) => void (await appendListingImage(uid, photo.listingId, url)),
      });
      stop = () => queue.stopPhotoQueue();
    })
    .catch((error: unknown) => console.error('The photo upload queue could not start', error));
}

export function stopPhotoQueue(): void {
  generation++;
  stop?.();
  stop = null;
}
