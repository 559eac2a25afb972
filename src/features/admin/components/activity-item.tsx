// One audit log entry in words: who did what to which listing, user or ad, and when.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ListChecks, Megaphone, UserRound } from '@/components/icons';
import type { AuditEntry } from '../data/audit-entry-schema';
import { RelativeTime } from '@/components/relative-time';

const VERBS: Record<string, string> = {
  'listing.approve': 'approved',
  'listing.reject': 'rejected',
  'listing.create': 'created the listing',
  'listing.update': 'edited',
  'listing.delete': 'deleted',
  'user.suspend': 'suspended',
  'user.activate': 'reactivated',
  'user.package': 'changed the plan of',
  'ad.create': 'created the ad',
  'ad.update': 'edited the ad',
  'ad.delete': 'deleted the ad',
  'payment.fulfil': 'confirmed a payment from',
  'payment.refund': 'recorded a refund to',
};

const ICONS = { listing: ListChecks, user: UserRound, ad: Megaphone } as const;

/** 'approved "Title"', 'changed the plan of ana@x.com to Gold'… */
export function describeAction(entry: AuditEntry): string {
  const verb = VERBS[entry.action] ?? entry.action.replace('.', ' ');
  const label = entry.targetLabel || entry.targetId;
  const target = entry.targetType === 'user' ? label : `“${label}”`;
  const newPlan = typeof entry.after?.package === 'string' ? entry.after.package : '';
  const plan = !newPlan ? '' : entry.action === 'user.package' ? ` to ${newPlan}` : entry.action === 'payment.fulfil' ? ` for ${newPlan}` : '';
  return `${verb} ${target}${plan}`;
}

export function ActivityItem({ entry }: { entry: AuditEntry }) {
  const Icon = ICONS[entry.targetType as keyof typeof ICONS] ?? ListChecks;
  const reason = entry.action === 'listing.reject' && typeof entry.after?.rejectionReason === 'string' ? entry.after.rejectionReason : '';
  return (
    <Item data-testid="activity">
      <IconWrap aria-hidden="true">
        <Icon size={16} />
      </IconWrap>
      <Text>
        <p>
          {/* Payments are recorded by the Stripe webhook, not by an admin. */}
          <strong>{entry.actorEmail || (entry.actorId === 'stripe' ? 'Stripe' : 'An admin')}</strong> {describeAction(entry)}
        </p>
        {reason && <Reason>Reason: {reason}</Reason>}
        <small>
          <RelativeTime ms={entry.createdAt} />
        </small>
      </Text>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
`;

const IconWrap = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.xs};
  }
`;

const Reason = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
