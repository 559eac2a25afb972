// A chart of a few series over the same labels (days, weeks or months), with the same figures
// as a table for screen readers and for anyone who prefers numbers. The charting library loads
// with the chart, so only the pages that draw one pay for it.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Skeleton } from '../skeleton';
import { describeSeries, formatChartLabel } from './chart-format';
import { seriesColor } from './chart-colors';
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
}

const countFormat = (value: number) => value.toLocaleString('en-US');

export function LineChart({ title, labels, series, kind = 'line', height = 240, formatValue = countFormat }: LineChartProps) {
  const titleId = useId();
  const plot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hover, setHover] = useState<number | null>(null);
  // Callers rebuild their arrays on every render; redraw only when the figures change.
  const figures = JSON.stringify([labels, series, kind, height]);
  const format = useRef(formatValue);
  format.current = formatValue;

  useEffect(() => {
    const el = plot.current;
    if (!el) return;
    let chart: DrawnChart | null = null;
    let gone = false;
    let observer: ResizeObserver | null = null;
    const [ls, ss, k, h] = JSON.parse(figures) as [string[], ChartSeries[], 'line' | 'bar', number];
    import('./draw-uplot')
      .then(({ drawChart }) => {
        if (gone) return;
        el.replaceChildren();
        chart = drawChart(el, {
          labels: ls,
          series: ss,
          kind: k,
          height: h,
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

  const summary = describeSeries(labels, series, formatValue);
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
      </Legend>
      <Plot style={{ height }}>
        {/* Over the chart, not above it: pointing at a day must not move the chart. */}
        {hover !== null && labels[hover] !== undefined && (
          <Readout aria-hidden="true">
            <b>{formatChartLabel(labels[hover])}</b>
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
      <ChartTable title={title} labels={labels} series={series} formatValue={formatValue} open={status === 'failed' || undefined} />
    </Figure>
  );
}

const Figure = styled.figure`
  display: grid;
  gap: ${theme.space(2)};
  min-width: 0;
  margin: 0;
`;

const Caption = styled.figcaption`
  font-weight: 600;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1.5)};
  }
`;

const Readout = styled.p`
  position: absolute;
  z-index: 1;
  top: 0;
  right: 24px;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  font-size: ${theme.size.xs};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
  white-space: nowrap;
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
  }
`;

const Swatch = styled.span<{ $color: string; $bar: boolean }>`
  display: inline-block;
  width: ${({ $bar }) => ($bar ? '10px' : '16px')};
  height: ${({ $bar }) => ($bar ? '10px' : '3px')};
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

// The box keeps the chart's height from the first paint: the skeleton and the canvas take the
// same space, so nothing under the chart moves when it draws.
const Plot = styled.div`
  position: relative;
  min-width: 0;
  & > div:first-child {
    width: 100%;
    height: 100%;
  }
  /* What uPlot's own stylesheet would set: layered canvases and cursor parts. */
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-cursor-pt {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-cursor-x {
    position: absolute;
    left: 0;
    top: 0;
    height: 100%;
    border-right: 1px dashed ${theme.color.textMuted};
    pointer-events: none;
  }
  .u-cursor-y,
  .u-select {
    display: none;
  }
  .u-cursor-pt {
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-off {
    display: none;
  }
`;

const Cover = styled(Skeleton)`
  position: absolute;
  inset: 0;
`;

const Note = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  text-align: center;
`;
