// The daily sweep of listing photos nothing uses any more: a photo removed from a listing, the
// photos of a deleted (tombstoned) listing, an upload whose listing was never saved. Clients
// may delete only what they own and cannot know what other listings hold, so the server
// does it. The emulator never fires schedules (and the Storage emulator may not run at all),
// so the core takes `now` and, optionally, the object lister and deleter, for tests.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { FieldPath } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { db } from '../shared.js';
import { PHOTO_PREFIX, photoPathsOf } from './object-paths.js';

/**
 * How old an unreferenced object must be before it goes. An owner's photo is uploaded first
 * and lands in the listing afterwards (the device's queue writes the URL, then replicates);
 * the grace covers that gap, including a device that drops offline in between.
 */
export const GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredObject {
  /** The object path, e.g. `listing-images/{uid}/{timestamp}-{name}`. */
  name: string;
  /** Epoch ms of the object's creation (`timeCreated`); NaN when unknown, which keeps it. */
  timeCreated: number;
}

export interface SweepOptions {
  now: number;
  graceMs?: number;
  /** The bucket to sweep (the project's default bucket otherwise). */
  bucket?: string;
  /** The objects under `prefix`; the bucket's by default. */
  listFiles?: (prefix: string) => AsyncIterable<StoredObject> | Iterable<StoredObject>;
  /** Deletes one object; the bucket's by default (an object already gone is no error). */
  deleteFile?: (name: string) => Promise<void>;
}

export interface SweepResult {
  scanned: number;
  referenced: number;
  /** Unreferenced but inside the grace period. */
  young: number;
  deleted: string[];
}

const PAGE = 500;
const DELETE_CONCURRENCY = 20;

async function* bucketFiles(bucketName: string | undefined, prefix: string): AsyncIterable<StoredObject> {
  const bucket = getStorage().bucket(bucketName);
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket.getFiles({ prefix, autoPaginate: false, maxResults: 1000, pageToken });
    for (const file of files) yield { name: file.name, timeCreated: Date.parse(file.metadata.timeCreated ?? '') };
    pageToken = next && 'pageToken' in next ? next.pageToken : undefined;
  } while (pageToken);
}

/**
 * The photo paths still in use: every image of every live (not tombstoned) listing, whatever
 * its status (a pending or rejected listing is still its owner's), plus live ads' images (an
 * admin may paste a listing photo's URL into an ad).
 */
export async function referencedPhotoPaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  const sources = [
    { collection: 'listings', field: 'images' },
    { collection: 'ads', field: 'imageUrl' },
  ];
  for (const { collection, field } of sources) {
    // Paged by id with only the two fields needed: the whole collection is read every day.
    let query = db.collection(collection).select(field, '_deleted').orderBy(FieldPath.documentId()).limit(PAGE);
    for (;;) {
      const page = await query.get();
      for (const doc of page.docs) {
        if (doc.get('_deleted') === true) continue;
        for (const path of photoPathsOf(doc.get(field))) paths.add(path);
      }
      if (page.size < PAGE) break;
      query = query.startAfter(page.docs[page.size - 1]);
    }
  }
  return paths;
}

/** Deletes the listing photos no live listing references that are older than the grace. */
export async function sweepOrphanedPhotosAt({ now, graceMs = GRACE_MS, bucket, listFiles, deleteFile }: SweepOptions): Promise<SweepResult> {
  const list = listFiles ?? ((prefix: string) => bucketFiles(bucket, prefix));
  const remove =
    deleteFile ??
    (async (name: string) => {
      await getStorage().bucket(bucket).file(name).delete({ ignoreNotFound: true });
    });

  // Objects first, references second: a URL saved while the bucket is listed is then still
  // seen, and anything uploaded after the listing is not a candidate at all.
  const objects: StoredObject[] = [];
  for await (const object of list(PHOTO_PREFIX)) objects.push(object);
  const inUse = await referencedPhotoPaths();

  const result: SweepResult = { scanned: objects.length, referenced: 0, young: 0, deleted: [] };
  const doomed: string[] = [];
  for (const { name, timeCreated } of objects) {
    if (inUse.has(name)) result.referenced += 1;
    else if (!(now - timeCreated >= graceMs)) result.young += 1; // NaN (unknown age) stays too
    else doomed.push(name);
  }
  for (let i = 0; i < doomed.length; i += DELETE_CONCURRENCY) {
    const chunk = doomed.slice(i, i + DELETE_CONCURRENCY);
    await Promise.all(chunk.map((name) => remove(name)));
    result.deleted.push(...chunk);
  }
  return result;
}

export const sweepOrphanedPhotos = onSchedule('every day 04:00', async () => {
  const { scanned, referenced, young, deleted } = await sweepOrphanedPhotosAt({ now: Date.now() });
  logger.info('Orphaned photo sweep', { scanned, referenced, young, deleted: deleted.length });
});
