// setUserPackage: an admin puts an owner on a plan (granted by hand, without a payment). A
// paid plan runs for its duration from now (plan table); Basic never ends.
import { HttpsError } from 'firebase-functions/v2/https';
import { PLAN_NAMES, isPlanName } from '../common/plans.js';
import { DAY_MS, PLAN_TABLE, hasEnded, type Plan } from '../payments/plans.js';
import { db, replicatedFields } from '../shared.js';
import { writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, docId, invalid, onlyKeys } from './input.js';

export const PLANS: readonly Plan[] = PLAN_NAMES;
export type { Plan };

export interface SetUserPackageResponse {
  uid: string;
  plan: Plan;
  /** When the plan ends (epoch ms); null = never (Basic). */
  packageExpiresAt: number | null;
}

export const setUserPackage = adminCallable<SetUserPackageResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['uid', 'plan'], 'request');
  const uid = docId(req.uid, 'user');
  if (!isPlanName(req.plan)) invalid(`Choose a plan: ${PLANS.join(', ')}.`);
  const plan = req.plan;
  return db.runTransaction(async (tx) => {
    const ref = db.collection('profiles').doc(uid);
    const profile = (await tx.get(ref)).data();
    if (!profile) throw new HttpsError('not-found', 'This user no longer exists.');
    const now = Date.now();
    const currentEnd = typeof profile.packageExpiresAt === 'number' ? profile.packageExpiresAt : null;
    // The same plan, still running: nothing to change (an ended one is granted afresh).
    if (profile.package === plan && !hasEnded(currentEnd, now)) return { uid, plan, packageExpiresAt: currentEnd };
    const days = PLAN_TABLE[plan].days;
    const packageExpiresAt = days === null ? null : now + days * DAY_MS;
    tx.update(ref, { package: plan, packageExpiresAt, ...replicatedFields() });
    writeAudit(tx, caller, {
      action: 'user.package',
      targetType: 'user',
      targetId: uid,
      targetLabel: String(profile.email ?? ''),
      before: { package: profile.package ?? null, packageExpiresAt: currentEnd },
      after: { package: plan, packageExpiresAt },
    });
    return { uid, plan, packageExpiresAt };
  });
});
