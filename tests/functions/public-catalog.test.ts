// The catalogue / and /listings are rendered from: the collection before any snapshot exists, then
// the published snapshot, read once per instance and re-checked at most once a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { buildCatalogSnapshot } from '../../functions/src/catalog-snapshot/build';
import { CATALOG_RECHECK_MS, forgetPublicCatalog, publicCatalog } from '../../functions/src/pages/public-catalog';
import { PROJECT_ID, rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from '../rules/fixtures';

let app: App;
let db: Firestore;
let env: RulesTestEnvironment;

const put = (id: string, extra: Record<string, unknown> = {}) =>
  db.doc(`catalog/${id}`).set({ title: `Public ${id}`, category: 'Cafe', rating: 4, images: [], _deleted: false, serverTimestamp: FieldValue.serverTimestamp(), ...extra });

const ids = (docs: readonly Record<string, unknown>[]) => docs.map((d) => d.id).sort();

beforeAll(async () => {
  env = await rulesEnv();
  await clearAndSettle(env);
  app = initializeApp({ projectId: PROJECT_ID }, `public-catalog-${Date.now()}`);
  db = getFirestore(app);
  forgetPublicCatalog();
});
afterAll(async () => {
  await clearAll(env);
  await env?.cleanup();
  await deleteApp(app);
});

describe('publicCatalog', () => {
  const t0 = Date.UTC(2026, 10, 29, 12);

  it('reads the live collection, without its removed entries, while no snapshot is published', async () => {
    await put('p-one');
    await put('p-gone', { _deleted: true });
    expect(ids(await publicCatalog(db, t0))).toEqual(['p-one']);
    // Not kept: the next page sees a new entry at once.
    await put('p-two');
    expect(ids(await publicCatalog(db, t0 + 1))).toEqual(['p-one', 'p-two']);
  });

  it('then serves the snapshot, and keeps it for a minute without reading anything', async () => {
    expect(await buildCatalogSnapshot(db, { now: t0 })).toMatchObject({ status: 'built' });
    const first = await publicCatalog(db, t0 + 2);
    expect(ids(first)).toEqual(['p-one', 'p-two']);
    await put('p-three');
    await buildCatalogSnapshot(db, { now: t0 + 10 });
    // Within the minute: the same copy (the very same array), even though a newer one exists.
    expect(await publicCatalog(db, t0 + 2 + CATALOG_RECHECK_MS - 1)).toBe(first);
    // After it: the pointer is read again and the new snapshot taken.
    expect(ids(await publicCatalog(db, t0 + 2 + CATALOG_RECHECK_MS))).toEqual(['p-one', 'p-three', 'p-two']);
  });

  it('re-reads only the pointer when the snapshot has not changed', async () => {
    const held = await publicCatalog(db, t0 + 3 * CATALOG_RECHECK_MS);
    expect(await publicCatalog(db, t0 + 5 * CATALOG_RECHECK_MS)).toBe(held);
  });
});
