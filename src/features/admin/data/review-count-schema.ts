// The little of each review an admin's device keeps: enough to count them (Total Reviews).
import type { RxJsonSchema, WithDeleted } from 'rxdb';
import { num, str } from '@/lib/db/coerce';

export interface ReviewStub {
  id: string;
  listingId: string;
  rating: number;
  createdAt: number;
}

export const reviewStubSchema: RxJsonSchema<ReviewStub> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 300 },
    listingId: { type: 'string' },
    rating: { type: 'number' },
    createdAt: { type: 'number' },
  },
  required: ['id', 'listingId', 'rating', 'createdAt'],
};

export const toReviewStub = (raw: Record<string, unknown>): WithDeleted<ReviewStub> => ({
  id: str(raw.id),
  listingId: str(raw.listingId),
  rating: num(raw.rating),
  createdAt: num(raw.createdAt),
  _deleted: raw._deleted === true,
});
