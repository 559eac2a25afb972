import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { SearchX } from '@/components/icons';
import { Container, PageTitle } from '@/components/layout';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { AdSlot } from '@/features/ads';
import { recordSearchMiss, type ViewOrigin } from '@/lib/usage';
import { useCatalog } from '../data/use-catalog';
import { useCatalogPreview } from '../data/use-catalog-preview';
import { FIRST_PAGE, useFirstScreen } from '../data/first-screen-cache';
import { useServedResults } from '../data/served-page';
import { useNow } from '@/hooks/use-now';
import { categoriesFound } from '../lib/search';
import { queryCatalog } from '../lib/query-catalog';
import { withinKm } from '../lib/discovery-options';
import { useListingFilters } from '../lib/use-listing-filters';
import { useNearMe } from '../lib/use-near-me';
import { ListingCard } from '../components/listing-card';
import { ListingGrid, ListingGridSkeleton } from '../components/listing-grid';
import { FilterBar } from '../components/filter-bar';
import { ResultsToolbar } from '../components/results-toolbar';
import { MapPane } from '../components/map/map-pane';
import { media } from '@/lib/style';

const PAGE = FIRST_PAGE;
/** A search that found nothing counts once its text has stood this long (not every keystroke). */
export const SEARCH_MISS_SETTLE_MS = 2000;

export function ListingsPage() {
  const { listings, index, loading, error } = useCatalog();
  const filters = useListingFilters();
  const deferredQ = useDeferredValue(filters.q);
  const [shown, setShown] = useState(PAGE);

  const nearMe = useNearMe(filters);
  const clock = useNow();
  // The minute clock matters only to the open-now filter: other views do not recompute on its tick.
  const now = filters.open ? clock : 0;
  const origin = nearMe.position;
  const limit = filters.within ? withinKm(filters.within) : null;

  const results = useMemo(
    () =>
      queryCatalog(listings, index, {
        q: deferredQ,
        category: filters.category,
        price: filters.price,
        tags: filters.tags,
        openNow: filters.open,
        now,
        origin,
        withinKm: limit,
        sort: filters.sort,
        area: filters.area,
      }),
    [listings, index, deferredQ, filters.category, filters.price, filters.tags, filters.open, now, origin, limit, filters.sort, filters.area],
  );
  const categories = useMemo(() => categoriesFound(listings), [listings]);
  // Until the full index is ready, the unsearched first screen comes from the rank index (in
  // the default order, so only for a cuisine alone).
  const needsIndex =
    !!deferredQ.trim() || !!filters.price || filters.tags.length > 0 || filters.open || !!origin || !!filters.area || filters.sort !== 'recommended';
  const preview = useCatalogPreview(filters.category, shown, loading && !needsIndex);
  const usePreview = loading && !error && !!preview && preview.total > 0;
  // Until the database has cards (a first visit: until the downloaded snapshot is inserted), the
  // first-screen snapshot of the default view; never of a filtered one.
  // A server-rendered page: the results it drew for this URL (hydration needs the same) while the
  // search text is still the URL's.
  const served = useServedResults();
  const firstScreen = useFirstScreen(!served);
  const { search } = useLocation();
  const useServed = loading && !error && !!served && deferredQ === (new URLSearchParams(search).get('q') ?? '');
  const useSnapshot = loading && !error && !useServed && !usePreview && !filters.active && !deferredQ.trim() && !!firstScreen;
  const early = useServed ? served : useSnapshot ? firstScreen : usePreview ? preview : null;
  const visible = early ? early.listings : results.listings.slice(0, shown);
  const total = early ? early.total : results.listings.length;
  const filterKey = `${deferredQ}|${filters.category}|${filters.price}|${filters.tags.join()}|${filters.open}|${!!origin}|${filters.within}|${filters.sort}|${filters.area}`;
  // Views opened from these results carry which of Near me (with a position) and Open now narrowed them.
  const nearMeOn = filters.near && !!origin;
  const from = useMemo<ViewOrigin>(() => ({ nearMe: nearMeOn, openNow: filters.open }), [nearMeOn, filters.open]);
  const noResults = !loading && !error && !early && total === 0;
  // The map shows the whole catalogue's answer: it waits for it (not the first-screen stand-ins).
  const onMap = filters.view === 'map' && !early;
  // A search the whole directory has nothing for (not one the other filters emptied) is demand
  // owners are not meeting: count it once the text has stood still.
  useEffect(() => {
    const text = deferredQ.trim();
    if (!text || !noResults) return;
    const timer = setTimeout(() => {
      if (queryCatalog(listings, index, { q: text }).listings.length === 0) recordSearchMiss(text);
    }, SEARCH_MISS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [deferredQ, noResults, listings, index]);
  const [lastKey, setLastKey] = useState(filterKey);
  if (lastKey !== filterKey) {
    setLastKey(filterKey);
    setShown(PAGE);
  }

  // After the first row of results, not above them: on a phone the first result is on the first screen.
  const ad = <AdSlot placement="listings-top" />;

  return (
    <>
      <Container>
        <Head>
          <PageTitle>Explore local places</PageTitle>
        </Head>
        <FilterBar filters={filters} categories={categories} nearMe={nearMe} total={loading && !early ? null : total} />
        {error ? (
          <ErrorLine role="alert">Error: {error}</ErrorLine>
        ) : loading && !early ? (
          <ListingGridSkeleton count={9} ad={ad} />
        ) : (
          <>
            <ResultsToolbar filters={filters} total={total} source={useServed ? 'server' : useSnapshot ? 'snapshot' : usePreview ? 'preview' : 'catalog'} />
            <Results $map={onMap}>
              <ListPane>
                {total === 0 ? (
                  <>
                    <EmptyState icon={<SearchX />} title="No places found matching your criteria.">
                      {filters.active && (
                        <Button $variant="secondary" onClick={filters.clear}>
                          Clear Filters
                        </Button>
                      )}
                    </EmptyState>
                    {ad}
                  </>
                ) : (
                  <>
                    <ListingGrid countAppearances ad={ad}>
                      {visible.map((l) => (
                        <ListingCard key={l.id} listing={l} showPrice distanceKm={results.distances.get(l.id)} terms={results.terms} from={from} />
                      ))}
                    </ListingGrid>
                    {shown < total && (
                      <More>
                        <Button $variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                          Show more ({total - shown} left)
                        </Button>
                      </More>
                    )}
                  </>
                )}
              </ListPane>
              {onMap && (
                <MapPane
                  listings={results.listings}
                  area={filters.area}
                  onSearchArea={(area) => filters.update({ area })}
                  origin={nearMeOn ? origin : null}
                  withinKm={limit}
                  distances={results.distances}
                  from={from}
                />
              )}
            </Results>
          </>
        )}
      </Container>
    </>
  );
}

const Head = styled.div`
  padding-top: ${theme.space(8)};
`;

// The map's view: on a phone the map alone (the list is a tap away); on a desktop, side by side.
const Results = styled.div<{ $map: boolean }>`
  ${({ $map }) =>
    $map &&
    `
    & > :first-child { display: none; }
    ${media.up('md')} {
      display: grid;
      grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
      gap: ${theme.space(6)};
      align-items: start;
      & > :first-child { display: block; }
    }
  `}
`;

const ListPane = styled.div`
  min-width: 0;
`;

const ErrorLine = styled.p`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space(8)} 0 ${theme.space(12)};
`;
