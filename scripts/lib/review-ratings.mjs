// Recomputes listings' rating and reviewCount (and reviewStats) from their reviews in the
// emulator now, with the aggregation function's own code (functions/lib/reviews/rating.js)
// and the functions' own Admin SDK, like scripts/lib/catalog-snapshot.mjs runs the snapshot
// builder. The seed calls it after writing reviews, so its numbers are final without waiting
// for the triggers (which, when the functions emulator runs, converge on the same numbers).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureFunctionsBuilt } from '../setup.mjs';
import { PORTS, PROJECT_ID, ROOT } from './emulators.mjs';

const APP_NAME = 'review-ratings-script';

/** Resolves to { updated, unchanged, missing }: how many listings each outcome had. */
export async function recomputeRatingsNow(listingIds, { concurrency = 8 } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
  if (!/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(process.env.FIRESTORE_EMULATOR_HOST)) {
    throw new Error(`Refusing to recompute ratings outside the local emulator (FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST})`);
  }
  ensureFunctionsBuilt();
  const require = createRequire(join(ROOT, 'functions', 'package.json'));
  const { getApps, initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { recomputeListingRating } = require(join(ROOT, 'functions', 'lib', 'reviews', 'rating.js'));
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT || PROJECT_ID }, APP_NAME);
  const db = getFirestore(app);
  const tally = { updated: 0, unchanged: 0, missing: 0 };
  const queue = [...listingIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const result = await recomputeListingRating(db, id);
      tally[result.listing] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, listingIds.length) }, worker));
  return tally;
}
