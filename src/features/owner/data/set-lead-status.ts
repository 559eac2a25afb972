// Moves a lead between new, answered and archived: a local RxDB write, so it works offline;
// the replication pushes it to users/{uid}/leads when it can (leads-collection.ts).
import { getLeadsCollection } from './leads-collection';
import type { LeadStatus } from './lead-schema';

export const LEAD_STATUS_ERROR = 'Could not update the question.';

export async function setLeadStatus(uid: string, id: string, status: LeadStatus): Promise<void> {
  try {
    const doc = await (await getLeadsCollection(uid)).findOne(id).exec();
    if (!doc || doc.status === status) return;
    // Later than the server's copy even on a device whose clock runs behind (the rules ask for it).
    await doc.incrementalPatch({ status, updatedAt: Math.max(Date.now(), doc.updatedAt + 1) });
  } catch (error) {
    console.error(LEAD_STATUS_ERROR, error);
    throw new Error(LEAD_STATUS_ERROR, { cause: error });
  }
}
