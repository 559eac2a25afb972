// The Listings tab's status filter and text search, kept in the URL (?status=&q=).
import type { AdminListing } from './use-admin-listings';

export type StatusFilterValue = 'all' | 'pending' | 'approved' | 'rejected';
export const STATUS_VALUES: readonly StatusFilterValue[] = ['all', 'pending', 'approved', 'rejected'];

/** An unknown ?status= (typo, old link) shows everything rather than nothing. */
export const parseStatus = (raw: string | null): StatusFilterValue =>
  (STATUS_VALUES as readonly (string | null)[]).includes(raw) ? (raw as StatusFilterValue) : 'all';

export function countByStatus(listings: readonly AdminListing[]): Record<StatusFilterValue, number> {
  const counts = { all: listings.length, pending: 0, approved: 0, rejected: 0 };
  for (const l of listings) counts[l.status] += 1;
  return counts;
}

/** Listings of `status` whose title, description, owner name or email, or city contain every typed word. */
export function filterListings(listings: readonly AdminListing[], status: StatusFilterValue, query: string): AdminListing[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return listings.filter((l) => {
    if (status !== 'all' && l.status !== status) return false;
    if (words.length === 0) return true;
    const haystack = [l.title, l.description, l.ownerName, l.ownerEmail, l.city].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
