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
  const state = useObservable(async () => {
    if (!enabled || !uid || !id) return of(null);
    const name = userCollectionName(role === 'admin' ? 'adminlistings' : 'mylistings', uid);
    return whenOpened(name).pipe(
      switchMap((collection) => (collection ? collection.findOne(id).$ : of(null))),
      map((doc) => (doc ? ({ ownerName: '', rank: 0, ...doc.toJSON() } as PreviewListing) : null)),
    );
  }, [id, enabled, uid, role]);
  // Signed out, or a visitor: nothing to preview, answered at once.
  const answered = !enabled || !uid || state.status !== 'loading';
  return { preview: state.data ?? null, answered };
}
