// A listing's moderation state as a coloured pill, shared by the card and the compact row.
import styled from 'styled-components';
import { Badge, LISTING_STATUS_BADGE } from '@/components/badge';
import type { ListingStatus } from '@/domain/listing';

export function StatusPill({ status, className }: { status: ListingStatus; className?: string }) {
  const { tone, label } = LISTING_STATUS_BADGE[status];
  return (
    <Pill $tone={tone} className={className} data-testid="listing-status">
      {label}
    </Pill>
  );
}

const Pill = styled(Badge)`
  display: inline-block;
  padding: 4px 10px;
  line-height: normal;
`;
