// The listing page's hours: the open status with today's hours on one line, which opens the
// week, and the week table the information card shows too. "Today" is the listing's own day:
// late evening in one zone is already tomorrow in another.
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { useNow } from '@/hooks/use-now';
import { ChevronDown, Clock } from '@/components/icons';
import { WEEKDAYS, type CatalogListing } from '../data/catalog-schema';
import { DAY_LABELS, formatDay, hasHours } from '../lib/hours';
import { weekdayIn } from '../lib/open-status';
import { OpenStatusLabel } from './open-status-label';
import { media } from '@/lib/style';

type HoursOf = Pick<CatalogListing, 'openingHours' | 'timeZone'>;

export function DetailHours({ listing }: { listing: HoursOf }) {
  const today = weekdayIn(listing.timeZone, useNow());
  // Without hours the status says so ("Hours not listed"): there is no week to open.
  if (!hasHours(listing.openingHours)) {
    return (
      <Line data-testid="detail-hours">
        <Clock size={18} aria-hidden="true" />
        <OpenStatusLabel listing={listing} />
      </Line>
    );
  }
  return (
    <Week data-testid="detail-hours">
      <Summary>
        <Clock size={18} aria-hidden="true" />
        <OpenStatusLabel listing={listing} />
        {/* The chevron wraps with the hours, never onto a line of its own. */}
        <Today>
          Today {formatDay(listing.openingHours, today)}
          <Chevron size={18} aria-hidden="true" />
        </Today>
      </Summary>
      <WeekHours listing={listing} />
    </Week>
  );
}

/** The seven days, today marked. */
export function WeekHours({ listing, className }: { listing: HoursOf; className?: string }) {
  const today = weekdayIn(listing.timeZone, useNow());
  return (
    <Table className={className} aria-label="Opening hours">
      <tbody>
        {WEEKDAYS.map((d) => (
          <tr key={d} aria-current={d === today ? 'date' : undefined}>
            <th scope="row">{DAY_LABELS[d]}</th>
            <td>{formatDay(listing.openingHours, d)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Week = styled.details`
  &[open] > summary svg:last-child { transform: rotate(180deg); }
  /* Under the text, past the clock icon (18 px + the gap). */
  & > table { width: calc(100% - 26px); max-width: 360px; margin: ${theme.space(2)} 0 0 26px; }
`;

const line = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  min-height: 32px;
  & > svg { flex: none; color: ${theme.color.textMuted}; }
`;

const Line = styled.div`
  ${line}
`;

// Tapping anywhere on the line opens the week: a 44 px target however short the text.
const Summary = styled.summary`
  ${line}
  min-height: 44px;
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker { display: none; }
`;

const Today = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  font-size: ${theme.size.sm};
  color: ${theme.color.text};
  white-space: nowrap;
  svg { flex: none; color: ${theme.color.textMuted}; }
`;

const Chevron = styled(ChevronDown)`
  transition: transform 120ms ease;
  ${media.reducedMotion} { transition: none; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.size.sm};
  th { text-align: left; font-weight: 500; padding: 2px 12px 2px 0; }
  td { text-align: right; padding: 2px 0; white-space: nowrap; }
  tr[aria-current='date'] { font-weight: 700; color: ${theme.color.primary}; }
`;
