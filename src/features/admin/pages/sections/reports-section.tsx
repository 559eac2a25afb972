// Reports: what users reported (open first), from this device's copy; hiding the review or
// listing, or dismissing the report, goes through the resolveReport callable and needs a
// connection (callAdmin says so at once offline).
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Flag } from '@/components/icons';
import { ConfirmDialog } from '@/components/dialog';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { toast } from '@/stores/toast-store';
import { LoadError, SectionEmpty } from '../../components/section-states';
import { ReportCard } from '../../components/report-card';
import { resolveReport, type ResolveAction } from '../../data/resolve-report';
import { useAdminReports, type ShownReport } from '../../data/use-admin-reports';

type Filter = 'open' | 'resolved';

export function ReportsSection() {
  const { reports, loading, error } = useAdminReports();
  const [filter, setFilter] = useState<Filter>('open');
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [toHide, setToHide] = useState<ShownReport | null>(null);

  const open = reports.filter((r) => r.status === 'open');
  const shown = filter === 'open' ? open : reports.filter((r) => r.status !== 'open');

  const decide = async (report: ShownReport, action: ResolveAction) => {
    setBusy((b) => ({ ...b, [report.id]: true }));
    try {
      await resolveReport(report.id, action);
      const what = report.targetType === 'review' ? 'review' : 'listing';
      toast(
        action === 'hide'
          ? { title: `The ${what} is hidden`, description: 'It is gone for everyone, and the reporters are told.', variant: 'success' }
          : { title: 'Report dismissed', description: `The ${what} stays. The reporter is told.`, variant: 'success' },
      );
    } catch (failure) {
      toast({ title: 'Error', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setBusy((b) => ({ ...b, [report.id]: false }));
    }
  };

  const handleConfirmHide = () => {
    const report = toHide;
    setToHide(null);
    if (report) void decide(report, 'hide');
  };

  return (
    <section aria-labelledby="admin-reports-heading">
      <Header>
        <Heading id="admin-reports-heading">Reports</Heading>
        <Group role="group" aria-label="Show reports">
          <button type="button" aria-pressed={filter === 'open'} onClick={() => setFilter('open')}>
            Open <span>{open.length}</span>
          </button>
          <button type="button" aria-pressed={filter === 'resolved'} onClick={() => setFilter('resolved')}>
            Resolved <span>{reports.length - open.length}</span>
          </button>
        </Group>
      </Header>
      <LoadError message={error} />
      {loading ? (
        <List aria-busy="true" aria-label="Loading reports">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton $h="150px" $radius="12px" />
            </li>
          ))}
        </List>
      ) : shown.length === 0 ? (
        error ? null : (
          <SectionEmpty
            icon={<Flag />}
            title={filter === 'open' ? 'No open reports' : 'No resolved reports yet'}
            hint={filter === 'open' ? 'When someone reports a review or a listing, it appears here for you to decide.' : 'Reports you hide or dismiss are kept here.'}
          />
        )
      ) : (
        <List aria-label={filter === 'open' ? 'Open reports' : 'Resolved reports'}>
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} busy={!!busy[report.id]} onHide={setToHide} onDismiss={(r) => void decide(r, 'dismiss')} />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={!!toHide}
        title={toHide?.targetType === 'listing' ? 'Hide this listing?' : 'Hide this review?'}
        message={
          toHide?.targetType === 'listing'
            ? `${toHide.listingTitle || 'The listing'} leaves Forkful for everyone. Its owner cannot bring it back.`
            : 'The review disappears for everyone and the listing’s rating is recomputed. Its author cannot bring it back.'
        }
        confirmLabel={toHide?.targetType === 'listing' ? 'Hide listing' : 'Hide review'}
        destructive
        onConfirm={handleConfirmHide}
        onCancel={() => setToHide(null)}
      />
    </section>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
`;

const Group = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 14px;
    border: 0;
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.color.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.color.inverse};
    color: ${theme.color.onInverse};
  }
  span { font-variant-numeric: tabular-nums; opacity: 0.8; }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
