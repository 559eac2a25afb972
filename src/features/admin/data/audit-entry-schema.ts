// One entry of the admin audit log (Firestore auditLog/{id}, written only by the admin
// functions in the same transaction as the change they record) as an admin's device keeps it.
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { num, str } from '@/lib/db/coerce';

export type AuditAction =
  | 'listing.approve'
  | 'listing.reject'
  | 'listing.create'
  | 'listing.update'
  | 'listing.delete'
  | 'user.suspend'
  | 'user.activate'
  | 'user.package'
  | 'ad.create'
  | 'ad.update'
  | 'ad.delete';

export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction | string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  /** The changed fields before and after (null: none, e.g. before a create). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: number;
}

export const auditEntrySchema: RxJsonSchema<AuditEntry> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    actorId: { type: 'string' },
    actorEmail: { type: 'string' },
    action: { type: 'string' },
    targetType: { type: 'string' },
    targetId: { type: 'string' },
    targetLabel: { type: 'string' },
    before: { type: ['object', 'null'] },
    after: { type: ['object', 'null'] },
    createdAt: { type: 'number' },
  },
  required: ['id', 'action', 'targetId', 'createdAt'],
};

const map = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

export const toAuditEntry = (raw: Record<string, unknown>): WithDeleted<AuditEntry> => ({
  id: str(raw.id),
  actorId: str(raw.actorId),
  actorEmail: str(raw.actorEmail),
  action: str(raw.action),
  targetType: str(raw.targetType),
  targetId: str(raw.targetId),
  targetLabel: str(raw.targetLabel),
  before: map(raw.before),
  after: map(raw.after),
  createdAt: num(raw.createdAt),
  _deleted: raw._deleted === true,
});
