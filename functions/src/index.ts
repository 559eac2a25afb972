// Cloud Functions entry point: every exported function is deployed.
import { onRequest } from 'firebase-functions/v2/https';

export { projectListing, refreshOwnerName } from './catalog/sync-catalog.js';
export { activateBasicPlan } from './plans/activate-basic-plan.js';
export { projectOwnerReview } from './reviews/owner-reviews.js';

/** Lets the test harness confirm the functions really loaded (the emulator says "ready" regardless). */
export const health = onRequest((_req, res) => {
  res.json({ ok: true });
});
