// Overview: the site's four figures and the latest admin actions, counted on this device from
// the admin's copies (so it opens offline too).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Clock, ListChecks, MessageSquare, Users } from '@/components/icons';
import { Card } from '@/components/layout';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { ActivityItem } from '../../components/activity-item';
import { StatCard } from '@/components/stat-card';
import { useAdminStats } from '../../data/use-admin-stats';
import { useAuditLog } from '../../data/use-audit-log';

const RECENT = 6;

export function OverviewSection() {
  const { stats, loading, errors } = useAdminStats();
  const activity = useAuditLog(RECENT);
  const allErrors = [...new Set([...errors, activity.error].filter((e): e is string => !!e))];

  return (
    <Stack aria-labelledby="admin-overview-heading">
      <Heading id="admin-overview-heading">Overview</Heading>
      {allErrors.length > 0 && (
        <Alert role="alert">
          <strong>Error</strong>
          {allErrors.map((e) => (
            <span key={e}>{e}</span>
          ))}
        </Alert>
      )}
      <Stats>
        <StatCard icon={<ListChecks size={20} />} label="Total Listings" value={stats.totalListings} loading={loading} />
        <StatCard icon={<Clock size={20} />} label="Pending Approval" value={stats.pendingApproval} loading={loading} />
        <StatCard icon={<Users size={20} />} label="Active Users" value={stats.activeUsers} loading={loading} />
        <StatCard icon={<MessageSquare size={20} />} label="Total Reviews" value={stats.totalReviews} loading={loading} />
      </Stats>
      <Recent as="section" aria-labelledby="admin-activity-heading">
        <h3 id="admin-activity-heading">Recent activity</h3>
        {activity.loading ? (
          <Skeleton $h="120px" $radius="12px" />
        ) : activity.entries.length > 0 ? (
          <List>
            {activity.entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} />
            ))}
          </List>
        ) : (
          <Empty>No admin activity yet. Approvals, edits and account changes will appear here.</Empty>
        )}
      </Recent>
    </Stack>
  );
}

const Stack = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  & > h2 {
    margin: 0;
  }
`;

const Alert = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.dangerBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
  span {
    color: ${theme.color.dangerText};
  }
`;

const Stats = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const Recent = styled(Card)`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  h3 {
    margin: 0;
    font-size: ${theme.size.lg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;
