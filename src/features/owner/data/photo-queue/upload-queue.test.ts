import { describe, expect, it, vi } from 'vitest';
import { usePhotoQueueStore } from './photo-queue-store';
import { PHOTO_TOO_LARGE, UPLOAD_FAILED, type QueuedPhoto } from './queued-photo';
import { deferred, file, NOW, start, UID, setUpQueueTests } from './queue-test-kit';
import { enqueuePhotos, queuedPhotosFor, whenPhotoQueueIdle } from './upload-queue';

/** An uploader that answers a URL made of the file name, recording what it was asked. */
function fakeUploader(behaviour: (photo: QueuedPhoto) => Promise<string> | string = (p) => `https://cdn.test/${p.fileName}`) {
  return vi.fn(async (photo: QueuedPhoto, onProgress: (fraction: number) => void) => {
    onProgress(0.5);
    return behaviour(photo);
  });
}

const stored = (uid = UID) => queuedPhotosFor(uid);

setUpQueueTests();

describe('enqueuePhotos', () => {
  it('keeps the photos in IndexedDB, in the given order, where a reloaded app finds them', async () => {
    const queued = await enqueuePhotos(UID, 'listing-1', [file('Front Door.JPG'), file('menu.png', 'png', 'image/png'), file('c.jpg')]);
    expect(queued.map((p) => p.fileName)).toEqual(['Front Door.JPG', 'menu.png', 'c.jpg']);
    // The clock stands still here, yet creation times (the queue order) stay distinct.
    expect(queued[0].createdAt).toBe(NOW);
    expect(queued[1].createdAt).toBeGreaterThan(queued[0].createdAt);
    expect(queued[2].createdAt).toBeGreaterThan(queued[1].createdAt);
    expect(queued[0]).toMatchObject({ uid: UID, listingId: 'listing-1', type: 'image/jpeg', status: 'queued', attempts: 0 });

    vi.resetModules(); // a reload: fresh modules, fresh IndexedDB connection
    const reloaded = await import('./upload-queue');
    const photos = await reloaded.queuedPhotosFor(UID);
    expect(photos.map((p) => p.id)).toEqual(queued.map((p) => p.id));
    expect(await photos[1].blob.text()).toBe('png');
  });

  it('marks a photo Storage would refuse as failed at once, and keeps it', async () => {
    const [big] = await enqueuePhotos(UID, 'l', [file('huge.jpg', 'x'.repeat(5 * 1024 * 1024))]);
    expect(big).toMatchObject({ status: 'failed', error: PHOTO_TOO_LARGE });
    const upload = fakeUploader();
    start(upload);
    await whenPhotoQueueIdle();
    expect(upload).not.toHaveBeenCalled();
    expect(await stored()).toHaveLength(1);
    expect(usePhotoQueueStore.getState().lastError).toBe(UPLOAD_FAILED);
  });
});

describe('the upload worker', () => {
  it('hands the URL to onUploaded, and only then removes the photo from the device', async () => {
    await enqueuePhotos(UID, 'listing-1', [file('a.jpg')]);
    const seenDuringCallback: number[] = [];
    const onUploaded = start(
      fakeUploader(),
      vi.fn(async () => void seenDuringCallback.push((await stored()).length)),
    );
    await whenPhotoQueueIdle();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    const [photo, url] = onUploaded.mock.calls[0];
    expect(url).toBe('https://cdn.test/a.jpg');
    expect(photo).toMatchObject({ listingId: 'listing-1', fileName: 'a.jpg', url });
    expect(await photo.blob.text()).toBe('bytes of a.jpg');
    expect(seenDuringCallback).toEqual([1]);
    expect(await stored()).toEqual([]);
    expect(usePhotoQueueStore.getState()).toMatchObject({ items: [], progress: {}, storageUnreachable: false, lastError: null });
  });

  it('keeps the photo and its URL when onUploaded throws, and hands it over again without re-uploading', async () => {
    await enqueuePhotos(UID, 'listing-1', [file('a.jpg')]);
    const upload = fakeUploader();
    const onUploaded = start(upload, vi.fn().mockRejectedValueOnce(new Error('listing busy')).mockResolvedValue(undefined));
    await whenPhotoQueueIdle();
    const [kept] = await stored();
    expect(kept).toMatchObject({ status: 'queued', url: 'https://cdn.test/a.jpg', attempts: 1, nextAttemptAt: NOW + 2_000 });

    await vi.advanceTimersByTimeAsync(2_000);
    await whenPhotoQueueIdle();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(await stored()).toEqual([]);
  });

  it('uploads one at a time in creation order, across listings', async () => {
    await enqueuePhotos(UID, 'l1', [file('1.jpg'), file('2.jpg')]);
    await enqueuePhotos(UID, 'l2', [file('3.jpg')]);
    await enqueuePhotos(UID, 'l1', [file('4.jpg')]);
    let inFlight = 0;
    let maxInFlight = 0;
    const upload = fakeUploader(async (p) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await Promise.resolve();
      inFlight--;
      return p.fileName;
    });
    const onUploaded = start(upload);
    await whenPhotoQueueIdle();
    expect(onUploaded.mock.calls.map(([, url]) => url)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    expect(maxInFlight).toBe(1);
  });

  it("processes only the given user's photos", async () => {
    await enqueuePhotos('someone-else', 'l9', [file('theirs.jpg')]);
    await enqueuePhotos(UID, 'l1', [file('mine.jpg')]);
    const upload = fakeUploader();
    start(upload);
    await whenPhotoQueueIdle();
    expect(upload.mock.calls.map(([p]) => p.fileName)).toEqual(['mine.jpg']);
    expect((await stored('someone-else')).map((p) => p.fileName)).toEqual(['theirs.jpg']);
    expect(usePhotoQueueStore.getState().items).toEqual([]);
  });

  it('picks up photos queued while it runs', async () => {
    const onUploaded = start(fakeUploader());
    await whenPhotoQueueIdle();
    await enqueuePhotos(UID, 'l1', [file('late.jpg')]);
    await whenPhotoQueueIdle();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'late.jpg' }), 'https://cdn.test/late.jpg');
  });

  it('reports progress of the photo being uploaded', async () => {
    const [photo] = await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const gate = deferred<string>();
    const called = deferred<(fraction: number) => void>();
    start(async (_p, onProgress) => {
      called.resolve(onProgress);
      return gate.promise;
    });
    const report = await called.promise;
    report(0.25);
    expect(usePhotoQueueStore.getState().progress[photo.id]).toBe(0.25);
    expect(usePhotoQueueStore.getState().items[0].status).toBe('uploading');
    gate.resolve('https://cdn.test/a.jpg');
    await whenPhotoQueueIdle();
    expect(usePhotoQueueStore.getState().progress).toEqual({});
  });
});
