import { describe, expect, it, vi } from 'vitest';
import { usePhotoQueueStore } from './photo-queue-store';
import { NOT_ALLOWED, STORAGE_UNREACHABLE, UPLOAD_FAILED, UPLOAD_RETRYING } from './queued-photo';
import { deferred, file, NOW, ok, start, storageError, switchable, UID, setUpQueueTests } from './queue-test-kit';
import { enqueuePhotos, queuedPhotosFor, retryPhoto, whenPhotoQueueIdle } from './upload-queue';

const only = async () => (await queuedPhotosFor(UID))[0];

setUpQueueTests();

describe('when Storage cannot be reached', () => {
  it('keeps the photo, backs off 2 s, 4 s …, says Storage is unreachable, and clears that on success', async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const upload = switchable(async () => Promise.reject(storageError('storage/retry-limit-exceeded')));
    const onUploaded = start(upload);
    await whenPhotoQueueIdle();
    expect(await only()).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: NOW + 2_000, error: STORAGE_UNREACHABLE });
    expect(usePhotoQueueStore.getState().storageUnreachable).toBe(true);
    expect(usePhotoQueueStore.getState().lastError).toBeNull();

    await vi.advanceTimersByTimeAsync(1_999);
    expect(upload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await whenPhotoQueueIdle();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(await only()).toMatchObject({ attempts: 2, nextAttemptAt: NOW + 2_000 + 4_000 });

    upload.set(ok);
    await vi.advanceTimersByTimeAsync(4_000);
    await whenPhotoQueueIdle();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(await queuedPhotosFor(UID)).toEqual([]);
    expect(usePhotoQueueStore.getState().storageUnreachable).toBe(false);
  });

  it('caps the backoff at 5 minutes', async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    start(async () => Promise.reject(new TypeError('Failed to fetch')));
    await whenPhotoQueueIdle();
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync((await only()).nextAttemptAt - Date.now());
      await whenPhotoQueueIdle();
    }
    const photo = await only();
    expect(photo.attempts).toBe(11);
    expect(photo.nextAttemptAt - Date.now()).toBe(5 * 60_000);
    expect(photo.status).toBe('queued'); // never given up on
  });

  it('abandons an attempt with no progress for 30 s (a hanging emulator) as unreachable', async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const started = deferred<{ onProgress: (f: number) => void; signal: AbortSignal }>();
    start(async (_p, onProgress, signal) => {
      started.resolve({ onProgress, signal });
      return new Promise<string>(() => {}); // never answers, ignores the signal
    });
    const { onProgress, signal } = await started.promise;
    await vi.advanceTimersByTimeAsync(20_000);
    onProgress(0.3); // progress restarts the clock
    await vi.advanceTimersByTimeAsync(29_000);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(signal.aborted).toBe(true);
    await whenPhotoQueueIdle();
    expect(await only()).toMatchObject({ status: 'queued', attempts: 1, error: STORAGE_UNREACHABLE });
    expect(usePhotoQueueStore.getState().storageUnreachable).toBe(true);
  });

  it("retries at once on the window's 'online' event", async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const upload = switchable(async () => Promise.reject(storageError('storage/retry-limit-exceeded')));
    const onUploaded = start(upload);
    await whenPhotoQueueIdle();
    upload.set(ok);
    window.dispatchEvent(new Event('online'));
    await whenPhotoQueueIdle();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('does not even try while the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    const upload = vi.fn(ok);
    start(upload);
    await whenPhotoQueueIdle();
    expect(upload).not.toHaveBeenCalled();
    expect(usePhotoQueueStore.getState().storageUnreachable).toBe(true);
    expect(await only()).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('permanent failures', () => {
  it('marks the photo failed (kept), reports the catalogue message, moves on, and retryPhoto re-queues it', async () => {
    const [first] = await enqueuePhotos(UID, 'l1', [file('a.jpg'), file('b.jpg')]);
    const upload = switchable(async (p) => (p.fileName === 'a.jpg' ? Promise.reject(storageError('storage/unauthorized')) : ok(p, () => {}, new AbortController().signal)));
    const onUploaded = start(upload);
    await whenPhotoQueueIdle();
    expect(onUploaded.mock.calls.map(([, url]) => url)).toEqual(['https://cdn.test/b.jpg']);
    expect(await only()).toMatchObject({ id: first.id, status: 'failed', error: NOT_ALLOWED });
    expect(usePhotoQueueStore.getState().lastError).toBe(UPLOAD_FAILED);
    expect(usePhotoQueueStore.getState().storageUnreachable).toBe(false);

    upload.set(ok);
    await retryPhoto(first.id);
    await whenPhotoQueueIdle();
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(await queuedPhotosFor(UID)).toEqual([]);
    expect(usePhotoQueueStore.getState().lastError).toBeNull();
  });

  it('gives up on an unexplained error only after several tries', async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    start(async () => Promise.reject(storageError('storage/unknown')));
    await whenPhotoQueueIdle();
    expect(await only()).toMatchObject({ status: 'queued', error: UPLOAD_RETRYING });
    for (let i = 0; i < 10 && (await only()).status !== 'failed'; i++) {
      await vi.advanceTimersByTimeAsync((await only()).nextAttemptAt - Date.now());
      await whenPhotoQueueIdle();
    }
    expect(await only()).toMatchObject({ status: 'failed', attempts: 8, error: UPLOAD_FAILED });
  });
});
