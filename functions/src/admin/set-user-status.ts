// setUserStatus: suspend or re-activate an owner. Suspension is in the profile (the rules
// refuse a suspended user's writes; the catalog hides their listings) and in Auth (they can
// no longer sign in, and their sessions cannot refresh).
import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { db, replicatedFields } from '../shared.js';
import { writeAudit } from './audit.js';
import { adminCallable, authUser } from './guard.js';
import { asRecord, docId, invalid, onlyKeys } from './input.js';

export interface SetUserStatusResponse {
  uid: string;
  status: 'active' | 'inactive';
}


export const setUserStatus = adminCallable<SetUserStatusResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['uid', 'status'], 'request');
  const uid = docId(req.uid, 'user');
  if (req.status !== 'active' && req.status !== 'inactive') invalid('Choose whether to activate or suspend the user.');
  const status = req.status;
  const user = await authUser(uid);
  if (user?.customClaims?.admin === true) throw new HttpsError('failed-precondition', 'Admins cannot be suspended.');

  await db.runTransaction(async (tx) => {
    const ref = db.collection('profiles').doc(uid);
    const profile = (await tx.get(ref)).data();
    if (!profile) throw new HttpsError('not-found', 'This user no longer exists.');
    if (profile.role === 'admin') throw new HttpsError('failed-precondition', 'Admins cannot be suspended.');
    // Already so: nothing to write; Auth is still brought in line below (a retry repairs it).
    if (profile.status === status) return;
    tx.update(ref, { status, ...replicatedFields() });
    writeAudit(tx, caller, {
      action: status === 'inactive' ? 'user.suspend' : 'user.activate',
      targetType: 'user',
      targetId: uid,
      targetLabel: String(profile.email ?? ''),
      before: { status: profile.status ?? null },
      after: { status },
    });
  });

  // After the profile, so a refused request never locks anyone out. A profile without an
  // Auth account (imported data) has nothing more to change.
  if (user) {
    await getAuth().updateUser(uid, { disabled: status === 'inactive' });
    if (status === 'inactive') await getAuth().revokeRefreshTokens(uid);
  }
  return { uid, status };
});
