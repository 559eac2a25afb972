// The pending count after the Listings tab's label: a small pill whose accessible name is
// the words ("3 pending"), so the tab reads "Listings, 3 pending".
import styled from 'styled-components';
import { theme } from '@/lib/theme';

export function TabCount({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Pill role="img" aria-label={`${count} ${label}`} data-testid="tab-count">
      {shown}
    </Pill>
  );
}

const Pill = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.size.xs};
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;
