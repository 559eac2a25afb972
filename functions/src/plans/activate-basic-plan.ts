// The free Basic plan, which the pricing page activates without a payment. The package
// is never client-writable (firestore.rules), so this callable checks the caller and sets it.
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { hasEnded, isPaidPlan } from '../payments/plans.js';
import { db, FieldValue, SERVER_TS } from '../shared.js';

export interface ActivateBasicPlanResponse {
  package: 'Basic';
}

/**
 * Puts the user on Basic, inside a transaction so a paid plan granted at the same moment
 * (the Stripe webhook) is never overwritten. Refuses, and changes nothing, when the profile
 * is missing, suspended or on a paid plan that is still running: choosing Basic must not
 * silently throw a paid plan away. A paid plan that has ended (the daily sweep may not have
 * run yet) gives way to Basic. Already on Basic: nothing to write.
 */
export async function activateBasicFor(uid: string): Promise<ActivateBasicPlanResponse> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('profiles').doc(uid);
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('_deleted') === true) {
      throw new HttpsError('failed-precondition', 'Your profile could not be found. Please sign out and sign in again.');
    }
    if (snap.get('status') !== 'active') {
      throw new HttpsError('failed-precondition', 'Your account is suspended.');
    }
    const current: unknown = snap.get('package');
    const now = Date.now();
    if (isPaidPlan(current) && !hasEnded(snap.get('packageExpiresAt'), now)) {
      throw new HttpsError('failed-precondition', `You already have the ${String(current)} plan.`);
    }
    if (current !== 'Basic' || snap.get('packageExpiresAt') != null) {
      tx.update(ref, { package: 'Basic', packageExpiresAt: null, updatedAt: now, [SERVER_TS]: FieldValue.serverTimestamp() });
    }
    return { package: 'Basic' as const };
  });
}

export const activateBasicPlan = callable<ActivateBasicPlanResponse>(async (request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Please log in to choose a plan.');
  return activateBasicFor(uid);
});
