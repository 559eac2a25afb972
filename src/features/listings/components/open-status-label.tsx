// A listing's open/closed state as a short coloured label (scaffold contract).
import { useNow } from '@/hooks/use-now';
import type { CatalogListing } from '../data/catalog-schema';
import { openStatus } from '../lib/open-status';

export function OpenStatusLabel({ listing }: { listing: Pick<CatalogListing, 'openingHours' | 'timeZone'> }) {
  const now = useNow();
  const status = openStatus(listing.openingHours, listing.timeZone, now);
  return <span data-testid="open-status" data-state={status.state}>{status.label}</span>;
}
