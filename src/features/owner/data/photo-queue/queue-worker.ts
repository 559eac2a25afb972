// The upload loop of one tab: one photo at a time, oldest first, each attempt watched for
// stalls, failures retried with backoff. Runs only while this tab holds the queue's lock.
import { announceChange, setProgress, setStorageUnreachable } from './photo-queue-store';
import { deletePhoto, loadPhotos, updatePhoto } from './photo-records';
import { rejectionReason, STORAGE_UNREACHABLE, UPLOAD_RETRYING, type QueuedPhoto } from './queued-photo';
import { BACKOFF_MAX_MS, backoffDelay, classifyUploadError, failureReason, MAX_TRANSIENT_ATTEMPTS } from './retry-policy';
import { withStallTimeout } from './stall-watchdog';
import type { Uploader } from './uploader';

export interface WorkerOptions {
  uid: string;
  upload: Uploader;
  onUploaded: (photo: QueuedPhoto, url: string) => Promise<void>;
  stallTimeoutMs: number;
  random: () => number;
}

export interface QueueWorker {
  /** Starts uploading (call once the lock is held). */
  activate(): void;
  /** Looks at the queue again (something was added or changed). */
  kick(): void;
  /** Tries the head of the queue now, ignoring its backoff (the device came back online). */
  retryNow(): void;
  /** Abandons the attempt on this photo, if one is running (the photo was removed). */
  abort(id: string): void;
  /** Stops after abandoning the running attempt; resolves once nothing runs any more. */
  stop(): Promise<void>;
  /** Resolves once the worker waits (for a timer, an event or work). */
  idle(): Promise<void>;
}

/** Abort reason of an attempt abandoned on purpose (stop, removal): not a failure. */
const ABANDONED = new Error('Upload abandoned');

export function createQueueWorker(o: WorkerOptions): QueueWorker {
  let active = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let skipBackoff = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { id: string; controller: AbortController } | null = null;

  function kick() {
    if (!active || stopped) return;
    clearTimeout(timer);
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })().finally(() => (running = null));
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(kick, Math.min(ms, BACKOFF_MAX_MS));
  }

  async function drain() {
    try {
      while (!stopped) {
        // Strict creation order, so a listing's images keep the order they were added in.
        const head = (await loadPhotos(o.uid)).find((p) => p.status !== 'failed');
        if (!head) return;
        const wait = skipBackoff ? 0 : head.nextAttemptAt - Date.now();
        if (wait > 0) return schedule(wait);
        if (!head.url && typeof navigator !== 'undefined' && navigator.onLine === false) {
          // Uploading would only fail: wait for the 'online' event (and look again now and then).
          setStorageUnreachable(true);
          return schedule(BACKOFF_MAX_MS);
        }
        skipBackoff = false;
        await process(head);
      }
    } catch (error) {
      // IndexedDB itself failed (quota, storage cleared): the photos are not ours to drop.
      console.error('The photo upload queue stalled; it will look again later', error);
      schedule(60_000);
    }
  }

  async function process(photo: QueuedPhoto) {
    const refused = rejectionReason(photo);
    if (refused) return fail(photo, refused);
    let url = photo.url;
    if (!url) {
      const uploading = await updatePhoto(photo.id, (p) => ({ ...p, status: 'uploading' }));
      if (!uploading) return; // removed meanwhile
      await announceChange(o.uid);
      setProgress(photo.id, 0);
      try {
        url = await attempt(uploading);
      } catch (error) {
        setProgress(photo.id, null);
        return afterFailure(uploading, error);
      }
      setProgress(photo.id, 1);
      setStorageUnreachable(false);
      // Record the URL first: a failing callback must not cost a second upload.
      const uploaded = await updatePhoto(photo.id, (p) => ({ ...p, url }));
      // Removed while uploading: the owner no longer wants it on the listing.
      if (!uploaded) return announceChange(o.uid);
      photo = uploaded;
    }
    // A stopped queue (user switch, sign-out) must not hand a URL to a session that is ending.
    if (stopped) return;
    try {
      await o.onUploaded(photo, url);
    } catch (error) {
      console.warn('An uploaded photo could not be added to its listing yet; will retry', error);
      return retryLater(photo, 'callback', UPLOAD_RETRYING);
    }
    // Only now may the photo leave the device: its URL is in the listing.
    await deletePhoto(photo.id);
    setProgress(photo.id, null);
    await announceChange(o.uid);
  }

  /** One upload; no progress for stallTimeoutMs abandons it as unreachable. */
  async function attempt(photo: QueuedPhoto): Promise<string> {
    const controller = new AbortController();
    current = { id: photo.id, controller };
    const onProgress = (fraction: number) => {
      if (current?.controller === controller) setProgress(photo.id, Math.min(fraction, 0.99));
    };
    try {
      return await withStallTimeout(controller, o.stallTimeoutMs, (onActivity) => {
        const report = (fraction: number) => {
          onActivity();
          onProgress(fraction);
        };
        return o.upload(photo, report, controller.signal);
      });
    } finally {
      if (current?.controller === controller) current = null;
    }
  }

  async function afterFailure(photo: QueuedPhoto, error: unknown) {
    if (error === ABANDONED || stopped) {
      // Not the photo's fault: back in the queue as it was (if it still exists).
      await updatePhoto(photo.id, (p) => ({ ...p, status: 'queued' }));
      return announceChange(o.uid);
    }
    const kind = classifyUploadError(error);
    console.warn(`Photo upload failed (${kind})`, error);
    if (kind === 'permanent') return fail(photo, failureReason(error));
    return retryLater(photo, kind, kind === 'unreachable' ? STORAGE_UNREACHABLE : UPLOAD_RETRYING);
  }

  async function retryLater(photo: QueuedPhoto, kind: 'unreachable' | 'transient' | 'callback', message: string) {
    const attempts = photo.attempts + 1;
    if (kind === 'transient' && attempts >= MAX_TRANSIENT_ATTEMPTS) return fail(photo, failureReason(undefined));
    const nextAttemptAt = Date.now() + backoffDelay(attempts, o.random);
    await updatePhoto(photo.id, (p) => ({ ...p, status: 'queued', attempts, nextAttemptAt, error: message }));
    if (kind === 'unreachable') setStorageUnreachable(true);
    await announceChange(o.uid);
  }

  async function fail(photo: QueuedPhoto, reason: string) {
    // Kept on the device with its reason; retryPhoto puts it back in the queue.
    await updatePhoto(photo.id, (p) => ({ ...p, status: 'failed', attempts: p.attempts + 1, error: reason }));
    await announceChange(o.uid);
  }

  return {
    activate() {
      active = true;
      kick();
    },
    kick,
    retryNow() {
      skipBackoff = true;
      kick();
    },
    abort(id) {
      if (current?.id === id) current.controller.abort(ABANDONED);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      current?.controller.abort(ABANDONED);
      await idle();
    },
    idle,
  };

  async function idle() {
    while (running) await running;
  }
}
