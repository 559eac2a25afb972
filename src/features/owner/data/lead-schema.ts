// A diner's question to the owner (Firestore users/{uid}/leads/{id}, written by the sendLead
// function; docs/messages.md), as the owner's device keeps it.
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { num, str } from '@/lib/db/coerce';

export type LeadStatus = 'new' | 'answered' | 'archived';
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'answered', 'archived'];

export interface OwnerLead {
  id: string;
  listingId: string;
  listingTitle: string;
  name: string;
  /** '' when the diner left only a phone number. */
  email: string;
  /** '' when the diner left only an e-mail address. */
  phone: string;
  message: string;
  /** The diner's account, '' when they were not signed in. */
  fromUid: string;
  status: LeadStatus;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the last status change (the newest one wins between devices). */
  updatedAt: number;
}

/** `serverTimestamp` is deliberately absent: the replication plugin sets it on push (and throws if it is in the schema). */
export const leadSchema: RxJsonSchema<OwnerLead> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    listingId: { type: 'string' },
    listingTitle: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    message: { type: 'string' },
    fromUid: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
  required: ['id', 'listingId', 'listingTitle', 'name', 'email', 'phone', 'message', 'fromUid', 'status', 'createdAt', 'updatedAt'],
};

/**
 * Shapes a pulled (or conflicting) lead WITHOUT changing what the function wrote: the push
 * sends the whole local document and the rules let it differ only in status and updatedAt.
 */
export function toLeadDoc(raw: Record<string, unknown>): WithDeleted<OwnerLead> {
  return {
    id: str(raw.id),
    listingId: str(raw.listingId),
    listingTitle: str(raw.listingTitle),
    name: str(raw.name),
    email: str(raw.email),
    phone: str(raw.phone),
    message: str(raw.message),
    fromUid: str(raw.fromUid),
    status: LEAD_STATUSES.includes(raw.status as LeadStatus) ? (raw.status as LeadStatus) : 'new',
    createdAt: num(raw.createdAt),
    updatedAt: num(raw.updatedAt),
    _deleted: raw._deleted === true,
  };
}
