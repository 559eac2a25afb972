import type { PublicReplication } from '@/lib/db/user-collections';
import { ADS, getAdsCollection, toAdDoc } from './data/ads-collection';
export { AdSlot } from './components/ad-slot';
export { ListingPageAd } from './components/listing-page-ad';
export { PLACEMENTS } from './data/ad-schema';
export type { Ad, Placement } from './data/ad-schema';
export { useAds } from './data/use-ads';

/** The ads' pull, for the app's sync (the collection module is on the first render anyway). */
export const adsSyncSpec = {
  load: async (): Promise<PublicReplication> => ({ name: ADS, collection: await getAdsCollection(), path: 'ads', pullModifier: toAdDoc }),
};
