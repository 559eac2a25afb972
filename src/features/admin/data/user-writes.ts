// Suspending, activating and setting a user's plan: callable functions (the Auth user is
// disabled or re-enabled on the server, and the audit entry written).
import { callAdmin } from './call-admin';
import type { PlanName } from './profile-schema';

export const setUserStatus = (uid: string, status: 'active' | 'inactive') =>
  callAdmin<{ uid: string; status: 'active' | 'inactive' }, unknown>('setUserStatus', { uid, status });

export const setUserPackage = (uid: string, plan: PlanName) => callAdmin<{ uid: string; plan: PlanName }, unknown>('setUserPackage', { uid, plan });
