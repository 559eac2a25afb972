// What a Checkout Session event changes: the payment record, and for a paid session the
// owner's plan, a notification and an audit entry. Runs inside the event's transaction.
import { logger } from 'firebase-functions';
import type { Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../admin/audit.js';
import { setNotice } from '../notifications/notice.js';
import { db, replicatedFields } from '../shared.js';
import { paymentDoc, paymentsRef, sessionFacts, type Obj, type SessionFacts } from './payment-record.js';
import { DAY_MS, daysOf, formatDate, isPaidPlan, PLAN_TABLE, runningEnd } from './plans.js';

/** The audit actor of changes made by Stripe's webhook. */
export const STRIPE_ACTOR = { uid: 'stripe', email: '' };

export type SessionEventKind = 'completed' | 'succeeded' | 'failed';

/** Why a paid session cannot be fulfilled, or null when it can. */
function problemWith(facts: SessionFacts, profile: Obj | undefined): string | null {
  if (!isPaidPlan(facts.plan)) return `Unknown plan "${facts.plan}".`;
  if (!facts.uid) return 'The session names no user.';
  if (!profile || profile._deleted === true) return 'The user has no profile.';
  const terms = PLAN_TABLE[facts.plan];
  if (facts.amount !== terms.amount || facts.currency !== terms.currency) {
    return `Paid ${facts.amount ?? '?'} ${facts.currency || '?'}; the ${facts.plan} plan costs ${terms.amount} ${terms.currency}.`;
  }
  return null;
}

export async function applySessionEvent(tx: Transaction, session: Obj, kind: SessionEventKind, now: number): Promise<string> {
  const facts = sessionFacts(session);
  if (!facts.sessionId) return 'ignored: no session id';
  const payRef = paymentsRef().doc(facts.sessionId);
  const profileRef = facts.uid ? db.collection('profiles').doc(facts.uid) : null;
  // Reads first (a transaction's rule), then writes.
  const previous = (await tx.get(payRef)).data();
  const profile = profileRef ? (await tx.get(profileRef)).data() : undefined;

  // A settled payment stays settled: a second event about it (a replay under a new event
  // id, or completed after async_payment_succeeded) must not extend the plan again.
  if (previous && previous.status !== 'pending') return `unchanged: payment already ${String(previous.status)}`;

  if (kind === 'failed') {
    tx.set(payRef, paymentDoc(facts, previous, { status: 'failed' }, now));
    if (profile && facts.uid) {
      setNotice(tx, facts.uid, `payment_${facts.sessionId}_failed`, {
        title: 'Payment failed',
        message: `Your payment for the ${facts.plan} plan did not go through. Your plan was not changed.`,
      }, now);
    }
    return 'failed';
  }
  if (kind === 'completed' && !facts.paid) {
    // A delayed payment method: async_payment_succeeded or _failed follows.
    tx.set(payRef, paymentDoc(facts, previous, { status: 'pending' }, now));
    return 'pending';
  }

  const problem = problemWith(facts, profile);
  if (problem || !profile || !profileRef || !isPaidPlan(facts.plan)) {
    logger.error('Stripe payment flagged, not fulfilled', { sessionId: facts.sessionId, problem });
    tx.set(payRef, paymentDoc(facts, previous, { status: 'flagged', paidAt: now, flagReason: problem }, now));
    return 'flagged';
  }

  // Buying any paid plan while one runs extends from its end (the new plan's days are added).
  const periodStart = Math.max(now, runningEnd(profile, now) ?? now);
  const periodEnd = periodStart + daysOf(facts.plan) * DAY_MS;
  tx.set(payRef, paymentDoc(facts, previous, { status: 'paid', paidAt: now, periodStart, periodEnd }, now));
  tx.update(profileRef, { package: facts.plan, packageExpiresAt: periodEnd, ...replicatedFields() });
  setNotice(tx, facts.uid, `payment_${facts.sessionId}`, {
    title: `${facts.plan} plan active`,
    message: `Your ${facts.plan} plan is active until ${formatDate(periodEnd)}.`,
  }, now);
  writeAudit(tx, STRIPE_ACTOR, {
    action: 'payment.fulfil',
    targetType: 'user',
    targetId: facts.uid,
    targetLabel: String(profile.email ?? ''),
    before: { package: profile.package ?? null, packageExpiresAt: profile.packageExpiresAt ?? null },
    after: { package: facts.plan, packageExpiresAt: periodEnd },
  });
  return 'paid';
}
