// Every report for the admin's Reports tab: open ones first, then newest, each with the
// reported listing's title and the reporter's name from the admin's other copies.
import { useMemo } from 'react';
import { adminReports } from './admin-collections';
import type { AdminReport } from './report-schema';
import { useAdminCollection } from './use-admin-collection';
import { useAdminListings } from './use-admin-listings';
import { useAdminProfiles } from './use-admin-profiles';

export const REPORTS_ERROR = 'Reports could not be loaded.';

export type ShownReport = AdminReport & { listingTitle: string; reporterName: string };

export function useAdminReports() {
  const reports = useAdminCollection<AdminReport>(adminReports, REPORTS_ERROR);
  const { listings } = useAdminListings();
  const profiles = useAdminProfiles();
  const items = useMemo(() => {
    const titles = new Map(listings.map((l) => [l.id, l.title]));
    const people = new Map(profiles.all.map((p) => [p.id, p.fullName || p.email]));
    return reports.docs
      .map((r): ShownReport => ({ ...r, listingTitle: titles.get(r.listingId) ?? '', reporterName: people.get(r.reporterId) ?? '' }))
      .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || b.createdAt - a.createdAt || a.id.localeCompare(b.id));
  }, [reports.docs, listings, profiles.all]);
  return { reports: items, loading: reports.loading, error: reports.error };
}
