// The newest entries of the admin audit log (the overview's recent activity).
import { useMemo } from 'react';
import { auditLog } from './admin-collections';
import type { AuditEntry } from './audit-entry-schema';
import { useAdminCollection } from './use-admin-collection';

export const AUDIT_ERROR = 'Recent activity could not be loaded.';

export function useAuditLog(limit = 8) {
  const state = useAdminCollection<AuditEntry>(auditLog, AUDIT_ERROR);
  const entries = useMemo(() => [...state.docs].sort((a, b) => b.createdAt - a.createdAt).slice(0, limit), [state.docs, limit]);
  return { entries, loading: state.loading, error: state.error };
}
