// The searches that found nothing, as a table (term, devices, searches), or a note on when
// terms appear: only once enough devices searched them, so no one person's search shows.
import styled from 'styled-components';
import type { SearchMissRow } from '@shared/directory-analytics';
import { MIN_MISS_DEVICES } from '@shared/usage';
import { theme } from '@/lib/theme';
import { SearchX } from '@/components/icons';
import { VisuallyHidden } from '@/components/layout';
import { wholeNumber } from '../lib/analytics-format';

export function SearchMissTable({ rows }: { rows: SearchMissRow[] }) {
  if (rows.length === 0) {
    return (
      <Empty>
        <SearchX size={24} aria-hidden="true" />
        <p>
          <strong>No searches to show yet.</strong> A search that finds nothing appears here once {MIN_MISS_DEVICES} or more devices have searched
          for it, so no single person's searches are ever shown.
        </p>
      </Empty>
    );
  }
  return (
    <Table>
      <VisuallyHidden as="caption">Searches that found nothing, most devices first</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">Search</th>
          <th scope="col">Devices</th>
          <th scope="col">Searches</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.term} data-testid="search-miss-row">
            <th scope="row">{row.term}</th>
            <td>{wholeNumber(row.devices)}</td>
            <td>{wholeNumber(row.searches)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Empty = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  color: ${theme.color.textMuted};
  p {
    margin: 0;
    max-width: 60ch;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.size.sm};
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(2)};
    border-bottom: 1px solid ${theme.color.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th:first-child {
    text-align: left;
  }
  tbody th {
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${theme.color.textMuted};
    font-weight: 600;
  }
`;
