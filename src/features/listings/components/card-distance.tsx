// A card's distance from the diner ("350 m", "0.3 mi"), after its address line.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { LocateFixed } from '@/components/icons';
import { deviceLocale, formatDistance } from '../lib/distance';

export function Distance({ km }: { km: number }) {
  const text = formatDistance(km, deviceLocale());
  return (
    <Away data-testid="card-distance" data-km={km.toFixed(3)}>
      <LocateFixed size={13} aria-hidden="true" />
      {text}
      {/* Read as "350 m away" (an aria-label on a plain span is not reliably announced). */}
      <span className="sr-only"> away</span>
    </Away>
  );
}

const Away = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  flex: none;
  margin-left: auto;
  padding-left: ${theme.space(2)};
  font-weight: 600;
  color: ${theme.color.accent};
  white-space: nowrap;
`;
