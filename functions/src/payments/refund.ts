// charge.refunded: the payment becomes refunded and the plan loses the days it bought.
import type { Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../admin/audit.js';
import { setNotice } from '../notifications/notice.js';
import { db, replicatedFields } from '../shared.js';
import { STRIPE_ACTOR } from './fulfil.js';
import { paymentsRef, str, type Obj } from './payment-record.js';
import { DAY_MS, daysOf, formatDate, isPaidPlan } from './plans.js';

export async function applyRefund(tx: Transaction, charge: Obj, now: number): Promise<string> {
  // Partial refunds leave the plan as it is (charge.refunded is true only when fully refunded).
  if (charge.refunded !== true) return 'ignored: partial refund';
  const paymentIntentId = str(charge.payment_intent);
  if (!paymentIntentId) return 'ignored: no payment intent';
  const found = await tx.get(paymentsRef().where('paymentIntentId', '==', paymentIntentId).limit(1));
  if (found.empty) return 'ignored: unknown payment';
  const payRef = found.docs[0].ref;
  const payment = found.docs[0].data();
  if (payment.status === 'refunded') return 'unchanged: already refunded';
  const uid = str(payment.userId);
  const profileRef = uid ? db.collection('profiles').doc(uid) : null;
  const profile = profileRef ? (await tx.get(profileRef)).data() : undefined;

  tx.update(payRef, { status: 'refunded', ...replicatedFields() });
  // Only a fulfilled payment gave the plan days to take back.
  if (payment.status !== 'paid' || !isPaidPlan(payment.plan) || !profile || !profileRef) return 'refunded';

  const plan = payment.plan;
  const end = profile.packageExpiresAt;
  let after: { package: unknown; packageExpiresAt: number | null } = { package: profile.package ?? null, packageExpiresAt: null };
  if (typeof end === 'number') {
    const shortened = end - daysOf(plan) * DAY_MS;
    after = shortened <= now ? { package: null, packageExpiresAt: null } : { package: profile.package ?? null, packageExpiresAt: shortened };
    tx.update(profileRef, { ...after, ...replicatedFields() });
    writeAudit(tx, STRIPE_ACTOR, {
      action: 'payment.refund',
      targetType: 'user',
      targetId: uid,
      targetLabel: String(profile.email ?? ''),
      before: { package: profile.package ?? null, packageExpiresAt: end },
      after,
    });
  }
  const rest = after.packageExpiresAt === null
    ? (after.package === null ? ' Your plan has ended.' : '')
    : ` Your plan now ends on ${formatDate(after.packageExpiresAt)}.`;
  setNotice(tx, uid, `payment_${payRef.id}_refunded`, {
    title: `${plan} plan refunded`,
    message: `Your payment for the ${plan} plan was refunded.${rest}`,
  }, now);
  return 'refunded';
}
