import type { AdHost } from '@shared/ad-fields';
import { useListingPageAd } from '../data/use-listing-page-ad';
import { AdBox } from './ad-box';

/**
 * The sponsored ad on a listing's page, below its main information: Basic listings show the
 * newest active listing-page ad; Hide Google Ads (adFree 'all') shows none, Hide competitors Ads
 * ('competitors') only one for a listing of the same owner. It sits below the first screen, so
 * its arrival moves nothing the diner is looking at; nothing is drawn while the device answers.
 */
export function ListingPageAd({ listing }: { listing: AdHost }) {
  const { ad } = useListingPageAd(listing);
  if (!ad) return null;
  return <AdBox ad={ad} testId="ad-listing-page" reserved={false} contained={false} />;
}
