// One photo waiting on this device to be uploaded (an IndexedDB record), and where it goes in
// Cloud Storage.
import type { BlobRecord } from '@/lib/db/blob-store';

export type QueuedPhotoStatus = 'queued' | 'uploading' | 'failed';

export interface QueuedPhoto extends BlobRecord {
  id: string;
  uid: string;
  listingId: string;
  /** Display name, carrying the extension of `type` (storagePath sanitises it). */
  fileName: string;
  type: string;
  blob: Blob;
  size: number;
  /** Epoch ms; unique per tab, so it orders the queue and keeps storage paths apart. */
  createdAt: number;
  status: QueuedPhotoStatus;
  attempts: number;
  /** Epoch ms before which no new attempt is made (exponential backoff). */
  nextAttemptAt: number;
  /** Why the last attempt failed (also set while a photo waits to retry). */
  error?: string;
  /** Download URL once the bytes are in Storage, kept until onUploaded accepted it. */
  url?: string;
}

/** A queued photo as the UI sees it: no Blob in React state. */
export type QueuedPhotoInfo = Omit<QueuedPhoto, 'blob'>;

/** What a user is told about an upload; the first is the original product's wording. */
export const UPLOAD_FAILED = 'Failed to upload one or more images.';
export const STORAGE_UNREACHABLE = 'Photo storage could not be reached. The photo is kept on this device.';
export const UPLOAD_RETRYING = 'The upload was interrupted. It will be retried.';
export const PHOTO_TOO_LARGE = 'The photo is too large: the limit is 5 MB.';
export const NOT_AN_IMAGE = 'Only image files can be uploaded.';
export const NOT_ALLOWED = 'You are not allowed to upload this photo.';

/** storage.rules accept these image types (never SVG: it can carry script), under 5 MB. */
export const UPLOADABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Why Storage would refuse this photo for sure (so it is not even tried), if it would. */
export function rejectionReason(photo: Pick<QueuedPhoto, 'type' | 'size'>): string | undefined {
  if (!(UPLOADABLE_TYPES as readonly string[]).includes(photo.type)) return NOT_AN_IMAGE;
  if (photo.size >= MAX_UPLOAD_BYTES) return PHOTO_TOO_LARGE;
  return undefined;
}
