// A report of a review or a listing (Firestore reports/{targetType}_{targetId}_{reporterUid},
// docs/reviews.md), as an admin's device keeps it for the Reports tab.
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { str, toMillis } from '@/lib/db/coerce';

export type ReportStatus = 'open' | 'hidden' | 'dismissed';
export type ReportReason = 'spam' | 'offensive' | 'wrong_info' | 'closed' | 'other';

export interface AdminReport {
  id: string;
  targetType: 'review' | 'listing';
  targetId: string;
  listingId: string;
  reporterId: string;
  reason: ReportReason;
  text: string;
  status: ReportStatus;
  createdAt: number;
  /** 0 while open. */
  resolvedAt: number;
  /** The admin's uid; '' while open. */
  resolvedBy: string;
}

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  wrong_info: 'Wrong information',
  closed: 'Closed permanently',
  other: 'Something else',
};

export const reportSchema: RxJsonSchema<AdminReport> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 400 },
    targetType: { type: 'string' },
    targetId: { type: 'string' },
    listingId: { type: 'string' },
    reporterId: { type: 'string' },
    reason: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'number' },
    resolvedAt: { type: 'number' },
    resolvedBy: { type: 'string' },
  },
  required: ['id', 'targetType', 'targetId', 'listingId', 'reporterId', 'reason', 'text', 'status', 'createdAt', 'resolvedAt', 'resolvedBy'],
};

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

export const toAdminReport = (raw: Record<string, unknown>): WithDeleted<AdminReport> => ({
  id: str(raw.id),
  targetType: oneOf(raw.targetType, ['review', 'listing'] as const, 'review'),
  targetId: str(raw.targetId),
  listingId: str(raw.listingId),
  reporterId: str(raw.reporterId),
  reason: oneOf(raw.reason, ['spam', 'offensive', 'wrong_info', 'closed', 'other'] as const, 'other'),
  text: str(raw.text),
  status: oneOf(raw.status, ['open', 'hidden', 'dismissed'] as const, 'open'),
  createdAt: toMillis(raw.createdAt),
  resolvedAt: raw.resolvedAt ? toMillis(raw.resolvedAt) : 0,
  resolvedBy: str(raw.resolvedBy),
  _deleted: raw._deleted === true,
});
