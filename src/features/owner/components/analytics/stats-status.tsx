// The line under the analytics heading that says how fresh the figures are: "As of 3:42 PM",
// and when they are the saved ones (offline, or the refresh failed), that it is so.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CloudOff } from '@/components/icons';
import { Button } from '@/components/button';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "3:42 PM" today, "Nov 24, 3:42 PM" on another day. */
export function formatAsOf(ms: number, now = Date.now()): string {
  const sameDay = new Date(ms).toDateString() === new Date(now).toDateString();
  return (sameDay ? time : dayAndTime).format(ms);
}

interface Props {
  savedAt: number | null;
  online: boolean;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
}

export function StatsStatus({ savedAt, online, failed, refreshing, onRetry }: Props) {
  const asOf = savedAt ? formatAsOf(savedAt) : null;
  let text: string | null = asOf && `As of ${asOf}`;
  if (asOf && !online) text = `You are offline: showing the figures saved on this device, as of ${asOf}.`;
  else if (asOf && failed) text = `Could not refresh: showing the figures saved on this device, as of ${asOf}.`;
  else if (!asOf && !online) text = 'You are offline. Your figures will appear here once you are back online.';
  else if (!asOf && failed) text = 'Could not load your figures.';
  const stale = !online || failed;
  return (
    <Line role="status" data-testid="stats-as-of" $stale={stale}>
      {stale && <CloudOff size={16} aria-hidden="true" />}
      <span>{refreshing && asOf ? `${text} Refreshing…` : text}</span>
      {failed && online && !refreshing && (
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Line>
  );
}

const Line = styled.p<{ $stale: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space(2)};
  min-height: 1.5em;
  margin: 0;
  color: ${({ $stale }) => ($stale ? theme.color.warning : theme.color.textMuted)};
  font-size: ${theme.size.sm};
  svg {
    flex: none;
  }
  /* The text stays beside its icon; only the button moves to a line of its own. */
  span {
    flex: 1 1 16em;
  }
`;
