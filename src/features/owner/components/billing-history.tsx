// The owner's payments in Settings: plan, amount, date and status, from this device's copy
// (so it reads offline once seen).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Skeleton } from '@/components/skeleton';
import { formatPlanDate } from '@/features/plans';
import type { Payment, PaymentStatus } from '../data/payment-schema';
import { useBillingHistory } from '../data/use-billing-history';
import { ErrorLine } from './section-parts';

type Tone = 'success' | 'muted' | 'danger' | 'warning';
const STATUS: Record<PaymentStatus, { label: string; tone: Tone }> = {
  paid: { label: 'Paid', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'muted' },
  failed: { label: 'Failed', tone: 'danger' },
  pending: { label: 'Pending', tone: 'warning' },
  // An amount that did not match the plan: held for a person to look at, not fulfilled.
  flagged: { label: 'Under review', tone: 'warning' },
};

/** "$30.00" (cents in, the currency's own symbol out). */
export function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function BillingHistory() {
  const { payments, loading, error } = useBillingHistory();
  if (error) return <ErrorLine role="alert">{error}</ErrorLine>;
  if (loading) return <Skeleton $h="56px" role="status" aria-label="Loading billing history" />;
  if (payments.length === 0) return <Empty>No payments yet.</Empty>;
  return (
    <Rows aria-label="Payments">
      {payments.map((payment) => (
        <Row key={payment.id} payment={payment} />
      ))}
    </Rows>
  );
}

function Row({ payment }: { payment: Payment }) {
  const status = STATUS[payment.status];
  const date = payment.paidAt || payment.createdAt;
  return (
    <Item data-testid="payment-row">
      <div>
        <Plan>{payment.plan ? `${payment.plan} plan` : 'Plan'}</Plan>
        <Muted>
          {date > 0 ? formatPlanDate(date) : 'Date unknown'}
          {payment.status === 'paid' && payment.periodEnd > 0 && ` · plan until ${formatPlanDate(payment.periodEnd)}`}
        </Muted>
      </div>
      <End>
        <Amount>{formatAmount(payment.amount, payment.currency)}</Amount>
        <StatusBadge $tone={status.tone}>{status.label}</StatusBadge>
      </End>
    </Item>
  );
}

const Rows = styled.ul`
  display: grid;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(3)} 0;
  border-top: 1px solid ${theme.color.border};
  &:first-child {
    border-top: 0;
  }
`;

const Plan = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Empty = styled(Muted)`
  font-size: inherit;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const StatusBadge = styled.span<{ $tone: Tone }>`
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs};
  font-weight: 700;
  background: ${({ $tone, theme }) => ({ success: theme.color.successSoft, muted: theme.color.surfaceAlt, danger: theme.color.dangerSoft, warning: theme.color.warningSoft })[$tone]};
  color: ${({ $tone, theme }) => ({ success: theme.color.success, muted: theme.color.textMuted, danger: theme.color.danger, warning: theme.color.noticeText })[$tone]};
`;
