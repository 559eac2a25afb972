// The signed-in owner's photos waiting on this device (all, or one listing's), shown from their
// stored Blobs until Storage has them.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { blobStore } from '@/lib/db/blob-store';
import { usePhotoQueueStore, watchPhotoQueue } from './photo-queue-store';
import type { QueuedPhoto, QueuedPhotoStatus } from './queued-photo';

export interface QueuedPhotoView {
  id: string;
  listingId: string;
  fileName: string;
  /** Object URL of the stored Blob. */
  src: string;
  status: QueuedPhotoStatus;
  /** 0..1 (1 once the bytes are in Storage and the listing is being given the URL). */
  progress: number;
  error?: string;
}

export interface PhotoQueueView {
  /** Queue order (oldest first); a photo appears once its Blob has been read. */
  photos: QueuedPhotoView[];
  storageUnreachable: boolean;
  /** How many of these photos are marked failed (each can be retried or removed). */
  failed: number;
}

export function usePhotoQueue(listingId?: string): PhotoQueueView {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const storeUid = usePhotoQueueStore((s) => s.uid);
  const items = usePhotoQueueStore((s) => s.items);
  const progress = usePhotoQueueStore((s) => s.progress);
  const storageUnreachable = usePhotoQueueStore((s) => s.storageUnreachable);

  // The queue itself starts after sign-in (app/sync.ts); the owner's screens may come first.
  useEffect(() => {
    if (uid) void watchPhotoQueue(uid);
  }, [uid]);

  const mine = useMemo(
    () => (uid && storeUid === uid ? items.filter((p) => listingId === undefined || p.listingId === listingId) : []),
    [uid, storeUid, items, listingId],
  );
  const urls = useObjectUrls(mine.map((p) => p.id));

  const photos = useMemo(
    () =>
      mine.flatMap((p): QueuedPhotoView[] => {
        const src = urls[p.id];
        if (!src) return [];
        const fraction = progress[p.id] ?? (p.url ? 1 : 0);
        return [{ id: p.id, listingId: p.listingId, fileName: p.fileName, src, status: p.status, progress: fraction, error: p.error }];
      }),
    [mine, urls, progress],
  );
  return { photos, storageUnreachable: storageUnreachable && !!uid, failed: mine.filter((p) => p.status === 'failed').length };
}

/** id → object URL of that photo's stored Blob; each URL is revoked once its id is gone. */
function useObjectUrls(ids: string[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const made = useRef(new Map<string, string>());
  const key = ids.join('\n');

  useEffect(() => {
    const map = made.current;
    const wanted = new Set(key ? key.split('\n') : []);
    let cancelled = false;
    let removed = false;
    for (const [id, url] of map) {
      if (wanted.has(id)) continue;
      URL.revokeObjectURL(url);
      map.delete(id);
      removed = true;
    }
    const missing = [...wanted].filter((id) => !map.has(id));
    if (removed) setUrls(Object.fromEntries(map));
    if (missing.length > 0) {
      void Promise.all(missing.map((id) => blobStore.get<QueuedPhoto>(id))).then((records) => {
        if (cancelled) return;
        for (const record of records) if (record && !map.has(record.id)) map.set(record.id, URL.createObjectURL(record.blob));
        setUrls(Object.fromEntries(map));
      }, (error: unknown) => console.error('Queued photos could not be read', error));
    }
    return () => {
      cancelled = true;
    };
  }, [key]);

  // Unmount: nothing shows these URLs any more.
  useEffect(() => {
    const map = made.current;
    return () => {
      map.forEach((url) => URL.revokeObjectURL(url));
      map.clear();
    };
  }, []);

  return urls;
}
