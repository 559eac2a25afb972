// A listing's moderation state as a coloured pill, shared by the card and the compact row.
// Each pair keeps 4.5:1 or more between text and background.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { ListingStatus } from '@/features/owner';

const STATUS_LABEL: Record<ListingStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

const STATUS_COLORS: Record<ListingStatus, [string, string]> = {
  pending: ['#FFF4D6', '#7A5200'],
  approved: ['#E3F5E9', '#17683A'],
  rejected: ['#FDE7E7', '#A1262A'],
};

export function StatusPill({ status, className }: { status: ListingStatus; className?: string }) {
  return (
    <Pill $status={status} className={className} data-testid="listing-status">
      {STATUS_LABEL[status]}
    </Pill>
  );
}

const Pill = styled.span<{ $status: ListingStatus }>`
  display: inline-block;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs};
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $status }) => STATUS_COLORS[$status][0]};
  color: ${({ $status }) => STATUS_COLORS[$status][1]};
`;
