// payments/{sessionId}: one record per Checkout Session, as the Stripe events describe it.
import { db, replicatedFields } from '../shared.js';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'flagged';
export type Obj = Record<string, unknown>;

export const paymentsRef = () => db.collection('payments');

/** A string field of a Stripe object, or '' (ids may also arrive expanded, as objects with an id). */
export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as Obj).id === 'string') return (value as Obj).id as string;
  return '';
}

export const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What a Checkout Session says about its payment. */
export function sessionFacts(session: Obj) {
  const metadata = (typeof session.metadata === 'object' && session.metadata !== null ? session.metadata : {}) as Obj;
  return {
    sessionId: str(session.id),
    uid: str(metadata.uid) || str(session.client_reference_id),
    plan: str(metadata.plan),
    amount: num(session.amount_total),
    currency: str(session.currency).toLowerCase(),
    paymentIntentId: str(session.payment_intent) || null,
    paid: session.payment_status === 'paid',
    createdAt: (num(session.created) ?? 0) * 1000,
  };
}
export type SessionFacts = ReturnType<typeof sessionFacts>;

export interface PaymentOutcome {
  status: PaymentStatus;
  paidAt?: number | null;
  periodStart?: number | null;
  periodEnd?: number | null;
  flagReason?: string | null;
}

/** The whole payment document (every field always present, so devices see one shape). */
export function paymentDoc(facts: SessionFacts, previous: Obj | undefined, outcome: PaymentOutcome, now: number) {
  return {
    userId: facts.uid,
    plan: facts.plan,
    amount: facts.amount ?? 0,
    currency: facts.currency,
    status: outcome.status,
    createdAt: num(previous?.createdAt) ?? (facts.createdAt || now),
    paidAt: outcome.paidAt ?? null,
    periodStart: outcome.periodStart ?? null,
    periodEnd: outcome.periodEnd ?? null,
    paymentIntentId: facts.paymentIntentId ?? (str(previous?.paymentIntentId) || null),
    flagReason: outcome.flagReason ?? null,
    ...replicatedFields(),
  };
}
