import { map } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import type { Ad, Placement } from './ad-schema';
import { getAdsCollection } from './ads-collection';

/** The newest active ad for a placement (null when there is none); loading until the device answers. */
export function useActiveAd(placement: Placement): { ad: Ad | null; loading: boolean } {
  const state = useObservable(
    async () =>
      (await getAdsCollection())
        .find({ selector: { placement, isActive: true }, sort: [{ createdAt: 'desc' }, { id: 'asc' }], limit: 1 })
        .$.pipe(map((docs) => (docs[0] ? (docs[0].toJSON() as Ad) : null))),
    [placement],
  );
  return { ad: state.data ?? null, loading: state.status === 'loading' };
}
