import { describe, expect, it, vi } from 'vitest';
import { usePhotoQueueStore } from './photo-queue-store';
import { deferred, file, ok, start, UID, setUpQueueTests } from './queue-test-kit';
import { enqueuePhotos, queuedPhotosFor, removeQueuedPhoto, stopPhotoQueue, whenPhotoQueueIdle } from './upload-queue';

const only = async () => (await queuedPhotosFor(UID))[0];

setUpQueueTests();

describe('removing and stopping', () => {
  it('removeQueuedPhoto deletes a waiting photo', async () => {
    const [a, b] = await enqueuePhotos(UID, 'l1', [file('a.jpg'), file('b.jpg')]);
    await removeQueuedPhoto(a.id);
    expect((await queuedPhotosFor(UID)).map((p) => p.id)).toEqual([b.id]);
    expect(usePhotoQueueStore.getState().items).toEqual([]); // nobody watches this uid yet
  });

  it('removing the photo being uploaded abandons it: its listing never gets the URL', async () => {
    const [a] = await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const started = deferred<AbortSignal>();
    const finish = deferred<string>();
    const onUploaded = start(async (_p, _progress, signal) => {
      started.resolve(signal);
      return finish.promise;
    });
    const signal = await started.promise;
    await removeQueuedPhoto(a.id);
    expect(signal.aborted).toBe(true);
    finish.resolve('https://cdn.test/a.jpg');
    await whenPhotoQueueIdle();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(await queuedPhotosFor(UID)).toEqual([]);
  });

  it('stopping mid-upload puts the photo back as it was; the next start (a reload) uploads it', async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const started = deferred<void>();
    const first = start(async () => {
      started.resolve();
      return new Promise<string>(() => {});
    });
    await started.promise;
    await stopPhotoQueue();
    expect(await only()).toMatchObject({ status: 'queued', attempts: 0 });
    const second = start(ok);
    await whenPhotoQueueIdle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('several tabs', () => {
  it('uploads only in the tab holding the lock', async () => {
    let request: AbortSignal | undefined;
    const locks = { request: vi.fn((_name: string, options: { signal: AbortSignal }) => {
      request = options.signal;
      return new Promise((_, reject) => options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }) };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { locks }));
    try {
      await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
      const upload = vi.fn(ok);
      start(upload);
      await whenPhotoQueueIdle();
      await vi.waitFor(() => expect(usePhotoQueueStore.getState().items).toHaveLength(1));
      expect(locks.request).toHaveBeenCalledWith('forkful-photo-queue', expect.anything(), expect.any(Function));
      expect(upload).not.toHaveBeenCalled();
      await stopPhotoQueue();
      expect(request?.aborted).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the uploading tab picks up a photo another tab queued', async () => {
    const onUploaded = start(ok);
    await whenPhotoQueueIdle();
    // Another tab: writes IndexedDB and announces on the channel (its own module instance).
    vi.resetModules();
    const otherTab = await import('./upload-queue');
    await otherTab.enqueuePhotos(UID, 'l1', [file('from-other-tab.jpg')]);
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  });
});
