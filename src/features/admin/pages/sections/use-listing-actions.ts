// The Listings tab's calls: approve, reject and delete, one at a time per listing, each with
// its toast. Moderation sends the updatedAt of the card the admin looked at: if the listing
// changed since, the server refuses with its own sentence and the card already shows the
// newer version (it is live from the device's copy).
import { useRef, useState } from 'react';
import { toast } from '@/stores/toast-store';
import { deleteListingAsAdmin } from '../../data/admin-listing-writes';
import { isStale } from '../../data/call-admin';
import { moderateListing } from '../../data/moderate-listing';
import type { AdminListing } from '../../data/use-admin-listings';
import type { CardAction } from '../../components/moderation-card';

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');
const fail = (error: unknown) => toast({ title: 'Error', description: message(error), variant: 'destructive' });

export function useListingActions() {
  const [busy, setBusy] = useState<Record<string, CardAction>>({});
  // The state above renders the progress; this ref refuses a second click in the same tick.
  const running = useRef(new Set<string>());

  /** Runs `call` for the listing unless one is already running; answers whether it succeeded. */
  const run = async (id: string, action: CardAction, call: () => Promise<unknown>): Promise<'ok' | 'stale' | 'failed' | 'skipped'> => {
    if (running.current.has(id)) return 'skipped';
    running.current.add(id);
    setBusy((b) => ({ ...b, [id]: action }));
    try {
      await call();
      return 'ok';
    } catch (error) {
      fail(error);
      return isStale(error) ? 'stale' : 'failed';
    } finally {
      running.current.delete(id);
      setBusy(({ [id]: _done, ...rest }) => rest);
    }
  };

  const approve = async (listing: AdminListing) => {
    const outcome = await run(listing.id, 'approve', () =>
      moderateListing({ listingId: listing.id, action: 'approve', expectedUpdatedAt: listing.updatedAt }),
    );
    if (outcome === 'ok') toast({ title: 'Listing approved!', description: `“${listing.title}” is now public.`, variant: 'success' });
  };

  const reject = async (listing: AdminListing, reason: string) => {
    const outcome = await run(listing.id, 'reject', () =>
      moderateListing({ listingId: listing.id, action: 'reject', reason, expectedUpdatedAt: listing.updatedAt }),
    );
    if (outcome === 'ok') toast({ title: 'Listing rejected', description: 'The user will be notified.', variant: 'success' });
    return outcome;
  };

  const remove = async (listing: AdminListing) => {
    const outcome = await run(listing.id, 'delete', () => deleteListingAsAdmin(listing.id));
    if (outcome === 'ok') toast({ title: 'Listing deleted', description: `“${listing.title}” was removed from Forkful.`, variant: 'success' });
  };

  return { busy, approve, reject, remove };
}
