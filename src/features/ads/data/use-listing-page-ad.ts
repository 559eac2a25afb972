import { map, of } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import { chooseListingPageAd, type AdHost } from '@shared/ad-fields';
import type { Ad } from './ad-schema';
import { getAdsCollection } from './ads-collection';

/**
 * The ad a listing's page shows (null for none): the newest active listing-page ad its plan
 * allows (@shared/ad-fields decides). A page that hides every ad asks the device nothing.
 */
export function useListingPageAd(host: AdHost): { ad: Ad | null; loading: boolean } {
  const { id, ownerId, adFree } = host;
  const state = useObservable(async () => {
    if (adFree === 'all') return of(null);
    return (await getAdsCollection())
      .find({ selector: { placement: 'listing-page', isActive: true } })
      .$.pipe(map((docs) => chooseListingPageAd(docs.map((doc) => doc.toJSON() as Ad), { id, ownerId, adFree })));
  }, [id, ownerId, adFree]);
  return { ad: state.data ?? null, loading: state.status === 'loading' };
}
