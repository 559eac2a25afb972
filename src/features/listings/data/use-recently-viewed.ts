// The home page's "Recently viewed": this device's list joined with the local catalogue (so it
// reads offline), newest first. Listings that left the catalogue are dropped from the list.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSessionStore } from '@/stores/session-store';
import type { CatalogListing } from './catalog-schema';
import { expectedViews, forgetViews, readRecentlyViewed, subscribeRecentlyViewed, type RecentView, type Viewer } from './recently-viewed';
import { useListingsByIds } from './use-listings-by-ids';

/** Whose list it is: the signed-in uid, null when signed out, undefined until the session is known. */
export function useViewer(): Viewer {
  return useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? undefined) : s.status === 'signed-out' ? null : undefined));
}

export interface RecentlyViewed {
  /** Newest first; only listings the local catalogue has. */
  listings: CatalogListing[];
  /** The list and its listings have been read (an empty `listings` then means: nothing to show). */
  ready: boolean;
  /** Until ready: how many listings the list is expected to show (0: probably none). */
  expected: number;
  /** Forgets the whole list on this device. */
  clear: () => Promise<void>;
}

const subscribeNever = () => () => undefined;

export function useRecentlyViewed(): RecentlyViewed {
  const viewer = useViewer();
  const [views, setViews] = useState<RecentView[] | null>(null);

  useEffect(() => {
    let live = true;
    setViews(null); // another viewer: never show the previous one's list meanwhile
    const read = () => void readRecentlyViewed(viewer).then((v) => live && setViews(v));
    read();
    const stop = subscribeRecentlyViewed(read);
    return () => {
      live = false;
      stop();
    };
  }, [viewer]);

  const ids = useMemo(() => (views ?? []).map((v) => v.listingId), [views]);
  const catalog = useListingsByIds(ids);
  const gone = ids.filter(catalog.isGone).join('\n');
  useEffect(() => {
    if (gone) void forgetViews(gone.split('\n'));
  }, [gone]);

  const listings = useMemo(() => ids.flatMap((id) => catalog.listings.get(id) ?? []), [ids, catalog.listings]);
  const clear = useCallback(() => forgetViews(), []);
  // The catalogue's answer for these ids, not the previous ones: a list that only changed
  // order or length must not flash empty.
  const ready = views !== null && (ids.length === 0 || catalog.current);
  // Read once per viewer: the hint is for the first paint only. A page the server rendered knew
  // nothing of this device: it hydrates without the hint, then reads it.
  const hint = useMemo(() => expectedViews(viewer), [viewer]);
  const expected = useSyncExternalStore(subscribeNever, () => hint, () => 0);
  return { listings, ready, expected: ready ? listings.length : expected, clear };
}
