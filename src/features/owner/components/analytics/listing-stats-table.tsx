// The per-listing figures of the chosen period: a table sorted by any column (click or Enter
// on its header; aria-sort says which), scrolling sideways on a phone with the names pinned,
// and saying so: a line under the heading and a fade on the side where more columns wait.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown } from '@/components/icons';
import { VisuallyHidden } from '@/components/layout';
import { useScrollOverflow, type ScrollOverflow } from '@/components/use-scroll-overflow';
import { sortRows, type ListingRow, type SortDirection, type SortKey } from '../../lib/stats-math';
import { focusRing } from '@/lib/style';

interface Column {
  key: SortKey;
  label: string;
  /** A second line for a long heading, so no heading runs over two lines. */
  line2?: string;
  testId?: string;
  hint?: string;
}

const COLUMNS: Column[] = [
  { key: 'title', label: 'Listing' },
  { key: 'views', label: 'Views', testId: 'stat-views' },
  { key: 'appearances', label: 'Appearances', testId: 'stat-appearances', hint: 'Shown in the first screen of results or on the home page' },
  { key: 'contacts', label: 'Contact', line2: 'taps', testId: 'stat-contacts', hint: 'Phone, e-mail, website, WhatsApp and social links' },
  { key: 'saves', label: 'Saves', testId: 'stat-saves' },
  { key: 'directions', label: 'Directions', testId: 'stat-directions' },
  { key: 'shares', label: 'Shares', testId: 'stat-shares' },
  { key: 'nearMe', label: 'Views from', line2: 'Near me' },
  { key: 'openNow', label: 'Views from', line2: 'Open now' },
];

const STATUS_NOTE: Record<string, string> = { pending: 'Pending approval', rejected: 'Not approved' };

export function ListingStatsTable({ rows, period }: { rows: ListingRow[]; period: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(scrollRef);
  const cueId = useId();
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'views', direction: 'descending' });
  const sorted = sortRows(rows, sort.key, sort.direction);
  const toggle = (key: SortKey) =>
    setSort((s) => ({
      key,
      direction: s.key === key ? (s.direction === 'ascending' ? 'descending' : 'ascending') : key === 'title' ? 'ascending' : 'descending',
    }));

  return (
    <Panel>
      <Title id="listing-stats-title">
        Your listings, last {period} days <span>Select a column heading to sort.</span>
      </Title>
      {overflow !== 'none' && (
        <Cue id={cueId} data-testid="stats-scroll-cue">
          {overflow === 'start' ? '← Scroll back for the first figures' : `Scroll sideways for all ${COLUMNS.length - 1} figures →`}
        </Cue>
      )}
      <Scroll
        ref={scrollRef}
        role="region"
        aria-labelledby="listing-stats-title"
        aria-describedby={overflow !== 'none' ? cueId : undefined}
        tabIndex={0}
        $overflow={overflow}
      >
        <Table>
          <caption>
            <VisuallyHidden>
              Your listings, last {period} days
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" aria-sort={sort.key === c.key ? sort.direction : undefined} title={c.hint}>
                  <SortButton type="button" onClick={() => toggle(c.key)} $active={sort.key === c.key} $up={sort.direction === 'ascending'}>
                    <span>
                      {c.label}
                      {c.line2 && (
                        <>
                          {' '}
                          <br />
                          {c.line2}
                        </>
                      )}
                    </span>
                    <ChevronDown size={14} aria-hidden="true" />
                  </SortButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((r) => (
              <tr key={r.listingId} data-testid="stats-row" data-listing-id={r.listingId}>
                <th scope="row">
                  {r.title || 'Untitled listing'}
                  {STATUS_NOTE[r.status] && <Status>{STATUS_NOTE[r.status]}</Status>}
                </th>
                {COLUMNS.slice(1).map((c) => (
                  <td key={c.key} data-testid={c.testId}>
                    {r[c.key as Exclude<SortKey, 'title'>].toLocaleString('en-US')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Panel>
  );
}

const Panel = styled.div`
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  overflow: hidden;
`;

const Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  font-size: ${theme.size.md};
  span {
    color: ${theme.color.textMuted};
    font-weight: 400;
    font-size: ${theme.size.sm};
  }
`;

const Cue = styled.p`
  margin: -${theme.space(2)} 0 0;
  padding: 0 ${theme.space(4)} ${theme.space(2)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  font-weight: 600;
`;

// The fade sits on the side with hidden columns (the pinned names on the left stay clear).
const FADE: Record<ScrollOverflow, string> = {
  none: 'none',
  end: 'linear-gradient(to right, black calc(100% - 40px), transparent)',
  start: 'none',
  both: 'linear-gradient(to right, black calc(100% - 40px), transparent)',
};

const Scroll = styled.div<{ $overflow: ScrollOverflow }>`
  overflow-x: auto;
  mask-image: ${({ $overflow }) => FADE[$overflow]};
  &:focus-visible {
    ${focusRing(2, -2)}
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.size.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${theme.space(2.5)} ${theme.space(3)};
    border-top: 1px solid ${theme.color.border};
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    background: ${theme.color.surfaceAlt};
    padding: 0;
    vertical-align: bottom;
  }
  /* The listing's name stays in view while the figures scroll under it on a phone. */
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 140px;
    max-width: 220px;
    text-align: left;
    white-space: normal;
    background: ${theme.color.surface};
    box-shadow: 1px 0 0 ${theme.color.border};
  }
  thead th:first-child {
    background: ${theme.color.surfaceAlt};
  }
  tbody th {
    font-weight: 600;
  }
`;

const SortButton = styled.button<{ $active: boolean; $up: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(3)};
  border: 0;
  background: none;
  color: ${({ $active }) => ($active ? theme.color.text : theme.color.textMuted)};
  font: inherit;
  font-weight: 600;
  text-align: right;
  white-space: nowrap;
  cursor: pointer;
  th:first-child & {
    justify-content: flex-start;
    text-align: left;
  }
  svg {
    flex: none;
    opacity: ${({ $active }) => ($active ? 1 : 0)};
    transform: rotate(${({ $up }) => ($up ? '180deg' : '0deg')});
  }
  &:hover svg {
    opacity: ${({ $active }) => ($active ? 1 : 0.4)};
  }
  &:focus-visible {
    ${focusRing(2, -2)}
  }
`;

const Status = styled.span`
  display: block;
  color: ${theme.color.warning};
  font-size: ${theme.size.xs};
  font-weight: 500;
`;
