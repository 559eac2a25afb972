// Cloud Functions entry point: every exported function is deployed.
import { onRequest } from 'firebase-functions/v2/https';

export { projectListing } from './catalog/sync-catalog.js';

/** Lets the test harness confirm the functions really loaded (the emulator says "ready" regardless). */
export const health = onRequest((_req, res) => {
  res.json({ ok: true });
});
