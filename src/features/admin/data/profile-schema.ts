// A user's profile (Firestore profiles/{uid}) as an admin's device stores it.
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { isPlanName, PLAN_NAMES, type PlanName } from '@shared/plans';
import { num, str } from '@/lib/db/coerce';

export type { PlanName };
/** The plans an admin can set, from the plan table. */
export const PLANS: readonly PlanName[] = PLAN_NAMES;

export interface AdminProfile {
  id: string;
  fullName: string;
  email: string;
  businessName: string;
  businessType: string;
  role: 'admin' | 'business_owner';
  package: PlanName | null;
  /** When the package ends (epoch ms); null = never. Written by functions only. */
  packageExpiresAt: number | null;
  /** The one field behind the Active/Suspended badge, the toggle and the counts. */
  status: 'active' | 'inactive';
  /** Copied from the Auth user (the token's email_verified) when its user signs in. */
  emailVerified: boolean;
  createdAt: number;
  updatedAt: number;
}

/** `serverTimestamp` is deliberately absent: the replication plugin throws if it is in the schema. */
export const adminProfileSchema: RxJsonSchema<AdminProfile> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    fullName: { type: 'string' },
    email: { type: 'string' },
    businessName: { type: 'string' },
    businessType: { type: 'string' },
    role: { type: 'string' },
    package: { type: ['string', 'null'] },
    packageExpiresAt: { type: ['number', 'null'] },
    status: { type: 'string' },
    emailVerified: { type: 'boolean' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
  required: ['id', 'fullName', 'email', 'role', 'status', 'createdAt'],
};

export function toAdminProfileDoc(raw: Record<string, unknown>): WithDeleted<AdminProfile> {
  return {
    id: str(raw.id),
    fullName: str(raw.fullName),
    email: str(raw.email),
    businessName: str(raw.businessName),
    businessType: str(raw.businessType),
    role: raw.role === 'admin' ? 'admin' : 'business_owner',
    package: isPlanName(raw.package) ? raw.package : null,
    packageExpiresAt: typeof raw.packageExpiresAt === 'number' && Number.isFinite(raw.packageExpiresAt) ? raw.packageExpiresAt : null,
    status: raw.status === 'inactive' ? 'inactive' : 'active',
    emailVerified: raw.emailVerified === true,
    createdAt: num(raw.createdAt),
    updatedAt: num(raw.updatedAt),
    _deleted: raw._deleted === true,
  };
}
