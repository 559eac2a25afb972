// Hide the reported review or listing (a tombstone, audit-logged; every open report of it is
// resolved) or dismiss the report, through the resolveReport callable (docs/reviews.md).
import { callAdmin } from './call-admin';

export type ResolveAction = 'hide' | 'dismiss';

export const resolveReport = (reportId: string, action: ResolveAction) =>
  callAdmin<{ reportId: string; action: ResolveAction }, unknown>('resolveReport', { reportId, action });
