// A chart of a few series over the same labels (days, weeks or months), with the same figures
// as a table for screen readers and for anyone who prefers numbers. The charting library loads
// with the chart, so only the pages that draw one pay for it.
export interface ChartSeries {
  label: string;
  values: number[];
}

export interface LineChartProps {
  /** Names the chart for assistive technology and captions its table. */
  title: string;
  /** One per point, e.g. `2026-11-25`, `2026-W47`, `2026-11` (shown formatted). */
  labels: string[];
  series: ChartSeries[];
  /** Line (default) or bars (one group per label). */
  kind?: 'line' | 'bar';
  /** Pixels; the width follows the container. */
  height?: number;
  formatValue?: (value: number) => string;
}

/** Placeholder until the chart lands: the table alone. */
export function LineChart({ title, labels, series, formatValue = String }: LineChartProps) {
  return (
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
        {labels.map((label, i) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.label}>{formatValue(s.values[i] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
