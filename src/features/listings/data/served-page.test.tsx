// A page the server rendered stands in for the database while it has nothing: the listing and the
// results it drew show at once, at the location it drew them for only.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useTestDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { makeListing } from '@/testing/fixtures';
import { ServedPageContext, type ServedPage } from '@/lib/served-page';
import { useSyncStore } from '@/stores/sync-store';
import { resetCatalogStore } from './use-catalog';
import { toCachedCard } from './first-screen-cache';
import { useServedListing, useServedResults } from './served-page';

beforeEach(async () => {
  resetCatalogStore();
  await useTestDatabase();
  // A first visit: nothing synced, the database empty.
  useSyncStore.setState({ synced: {}, online: true, lastError: null });
});

const listing = makeListing({ id: 'served-1', title: 'Served Bistro' });
const served = (page: Partial<ServedPage>): ServedPage => ({ url: '/listings?q=bistro', now: 0, ...page });

function Probe({ id }: { id: string }) {
  const one = useServedListing(id);
  const results = useServedResults();
  return (
    <p>
      listing: {one?.title ?? 'none'}; results: {results ? `${results.listings.map((l) => l.title).join(',')} of ${results.total}` : 'none'}
    </p>
  );
}

const renderAt = (route: string, page: ServedPage) =>
  renderWithProviders(
    <ServedPageContext value={page}>
      <Probe id="served-1" />
    </ServedPageContext>,
    { route },
  );

describe('the served page', () => {
  it('gives the results it drew at the same path and query (in any order)', () => {
    renderAt('/listings?q=bistro', served({ results: { cards: [toCachedCard(listing)], total: 7 } }));
    expect(screen.getByText('listing: none; results: Served Bistro of 7')).toBeInTheDocument();
  });

  it('gives nothing at another query or path', () => {
    const page = served({ results: { cards: [toCachedCard(listing)], total: 7 } });
    renderAt('/listings?q=pizza', page);
    expect(screen.getByText('listing: none; results: none')).toBeInTheDocument();
  });

  it('gives the listing it drew, by id', () => {
    renderAt('/listing/served-1', served({ url: '/listing/served-1', listing: { ...listing, _deleted: false } }));
    expect(screen.getByText('listing: Served Bistro; results: none')).toBeInTheDocument();
  });
});
