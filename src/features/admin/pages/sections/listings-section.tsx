// Listings: every listing on this device's copy (pending first), filtered by status and text,
// with the moderation actions. It opens offline; the actions need the server.
import { useState } from 'react';
import { useUrlParams } from '@/hooks/use-url-params';
import { LoadError, SectionEmpty } from '../../components/section-states';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ListChecks, SearchX } from '@/components/icons';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { VisuallyHidden } from '@/components/layout';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { ModerationCard } from '../../components/moderation-card';
import { ModerationRow } from '../../components/moderation-row';
import { useListingView } from '../../lib/listing-view';
import { RejectDialog } from '../../components/reject-dialog';
import { ListingToolbar } from '../../components/listing-toolbar';
import { countByStatus, filterListings, parseStatus, type StatusFilterValue } from '../../data/filter-listings';
import { useAdminListings, type AdminListing } from '../../data/use-admin-listings';
import { useListingActions } from './use-listing-actions';

// Dozens of cards with photos at once are slow to scan and to render: more on demand.
const PAGE = 24;

export function ListingsSection() {
  const { listings, loading, error } = useAdminListings();
  const { busy, approve, reject, remove } = useListingActions();
  const [params, change] = useUrlParams();
  const status = parseStatus(params.get('status'));
  const query = params.get('q') ?? '';
  const [toReject, setToReject] = useState<AdminListing | null>(null);
  const [toDelete, setToDelete] = useState<AdminListing | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [view, setView] = useListingView();
  const Item = view === 'list' ? ModerationRow : ModerationCard;

  const counts = countByStatus(listings);
  const shown = filterListings(listings, status, query);

  // replace: typing and filtering must not fill the back button's history.
  const setParam = (key: 'status' | 'q', value: string, empty: string) =>
    change(
      (next) => {
        if (value === empty) next.delete(key);
        else next.set(key, value);
      },
      { replace: true },
    );
  const handleStatus = (value: StatusFilterValue) => {
    setLimit(PAGE);
    setParam('status', value, 'all');
  };
  const handleClear = () => change((next) => [...next.keys()].forEach((key) => next.delete(key)), { replace: true });

  const handleReject = async (reason: string) => {
    if (!toReject) return;
    const outcome = await reject(toReject, reason);
    // A failed call keeps the reason typed; a stale one closes: the card shows what changed.
    if (outcome === 'ok' || outcome === 'stale') setToReject(null);
  };

  const handleConfirmDelete = () => {
    const listing = toDelete;
    setToDelete(null);
    if (listing) void remove(listing);
  };

  return (
    <section aria-labelledby="admin-listings-heading">
      <Header>
        <Heading id="admin-listings-heading">Listings</Heading>
        {!loading && <Summary>{counts.pending === 1 ? '1 listing awaits review' : `${counts.pending} listings await review`}</Summary>}
      </Header>
      <ListingToolbar
        status={status}
        counts={counts}
        query={query}
        onStatus={handleStatus}
        onQuery={(value) => setParam('q', value, '')}
        view={view}
        onView={setView}
      />
      <LoadError message={error} />
      {loading ? (
        <Grid role="status" aria-busy="true" aria-label="Loading listings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $h="420px" $radius="18px" />
          ))}
        </Grid>
      ) : listings.length === 0 ? (
        error ? null : (
          <SectionEmpty icon={<ListChecks />} title="No listings to manage at the moment" hint="New listings from owners appear here for review." />
        )
      ) : shown.length === 0 ? (
        <SectionEmpty icon={<SearchX />} title="No listings match your filters" hint="Try another status or search term.">
          <Button $variant="secondary" $size="sm" onClick={handleClear}>
            Show all listings
          </Button>
        </SectionEmpty>
      ) : (
        <>
          <Items as={view === 'list' ? List : Grid}>
            {shown.slice(0, limit).map((listing) => (
              <Item
                key={listing.id}
                listing={listing}
                busy={busy[listing.id] ?? null}
                onApprove={(l) => void approve(l)}
                onReject={(l) => !busy[l.id] && setToReject(l)}
                onDelete={(l) => !busy[l.id] && setToDelete(l)}
              />
            ))}
          </Items>
          {shown.length > limit && (
            <More>
              <span>
                Showing {limit} of {shown.length}
              </span>
              <Button $variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
                Show {Math.min(PAGE, shown.length - limit)} more
              </Button>
            </More>
          )}
        </>
      )}
      <VisuallyHidden role="status">{loading ? '' : `${shown.length} of ${listings.length} listings shown`}</VisuallyHidden>
      <RejectDialog
        key={toReject?.id ?? 'closed'}
        title={toReject ? toReject.title : null}
        busy={!!toReject && busy[toReject.id] === 'reject'}
        onSubmit={(reason) => void handleReject(reason)}
        onCancel={() => setToReject(null)}
      />
      <ConfirmDialog
        open={!!toDelete}
        title="Delete this listing?"
        message={toDelete ? `“${toDelete.title}” will be removed from Forkful for everyone. This cannot be undone.` : ''}
        confirmLabel="Delete listing"
        destructive
        onConfirm={handleConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

// The compact view: rows in one bordered panel.
const List = styled.div`
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Items = styled.div``;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(6)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;



