// Every sponsored ad on this device, newest first (the admin's Ad Management list).
import { useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import type { Ad } from './ad-schema';
import { getAdsCollection } from './ads-collection';

export const ADS_ERROR = 'Ads could not be loaded.';

export function useAds(): { ads: Ad[]; loading: boolean; error: string | null } {
  const state = useObservable(async () => (await getAdsCollection()).find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] }).$, []);
  const ads = useMemo(() => (state.data ?? []).map((doc) => doc.toJSON() as Ad), [state.data]);
  if (state.status === 'error') return { ads: [], loading: false, error: `${ADS_ERROR} ${state.error.message}` };
  return { ads, loading: state.status === 'loading', error: null };
}
