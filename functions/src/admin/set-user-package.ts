// setUserPackage: an admin puts an owner on a plan (granted by hand, without a payment).
import { HttpsError } from 'firebase-functions/v2/https';
import { db, replicatedFields } from '../shared.js';
import { writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, docId, invalid, onlyKeys } from './input.js';

export const PLANS = ['Basic', 'Silver', 'Gold', 'Platinum'] as const;
export type Plan = (typeof PLANS)[number];

export interface SetUserPackageResponse {
  uid: string;
  plan: Plan;
}

export const setUserPackage = adminCallable<SetUserPackageResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['uid', 'plan'], 'request');
  const uid = docId(req.uid, 'user');
  if (!(PLANS as readonly unknown[]).includes(req.plan)) invalid(`Choose a plan: ${PLANS.join(', ')}.`);
  const plan = req.plan as Plan;
  await db.runTransaction(async (tx) => {
    const ref = db.collection('profiles').doc(uid);
    const profile = (await tx.get(ref)).data();
    if (!profile) throw new HttpsError('not-found', 'This user no longer exists.');
    if (profile.package === plan) return;
    tx.update(ref, { package: plan, ...replicatedFields() });
    writeAudit(tx, caller, {
      action: 'user.package',
      targetType: 'user',
      targetId: uid,
      targetLabel: String(profile.email ?? ''),
      before: { package: profile.package ?? null },
      after: { package: plan },
    });
  });
  return { uid, plan };
});
