// The daily orphaned-photo sweep, through its core with a fake bucket (the emulator never fires
// schedules, and the Storage emulator may not run here) against listings in the Firestore
// emulator: referenced and young photos stay, old unreferenced ones and a tombstoned
// listing's go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { GRACE_MS, sweepOrphanedPhotosAt, type StoredObject } from '../../functions/src/storage/orphaned-photos';
import { objectPathOf, photoPathsOf } from '../../functions/src/storage/object-paths';
import { CallableStack } from '../support/callables';

const DAY = 86_400_000;
let stack: CallableStack;

beforeAll(() => {
  stack = new CallableStack('orphans');
});
afterAll(async () => stack?.close());

/** A download URL as this stack's emulator answers it (its port: the e2e pages that later list these listings load them under a CSP naming it). */
const STORAGE_PORT = 9199 + Number(process.env.FORKFUL_PORT_OFFSET || 0);
const emulatorUrl = (path: string) => `http://127.0.0.1:${STORAGE_PORT}/v0/b/demo-forkful.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t1`;
/** A download URL as production answers it. */
const prodUrl = (path: string) => `https://firebasestorage.googleapis.com/v0/b/forkful.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t2`;

describe('objectPathOf', () => {
  it('reads the object path out of download, public and gs:// URLs, and nothing else', () => {
    const path = 'listing-images/u1/17-café terrace.jpg';
    expect(objectPathOf(emulatorUrl(path))).toBe(path);
    expect(objectPathOf(prodUrl(path))).toBe(path);
    expect(objectPathOf('https://storage.googleapis.com/forkful.appspot.com/listing-images/u1/1-a.png')).toBe('listing-images/u1/1-a.png');
    expect(objectPathOf('gs://forkful.appspot.com/listing-images/u1/1-a.png')).toBe('listing-images/u1/1-a.png');
    expect(objectPathOf('https://images.unsplash.com/photo-1?w=800')).toBeNull();
    expect(objectPathOf('not a url')).toBeNull();
    expect(photoPathsOf([prodUrl('listing-images/u1/1-a.png'), prodUrl('private/x.png'), 42, null])).toEqual(['listing-images/u1/1-a.png']);
    expect(photoPathsOf(undefined)).toEqual([]);
  });
});

describe('sweepOrphanedPhotos', () => {
  it('deletes old photos no live listing references, and keeps referenced and young ones', async () => {
    const now = Date.now();
    const dir = `listing-images/orphans-${stack.run}`;
    const p = (name: string) => `${dir}/${name}`;
    const listing = (id: string, images: string[], extra: Record<string, unknown> = {}) =>
      stack.db.doc(`listings/${id}-${stack.run}`).set({
        title: id, ownerId: `orphans-${stack.run}`, status: 'approved', images,
        createdAt: 1, updatedAt: 1, _deleted: false, serverTimestamp: FieldValue.serverTimestamp(), ...extra,
      });

    await listing('live', [emulatorUrl(p('1-kept.jpg')), prodUrl(p('2-kept.webp')), 'https://images.unsplash.com/photo-1']);
    await listing('pending', [emulatorUrl(p('3-pending.png'))], { status: 'pending' });
    await listing('rejected', [emulatorUrl(p('4-rejected.png'))], { status: 'rejected' });
    await listing('tombstoned', [emulatorUrl(p('5-tombstoned.png'))], { _deleted: true });
    await stack.db.doc(`ads/orphans-${stack.run}`).set({ title: 'Ad', imageUrl: prodUrl(p('6-ad.png')), _deleted: false });

    const old = now - GRACE_MS - DAY;
    const files: StoredObject[] = [
      { name: p('1-kept.jpg'), timeCreated: old },
      { name: p('2-kept.webp'), timeCreated: old },
      { name: p('3-pending.png'), timeCreated: old },
      { name: p('4-rejected.png'), timeCreated: old },
      { name: p('5-tombstoned.png'), timeCreated: old },
      { name: p('6-ad.png'), timeCreated: old },
      { name: p('7-removed-from-listing.png'), timeCreated: old },
      { name: p('8-abandoned-just-past-grace.png'), timeCreated: now - GRACE_MS },
      { name: p('9-uploading-today.png'), timeCreated: now - DAY },
      { name: p('10-unknown-age.png'), timeCreated: Number.NaN },
    ];
    const prefixes: string[] = [];
    const deleted: string[] = [];
    const sweep = () =>
      sweepOrphanedPhotosAt({
        now,
        listFiles: async function* (prefix) {
          prefixes.push(prefix);
          yield* files.filter((f) => f.name.startsWith(prefix) && !deleted.includes(f.name));
        },
        deleteFile: async (name) => {
          deleted.push(name);
        },
      });

    const first = await sweep();
    expect(prefixes).toEqual(['listing-images/']);
    expect([...deleted].sort()).toEqual([p('5-tombstoned.png'), p('7-removed-from-listing.png'), p('8-abandoned-just-past-grace.png')].sort());
    expect(first).toMatchObject({ scanned: 10, referenced: 5, young: 2 });
    expect([...first.deleted].sort()).toEqual([...deleted].sort());

    // A photo taken off a live listing goes on the next sweep; a listing removed outright too.
    await listing('live', [emulatorUrl(p('1-kept.jpg'))]);
    await stack.db.doc(`listings/pending-${stack.run}`).delete();
    const second = await sweep();
    expect([...second.deleted].sort()).toEqual([p('2-kept.webp'), p('3-pending.png')]);
    expect(second).toMatchObject({ scanned: 7, referenced: 3, young: 2 });
  });

  it('deletes nothing when every old photo is still referenced', async () => {
    const path = `listing-images/orphans-${stack.run}/solo.png`;
    await stack.db.doc(`listings/solo-${stack.run}`).set({ title: 'solo', images: [prodUrl(path)], _deleted: false });
    const deleted: string[] = [];
    const result = await sweepOrphanedPhotosAt({
      now: Date.now(),
      listFiles: () => [{ name: path, timeCreated: 0 }],
      deleteFile: async (name) => {
        deleted.push(name);
      },
    });
    expect(result).toEqual({ scanned: 1, referenced: 1, young: 0, deleted: [] });
    expect(deleted).toEqual([]);
  });
});
