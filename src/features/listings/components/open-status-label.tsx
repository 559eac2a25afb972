// A listing's open/closed state as a short coloured pill that follows the clock. The words carry
// the meaning (the colour only repeats it); every state has the same height, so nothing moves
// when the minute clock changes it.
import styled from 'styled-components';
import { useNow } from '@/hooks/use-now';
import { theme } from '@/lib/theme';
import type { CatalogListing } from '../data/catalog-schema';
import { openStatus, type OpenState } from '../lib/open-status';

// Text on its background, contrast (WCAG): open 4.57, closing soon 4.58, closed 5.30, unknown 6.21.
const COLORS: Record<OpenState, { fg: string; bg: string }> = {
  open: { fg: theme.color.success, bg: theme.color.successSoft },
  'closing-soon': { fg: theme.color.warning, bg: theme.color.warningSoft },
  closed: { fg: theme.color.danger, bg: theme.color.dangerSoft },
  unknown: { fg: theme.color.textMuted, bg: theme.color.surfaceAlt },
};

export function OpenStatusLabel({ listing, className }: { listing: Pick<CatalogListing, 'openingHours' | 'timeZone'>; className?: string }) {
  const now = useNow();
  const status = openStatus(listing.openingHours, listing.timeZone, now);
  return (
    <Pill data-testid="open-status" data-state={status.state} className={className}>
      {status.label}
    </Pill>
  );
}

const Pill = styled.span`
  display: inline-block;
  justify-self: start;
  vertical-align: middle;
  box-sizing: border-box;
  height: 22px;
  max-width: 100%;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs};
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${Object.entries(COLORS)
    .map(([state, { fg, bg }]) => `&[data-state='${state}'] { color: ${fg}; background: ${bg}; }`)
    .join('\n')}
`;
