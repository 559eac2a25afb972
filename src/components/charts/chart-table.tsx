// The chart's figures as a table behind a "Show as table" disclosure: reachable by keyboard and
// by screen reader (the chart's own name says it is there), and useful to anyone who wants the
// exact numbers.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { formatChartLabel } from './chart-format';
import type { ChartSeries } from './line-chart';
import { focusRing } from '@/lib/style';

interface Props {
  title: string;
  labels: string[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
  /** The row heading of label `i` (default: the long date). */
  formatLabel?: (label: string, i: number) => string;
  open?: boolean;
}

export function ChartTable({ title, labels, series, formatValue, formatLabel = (label) => formatChartLabel(label, true), open }: Props) {
  return (
    <Disclosure open={open}>
      <summary>Show as table</summary>
      <Scroll tabIndex={0} aria-label={`${title} (table)`} role="region">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* Newest first: the recent days are the ones people look for. */}
            {labels
              .map((label, i) => ({ label, i }))
              .reverse()
              .map(({ label, i }) => (
                <tr key={label}>
                  <th scope="row">{formatLabel(label, i)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{formatValue(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </Scroll>
    </Disclosure>
  );
}

const Disclosure = styled.details`
  font-size: ${theme.size.sm};
  summary {
    width: fit-content;
    padding: ${theme.space(1)} 0;
    color: ${theme.color.primary};
    font-weight: 600;
    cursor: pointer;
  }
  summary:focus-visible {
    ${focusRing(2, 2)}
    border-radius: 4px;
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
  margin-top: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
  th,
  td {
    padding: ${theme.space(1.5)} ${theme.space(3)};
    text-align: right;
    border-bottom: 1px solid ${theme.color.border};
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: 500;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.color.surfaceAlt};
    font-weight: 600;
  }
`;
