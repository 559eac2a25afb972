// Builds the published catalogue snapshot in the emulator now (the emulator never fires the
// ten-minute schedule): the seed, the bench and end-to-end tests call it after writing the
// catalogue. It runs the compiled builder itself (functions/lib) with the functions' own
// Admin SDK, pointed at the Firestore emulator, so it needs no functions emulator and adds
// no endpoint to the deployed functions.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureFunctionsBuilt } from '../setup.mjs';
import { FUNCTIONS_BASE, PORTS, PROJECT_ID, ROOT } from './emulators.mjs';

const APP_NAME = 'catalog-snapshot-script';

/**
 * The functions emulator starts a worker on a function's first request (seconds); production
 * answers from the CDN. Ask once now, so the first new install measured or tested does not pay
 * for it. Best effort: without a functions emulator this just fails.
 */
async function warmEndpoint() {
  try {
    const res = await fetch(`${FUNCTIONS_BASE}/catalogSnapshot`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
  } catch {
    /* no functions emulator running: nothing to warm */
  }
}

/**
 * Resolves like functions/src/catalog-snapshot/build.ts's BuildResult: { status: 'built',
 * snapshotId, parts, count, bytes, checkpoint, reads, removed } or { status: 'unchanged' |
 * 'empty' | 'superseded', reads }. Then warms the catalogSnapshot endpoint unless `warm` is false.
 */
export async function buildCatalogSnapshotNow({ now = Date.now(), warm = true } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
  if (!/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(process.env.FIRESTORE_EMULATOR_HOST)) {
    throw new Error(`Refusing to build a snapshot outside the local emulator (FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST})`);
  }
  ensureFunctionsBuilt();
  // The functions' copy of firebase-admin, so the builder and its Firestore handle agree.
  const require = createRequire(join(ROOT, 'functions', 'package.json'));
  const { getApps, initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { buildCatalogSnapshot } = require(join(ROOT, 'functions', 'lib', 'catalog-snapshot', 'build.js'));
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT || PROJECT_ID }, APP_NAME);
  const result = await buildCatalogSnapshot(getFirestore(app), { now });
  if (warm && result.status !== 'empty') await warmEndpoint();
  return result;
}
