// The ad form's optional "advertised listing": an id the admin types, or picks from the
// listings on this device (a datalist, so any id can still be typed). The hint names the listing
// it matches; the server has the last word (createAd refuses an id no listing has).
import { useMemo, type ChangeEvent } from 'react';
import { Input } from '@/components/form';
import type { AdminListing } from '../data/use-admin-listings';
import { AdField } from './ad-field';

interface Props {
  id: string;
  value: string;
  error?: string;
  listings: readonly AdminListing[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const GUIDE = 'Pick a listing or type its id. That owner’s listings keep this ad when their plan hides competitors’ ads.';

/** "Golden Crumb Bakery · Olivia Owner". */
export const listingLabel = (listing: Pick<AdminListing, 'title' | 'ownerName'>) => [listing.title, listing.ownerName].filter(Boolean).join(' · ');

export function AdvertisedListingField({ id, value, error, listings, onChange }: Props) {
  // Approved listings first (the ones diners can see), by name.
  const options = useMemo(
    () => [...listings].sort((a, b) => Number(b.status === 'approved') - Number(a.status === 'approved') || a.title.localeCompare(b.title)),
    [listings],
  );
  const typed = value.trim();
  const match = typed ? listings.find((l) => l.id === typed) : undefined;
  const hint = match
    ? `For ${listingLabel(match)}${match.status === 'approved' ? '' : ` (${match.status})`}.`
    : typed && listings.length > 0
      ? 'No listing on this device has this id; the server checks it when you create the ad.'
      : GUIDE;
  return (
    <>
      <AdField id={id} label="Advertised listing (optional)" hint={hint} error={error} wide>
        <Input
          name="advertisedListingId"
          value={value}
          onChange={onChange}
          list={`${id}-options`}
          placeholder="Listing id, e.g. seed-015"
          autoComplete="off"
          spellCheck={false}
        />
      </AdField>
      <datalist id={`${id}-options`}>
        {options.map((listing) => (
          <option key={listing.id} value={listing.id} label={listingLabel(listing)} />
        ))}
      </datalist>
    </>
  );
}
