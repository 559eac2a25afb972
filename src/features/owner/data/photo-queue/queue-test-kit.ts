// Shared set-up of the photo queue's tests (imported by *.test.ts only): fake-indexeddb from a
// clean slate, a frozen clock, and Files that survive IndexedDB.
import { afterEach, beforeEach, vi } from 'vitest';
// jsdom's File does not survive structured cloning into fake-indexeddb (it is stored as {});
// Node's does, as a browser's File survives real IndexedDB.
import { File as NodeFile } from 'node:buffer';
import { unwatchPhotoQueue } from './photo-queue-store';
import type { QueuedPhoto } from './queued-photo';
import { startPhotoQueue, stopPhotoQueue, type Uploader } from './upload-queue';

export const UID = 'owner-1';
export const NOW = 1_700_000_000_000;

export const file = (name: string, content = `bytes of ${name}`, type = 'image/jpeg') => new NodeFile([content], name, { type }) as unknown as File;

export const storageError = (code: string) => Object.assign(new Error(`Firebase Storage: ${code}`), { code });

/** Answers a URL made of the file name, after reporting half-way progress. */
export const ok: Uploader = async (photo, onProgress) => {
  onProgress(0.5);
  return `https://cdn.test/${photo.fileName}`;
};

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** An uploader whose behaviour the test switches as it goes. */
export function switchable(initial: Uploader) {
  let current = initial;
  const upload = vi.fn<Uploader>((...args) => current(...args));
  return Object.assign(upload, { set: (next: Uploader) => (current = next) });
}

/** Starts UID's queue with jitter fixed at its middle (so backoff is exactly 2 s, 4 s …). */
export function start(upload: Uploader, onUploaded = vi.fn(async (_photo: QueuedPhoto, _url: string) => {})) {
  startPhotoQueue({ uid: UID, upload, onUploaded, random: () => 0.5 });
  return onUploaded;
}

export function deleteDatabase() {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('forkful-photos');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

export function setUpQueueTests() {
  beforeEach(async () => {
    // Only timers and the clock: fake-indexeddb schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    await deleteDatabase();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(async () => {
    await stopPhotoQueue();
    unwatchPhotoQueue();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
