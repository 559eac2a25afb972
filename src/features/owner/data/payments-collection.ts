// The signed-in owner's payments on this device: a per-user, pull-only copy of `payments`
// where userId == uid (the rules let a user list only their own), so the billing history
// reads offline once seen.
import { where } from 'firebase/firestore';
import { pullOnlyUserData } from '@/lib/db/pull-only';
import { paymentSchema, toPaymentDoc } from './payment-schema';

export const payments = pullOnlyUserData({
  prefix: 'payments',
  schema: paymentSchema,
  path: () => 'payments',
  pullFilter: (uid) => [where('userId', '==', uid)],
  pullModifier: toPaymentDoc,
});
