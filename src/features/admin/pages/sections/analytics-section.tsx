// Analytics: the directory as a whole — listings by status over time, moderation, new accounts
// and reviews, revenue by plan, and the searches that found nothing. Read from the server each
// time it opens (the figures need a connection; an error offers a retry).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { LineChart } from '@/components/charts/line-chart';
import { Heading } from '@/components/section-placeholder';
import { AnalyticsLoading, AnalyticsPanel } from '../../components/analytics-panel';
import { SearchMissTable } from '../../components/search-miss-table';
import { LoadFailed } from '../../components/section-states';
import { useDirectoryAnalytics, type DirectoryAnalytics } from '../../data/directory-analytics';
import { counted, formatAsOf, formatMoney, totalByPlan, wholeNumber } from '../../lib/analytics-format';

export function AnalyticsSection() {
  const { data, loading, error, retry } = useDirectoryAnalytics();
  return (
    <Stack aria-labelledby="admin-analytics-heading" aria-busy={loading}>
      <Top>
        <Heading id="admin-analytics-heading">Analytics</Heading>
        {data && (
          <AsOf>
            As of <time dateTime={new Date(data.asOf).toISOString()}>{formatAsOf(data.asOf)}</time>
          </AsOf>
        )}
      </Top>
      {error && <LoadFailed title="The analytics could not be loaded." message={error} onRetry={retry} retrying={loading} />}
      {data ? <Figures data={data} /> : loading && <AnalyticsLoading />}
    </Stack>
  );
}

function Figures({ data }: { data: DirectoryAnalytics }) {
  const days = data.listingsByDay;
  const weeks = data.moderationByWeek;
  const activity = data.activityByWeek;
  const months = data.revenueByMonth;
  const money = (cents: number) => formatMoney(cents, data.currency);
  const totals = totalByPlan(months, data.plans);
  const revenue = Object.values(totals).reduce((a, b) => a + b, 0);
  const today = days[days.length - 1];
  return (
    <>
      <AnalyticsPanel
        title="Listings by status"
        note={`Now: ${wholeNumber(today.approved)} approved, ${wholeNumber(today.pending)} pending, ${wholeNumber(today.rejected)} rejected. Each earlier day is counted at its end (UTC).`}
      >
        <LineChart
          title="Approved, pending and rejected listings per day"
          labels={days.map((d) => d.day)}
          series={[
            { label: 'Approved', values: days.map((d) => d.approved) },
            { label: 'Pending', values: days.map((d) => d.pending) },
            { label: 'Rejected', values: days.map((d) => d.rejected) },
          ]}
          formatValue={wholeNumber}
        />
      </AnalyticsPanel>
      <AnalyticsPanel title="Moderation per week" note={`${sum(weeks.map((w) => w.approved))} approved and ${sum(weeks.map((w) => w.rejected))} rejected in the last ${weeks.length} weeks.`}>
        <LineChart
          kind="bar"
          title="Listings approved and rejected per week"
          labels={weeks.map((w) => w.label)}
          series={[
            { label: 'Approved', values: weeks.map((w) => w.approved) },
            { label: 'Rejected', values: weeks.map((w) => w.rejected) },
          ]}
          formatValue={wholeNumber}
        />
      </AnalyticsPanel>
      <AnalyticsPanel title="New accounts and reviews per week" note={`${counted(sum(activity.map((w) => w.accounts)), 'new account')} and ${counted(sum(activity.map((w) => w.reviews)), 'review')} in the last ${activity.length} weeks.`}>
        <LineChart
          kind="bar"
          title="Accounts opened and reviews written per week"
          labels={activity.map((w) => w.label)}
          series={[
            { label: 'New accounts', values: activity.map((w) => w.accounts) },
            { label: 'Reviews', values: activity.map((w) => w.reviews) },
          ]}
          formatValue={wholeNumber}
        />
      </AnalyticsPanel>
      <AnalyticsPanel title="Revenue by plan per month" note={`${money(revenue)} paid in the last ${months.length} months (${data.plans.map((p) => `${p} ${money(totals[p])}`).join(', ')}). Refunded payments are left out.`}>
        <LineChart
          kind="bar"
          title="Paid revenue per plan, by month"
          labels={months.map((m) => m.label)}
          series={data.plans.map((plan) => ({ label: plan, values: months.map((m) => m.byPlan[plan] ?? 0) }))}
          formatValue={money}
        />
      </AnalyticsPanel>
      <AnalyticsPanel title="Searches that found nothing" note="What diners looked for and no listing matched: the demand owners are not meeting yet.">
        <SearchMissTable rows={data.searchMisses} />
      </AnalyticsPanel>
    </>
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const Stack = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(1)} ${theme.space(4)};
  h2 {
    margin: 0;
  }
`;

const AsOf = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
