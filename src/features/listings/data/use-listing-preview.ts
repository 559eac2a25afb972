// A listing that is not public (pending, rejected) as its owner or an admin may preview it:
// read from the copy their own device keeps (an owner's listings, an admin's every listing),
// so the preview also opens offline. Nobody else ever finds it here.
import { defaultIfEmpty, filter, map, of, switchMap, take, timer, type Observable } from 'rxjs';
import type { RxCollection } from 'rxdb';
import { openedCollection } from '@/lib/db/database';
import { userCollectionName } from '@/lib/db/user-collections';
import { useObservable } from '@/hooks/use-observable';
import { useSessionStore } from '@/stores/session-store';
import type { CatalogListing } from './catalog-schema';

export type PreviewListing = CatalogListing & { status: 'pending' | 'approved' | 'rejected'; rejectionReason: string | null };

/** The per-user collection a preview reads (the sync opens it soon after sign-in); null after 10 s without. */
function whenOpened(name: string): Observable<RxCollection | null> {
  return timer(0, 250).pipe(
    take(40),
    map(() => openedCollection(name)),
    filter((p): p is Promise<RxCollection> => p !== null),
    take(1),
    switchMap((p) => p),
    defaultIfEmpty(null),
  );
}

export function useListingPreview(id: string | undefined, enabled: boolean) {
  const uid = useSessionStore((s) => (s.status === 'signed-in' ? (s.user?.uid ?? null) : null));
  const role = useSessionStore((s) => s.role);
  const wanted = enabled && uid && id ? userCollectionName(role === 'admin' ? 'adminlistings' : 'mylistings', uid) : null;
  // The answer carries the question it answers: right after `enabled` turns true, the state
  // still holds the previous (disabled) answer for one render, which must not count.
  const key = `${wanted}/${id}`;
  const state = useObservable(async () => {
    if (!wanted || !id) return of({ key, preview: null });
    return whenOpened(wanted).pipe(
      switchMap((collection) => (collection ? collection.findOne(id).$ : of(null))),
      map((doc) => ({ key, preview: doc ? ({ ownerName: '', rank: 0, ...doc.toJSON() } as PreviewListing) : null })),
    );
  }, [key]);
  const current = state.data?.key === key ? state.data : undefined;
  // Signed out, or a visitor: nothing to preview, answered at once.
  return { preview: current?.preview ?? null, answered: !wanted || current !== undefined || state.status === 'error' };
}
