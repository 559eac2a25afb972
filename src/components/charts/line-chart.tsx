// A chart of a few series over the same labels (days, weeks or months), with the same figures
// as a table for screen readers and for anyone who prefers numbers. The charting library loads
// with the chart, so only the pages that draw one pay for it.
import { useEffect, useId, useRef, useState } from 'react';
import { describeSeries, formatChartLabel } from './chart-format';
import { seriesColor } from './chart-colors';
import { Caption, Cover, Figure, Legend, Note, Plot, Readout, Swatch } from './chart-parts';
import { ChartTable } from './chart-table';
import type { DrawnChart } from './draw-uplot';

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
  /**
   * The last point is not complete yet (e.g. "Today so far"): drawn dashed and named so, so a
   * day that has only begun does not read as a collapse. Lines only.
   */
  partialLast?: string;
}

const countFormat = (value: number) => value.toLocaleString('en-US');

export function LineChart({ title, labels, series, kind = 'line', height = 240, formatValue = countFormat, partialLast }: LineChartProps) {
  const titleId = useId();
  const plot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hover, setHover] = useState<number | null>(null);
  // Callers rebuild their arrays on every render; redraw only when the figures change.
  const partial = kind === 'line' && labels.length > 1 ? partialLast : undefined;
  const figures = JSON.stringify([labels, series, kind, height, partial ?? null]);
  const format = useRef(formatValue);
  format.current = formatValue;

  useEffect(() => {
    const el = plot.current;
    if (!el) return;
    let chart: DrawnChart | null = null;
    let gone = false;
    let observer: ResizeObserver | null = null;
    const [ls, ss, k, h, p] = JSON.parse(figures) as [string[], ChartSeries[], 'line' | 'bar', number, string | null];
    import('./draw-uplot')
      .then(({ drawChart }) => {
        if (gone) return;
        el.replaceChildren();
        chart = drawChart(el, {
          labels: ls,
          series: ss,
          kind: k,
          height: h,
          partialLast: p !== null,
          width: el.clientWidth,
          formatValue: (v) => format.current(v),
          onHover: setHover,
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(([entry]) => chart?.resize(Math.floor(entry.contentRect.width)));
          observer.observe(el);
        }
        setStatus('ready');
      })
      .catch((error: unknown) => {
        // Offline before the chart code was ever loaded: the table still has every figure.
        console.error('Could not load the chart', error);
        if (!gone) setStatus('failed');
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [figures]);

  const summary = describeSeries(labels, series, formatValue) + (partial ? `. The last point, ${partial.toLowerCase()}, is not complete yet` : '');
  const labelOf = (label: string, i: number, long = false) => formatChartLabel(label, long) + (partial && i === labels.length - 1 ? ` (${partial.toLowerCase()})` : '');
  return (
    <Figure aria-labelledby={titleId}>
      <Caption id={titleId}>{title}</Caption>
      <Legend aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.label}>
            <Swatch $color={seriesColor(i)} $bar={kind === 'bar'} />
            {s.label}
          </li>
        ))}
        {partial && (
          <li data-testid="chart-partial-key">
            <Swatch $color="currentColor" $bar={false} $dashed />
            {partial}
          </li>
        )}
      </Legend>
      <Plot style={{ height }}>
        {/* Over the chart, not above it: pointing at a day must not move the chart. */}
        {hover !== null && labels[hover] !== undefined && (
          <Readout aria-hidden="true">
            <b>{labelOf(labels[hover], hover)}</b>
            {series.map((s, i) => (
              <span key={s.label}>
                <Swatch $color={seriesColor(i)} $bar={kind === 'bar'} /> {formatValue(s.values[hover] ?? 0)}
              </span>
            ))}
          </Readout>
        )}
        {/* The canvas is a picture of the table below: one name for it, the figures in the table. */}
        <div ref={plot} role="img" aria-label={`${title}. ${summary}. The figures are in the table below.`} data-testid="chart-plot" />
        {status === 'loading' && <Cover $h={`${height}px`} aria-hidden="true" />}
        {status === 'failed' && <Note>The chart could not load; the figures are in the table.</Note>}
      </Plot>
      <ChartTable title={title} labels={labels} series={series} formatValue={formatValue} formatLabel={(label, i) => labelOf(label, i, true)} open={status === 'failed' || undefined} />
    </Figure>
  );
}
