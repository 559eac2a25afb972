// One of the owner's payments (Firestore payments/{sessionId}, written by functions only;
// docs/payments.md), as the owner's device keeps it for the billing history.
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { num, str, toMillis } from '@/lib/db/coerce';

export type PaymentStatus = 'paid' | 'failed' | 'refunded' | 'flagged' | 'pending';
const STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'refunded', 'flagged', 'pending'];

export interface Payment {
  /** The checkout session id. */
  id: string;
  plan: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  /** ISO code, lower case as Stripe writes it ('usd'). */
  currency: string;
  status: PaymentStatus;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms; 0 when not paid. */
  paidAt: number;
  /** When the plan bought ends (epoch ms); 0 when unknown. */
  periodEnd: number;
}

/** `serverTimestamp` is deliberately absent: the replication plugin throws if it is in the schema. */
export const paymentSchema: RxJsonSchema<Payment> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    plan: { type: 'string' },
    amount: { type: 'number' },
    currency: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'number' },
    paidAt: { type: 'number' },
    periodEnd: { type: 'number' },
  },
  required: ['id', 'plan', 'amount', 'currency', 'status', 'createdAt'],
};

/** Shapes a pulled payment; nothing is pushed back, so it may normalise freely. */
export function toPaymentDoc(raw: Record<string, unknown>): WithDeleted<Payment> {
  return {
    id: str(raw.id),
    plan: str(raw.plan),
    amount: Math.round(num(raw.amount)),
    currency: str(raw.currency).toLowerCase() || 'usd',
    status: STATUSES.includes(raw.status as PaymentStatus) ? (raw.status as PaymentStatus) : 'pending',
    createdAt: toMillis(raw.createdAt),
    paidAt: toMillis(raw.paidAt),
    periodEnd: toMillis(raw.periodEnd),
    _deleted: raw._deleted === true,
  };
}
