import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
// jsdom's File does not survive structured cloning into fake-indexeddb; Node's does.
import { File as NodeFile } from 'node:buffer';
import { signInAs, signOut } from '@/testing/session';
import { setProgress, setStorageUnreachable, unwatchPhotoQueue } from './photo-queue-store';
import { enqueuePhotos, removeQueuedPhoto } from './upload-queue';
import { usePhotoQueue } from './use-photo-queue';

const UID = 'owner-1';
const file = (name: string) => new NodeFile([`bytes of ${name}`], name, { type: 'image/jpeg' }) as unknown as File;

beforeEach(async () => {
  await new Promise((resolve, reject) => Object.assign(indexedDB.deleteDatabase('forkful-photos'), { onsuccess: resolve, onerror: reject }));
  signInAs('owner', { uid: UID });
});

afterEach(() => {
  unwatchPhotoQueue();
  signOut();
  vi.restoreAllMocks();
});

describe('usePhotoQueue', () => {
  it("shows the signed-in owner's queued photos from their stored blobs, per listing", async () => {
    await enqueuePhotos(UID, 'l1', [file('a.jpg'), file('b.jpg')]);
    await enqueuePhotos(UID, 'l2', [file('c.jpg')]);
    await enqueuePhotos('someone-else', 'l1', [file('theirs.jpg')]);

    const { result: all } = renderHook(() => usePhotoQueue());
    await waitFor(() => expect(all.current.photos).toHaveLength(3));
    expect(all.current.photos.map((p) => p.fileName)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(all.current.photos[0]).toMatchObject({ listingId: 'l1', status: 'queued', progress: 0 });
    expect(all.current.photos[0].src).toMatch(/^blob:/);
    expect(all.current).toMatchObject({ storageUnreachable: false, failed: 0 });

    const { result: one } = renderHook(() => usePhotoQueue('l2'));
    await waitFor(() => expect(one.current.photos.map((p) => p.fileName)).toEqual(['c.jpg']));
    const { result: none } = renderHook(() => usePhotoQueue('__none__'));
    expect(none.current.photos).toEqual([]);
  });

  it('follows progress, reachability and failures', async () => {
    const [photo] = await enqueuePhotos(UID, 'l1', [file('a.jpg')]);
    await enqueuePhotos(UID, 'l1', [new NodeFile(['x'.repeat(5 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }) as unknown as File]);
    const { result } = renderHook(() => usePhotoQueue('l1'));
    await waitFor(() => expect(result.current.photos).toHaveLength(2));
    expect(result.current.failed).toBe(1);
    expect(result.current.photos[1]).toMatchObject({ status: 'failed', error: expect.stringMatching(/5 MB/) });
    act(() => {
      setProgress(photo.id, 0.4, false);
      setStorageUnreachable(true, false);
    });
    expect(result.current.photos[0].progress).toBe(0.4);
    expect(result.current.storageUnreachable).toBe(true);
  });

  it('revokes the object URL of a photo that left the queue, and all of them on unmount', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const [a, b] = await enqueuePhotos(UID, 'l1', [file('a.jpg'), file('b.jpg')]);
    const { result, unmount } = renderHook(() => usePhotoQueue());
    await waitFor(() => expect(result.current.photos).toHaveLength(2));
    const [srcA, srcB] = result.current.photos.map((p) => p.src);

    await act(() => removeQueuedPhoto(a.id));
    await waitFor(() => expect(result.current.photos.map((p) => p.id)).toEqual([b.id]));
    expect(revoke).toHaveBeenCalledWith(srcA);
    expect(revoke).not.toHaveBeenCalledWith(srcB);
    unmount();
    expect(revoke).toHaveBeenCalledWith(srcB);
  });

  it('shows nothing when nobody is signed in', () => {
    signOut();
    const { result } = renderHook(() => usePhotoQueue());
    expect(result.current).toEqual({ photos: [], storageUnreachable: false, failed: 0 });
  });
});
