// Synthetic catalogue for `npm run bench`: N deterministic CatalogListing documents of about
// 900 bytes (src/features/listings/data/catalog-schema.ts), written to catalog/ with the
// Admin SDK in batches of 500, each with _deleted and the server timestamp (pulls order by it).
import { PROJECT_ID } from './emulators.mjs';
import { makeListing } from './bench-listing.mjs';
import { prng } from './prng.mjs';

export { CATEGORIES, makeListing } from './bench-listing.mjs';

/** Writes catalog/bench-000000.. and returns the average JSON size of a document in bytes. */
export async function seedCatalog(n) {
  const [{ initializeApp, deleteApp }, { getFirestore, FieldValue }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ]);
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-seed-${Date.now()}`);
  const db = getFirestore(app);
  const rnd = prng(42);
  let bytes = 0;
  for (let i = 0; i < n; i += 500) {
    const batch = db.batch();
    for (let j = i; j < Math.min(n, i + 500); j++) {
      const doc = makeListing(j, rnd);
      bytes += JSON.stringify(doc).length;
      batch.set(db.doc(`catalog/bench-${String(j).padStart(6, '0')}`), {
        ...doc,
        _deleted: false,
        serverTimestamp: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  await deleteApp(app);
  return Math.round(bytes / n);
}
