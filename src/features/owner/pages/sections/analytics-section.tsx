// Analytics: what the owner's listings brought over the last 7, 30 or 90 days (today included),
// each figure against the period before, views and contact taps per day, and each listing's
// figures. Read from the server when online, from this device's saved copy otherwise.
import { useMemo, type ReactNode } from 'react';
import { useUrlParams } from '@/hooks/use-url-params';
import styled from 'styled-components';
import { dayKeyOf } from '@shared/usage';
import { theme } from '@/lib/theme';
import { Eye, Heart, MapPin, Phone, Search, Share } from '@/components/icons';
import { Card } from '@/components/layout';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { LineChart } from '@/components/charts/line-chart';
import { ErrorBoundary } from '@/components/error-boundary';
import { useNow } from '@/hooks/use-now';
import { ListingStatsTable } from '../../components/analytics/listing-stats-table';
import { NoCountsYet, NoListingsYet } from '../../components/analytics/analytics-empty';
import { PeriodControl } from '../../components/analytics/period-control';
import { StatsStatus } from '../../components/analytics/stats-status';
import { ErrorLine, SectionHeader } from '../../components/section-parts';
import { useListingStats } from '../../data/use-listing-stats';
import { useOwnerListings } from '../../data/use-owner-listings';
import { allDays, changeOf, changeText, comparisonDays, dailySeries, DEFAULT_PERIOD, hasNoCounts, listingRows, PERIODS, periodDays, totalsOver, type Figure, type Period } from '../../lib/stats-math';
import { media } from '@/lib/style';

const CARDS: { figure: Figure; label: string; icon: ReactNode }[] = [
  { figure: 'views', label: 'Views', icon: <Eye size={20} /> },
  { figure: 'appearances', label: 'Appeared in results', icon: <Search size={20} /> },
  { figure: 'contacts', label: 'Contact taps', icon: <Phone size={20} /> },
  { figure: 'saves', label: 'Saves', icon: <Heart size={20} /> },
  { figure: 'directions', label: 'Directions', icon: <MapPin size={20} /> },
  { figure: 'shares', label: 'Shares', icon: <Share size={20} /> },
];

export const CHART_HEIGHT = 240;

export function parsePeriod(value: string | null): Period {
  const n = Number(value);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : DEFAULT_PERIOD;
}

export function AnalyticsSection() {
  const [params, change] = useUrlParams();
  const period = parsePeriod(params.get('days'));
  const owner = useOwnerListings();
  const ids = useMemo(() => (owner.loading ? null : owner.listings.map((l) => l.id)), [owner.loading, owner.listings]);
  const live = useListingStats(ids);
  const today = dayKeyOf(useNow());

  const setPeriod = (p: Period) => change((next) => next.set('days', String(p)), { replace: true });

  const view = useMemo(() => {
    if (!live.stats) return null;
    const { current } = periodDays(today, period);
    const { recent, before } = comparisonDays(today, period);
    const days = allDays(live.stats.byListing);
    return {
      current,
      totals: totalsOver(days, current),
      recent: totalsOver(days, recent),
      before: totalsOver(days, before),
      views: dailySeries(days, current, 'views'),
      contacts: dailySeries(days, current, 'contacts'),
      rows: listingRows(owner.listings, live.stats.byListing, current),
      empty: hasNoCounts(live.stats.byListing),
    };
  }, [live.stats, owner.listings, today, period]);

  const noListings = !owner.loading && !owner.error && owner.listings.length === 0;
  const loading = owner.loading || (live.loading && !noListings);
  const pending = owner.listings.some((l) => l.status !== 'approved');

  return (
    <Stack aria-labelledby="analytics-heading">
      <SectionHeader>
        <Heading id="analytics-heading">Analytics</Heading>
        {!noListings && <PeriodControl value={period} onChange={setPeriod} />}
      </SectionHeader>
      {owner.error && <ErrorLine role="alert">{owner.error}</ErrorLine>}
      {noListings ? (
        <NoListingsYet />
      ) : (
        <>
          <StatsStatus savedAt={live.stats?.savedAt ?? null} online={live.online} failed={live.failed} refreshing={live.refreshing} onRetry={live.refresh} />
          {view?.empty ? (
            <NoCountsYet pending={pending} />
          ) : loading || view ? (
            <>
              <Cards>
                {CARDS.map((c) => (
                  <StatCard
                    key={c.figure}
                    icon={c.icon}
                    label={c.label}
                    value={view?.totals[c.figure] ?? 0}
                    note={view ? changeText(changeOf(view.recent[c.figure], view.before[c.figure]), period) : undefined}
                    loading={!view}
                  />
                ))}
              </Cards>
              <ChartCard>
                {view ? (
                  <ErrorBoundary section="the chart">
                    <LineChart
                      title={`Views and contact taps per day, last ${period} days`}
                      labels={view.current}
                      series={[
                        { label: 'Views', values: view.views },
                        { label: 'Contact taps', values: view.contacts },
                      ]}
                      height={CHART_HEIGHT}
                      partialLast="Today so far"
                    />
                  </ErrorBoundary>
                ) : (
                  <Skeleton $h={`${CHART_HEIGHT + 72}px`} aria-label="Loading the chart" />
                )}
              </ChartCard>
              {view ? <ListingStatsTable rows={view.rows} period={period} /> : <Skeleton $h="160px" aria-label="Loading your listings' figures" />}
              <Note>
                Each figure counts devices: a phone that opens a listing ten times in a day is one view that day. Days follow each diner&apos;s own calendar.
                Today is still going: it is in the totals and drawn dashed in the chart, but the changes compare whole days only (the last {period} up to
                yesterday against the {period} before).
                {pending && ' Pending listings are not counted until they are approved.'}
              </Note>
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}

const Stack = styled.section`
  display: grid;
  gap: ${theme.space(5)};
  min-width: 0;
  & > div:first-child {
    margin-bottom: 0;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  ${media.below('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ChartCard = styled(Card)`
  min-width: 0;
  padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(3)};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  max-width: 70ch;
`;
