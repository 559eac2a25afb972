// The part of the chart that needs the charting library (uPlot, ~23 KiB gzip): loaded with the
// first chart on screen, so only the owner's and admin's chunks ever reach it. The x axis is
// the point's index; the caller's labels are written under it.
import uPlot from 'uplot';
import { theme } from '@/lib/theme';
import { resolvedColor } from '@/lib/palette';
import { formatChartLabel, pickTicks } from './chart-format';
import { seriesCanvasColor } from './chart-colors';

export interface DrawOptions {
  labels: string[];
  series: { label: string; values: number[] }[];
  kind: 'line' | 'bar';
  width: number;
  height: number;
  /** Lines: the last point is incomplete (today so far): its segment is dashed, the point hollow. */
  partialLast?: boolean;
  formatValue: (value: number) => string;
  /** The point under the pointer (null when it leaves), for the readout above the chart. */
  onHover: (index: number | null) => void;
}

export interface DrawnChart {
  resize: (width: number) => void;
  destroy: () => void;
}

const FONT = `12px ${theme.font.body}`;
/** Whole numbers only on the y axis: these are counts of devices (or money in whole units). */
const Y_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000, 1e6, 1e7];

export function drawChart(el: HTMLElement, o: DrawOptions): DrawnChart {
  const n = o.labels.length;
  const xs = o.labels.map((_, i) => i);
  const groupWidth = 0.8;
  const bars = o.kind === 'bar';
  const partial = !bars && !!o.partialLast && n > 1;
  const longest = Math.max(1, ...o.series.flatMap((s) => s.values.map((v) => o.formatValue(v).length)));

  const opts: uPlot.Options = {
    width: o.width,
    height: o.height,
    legend: { show: false },
    // Room on the right for the last date's label, which is centred on the latest point.
    padding: [12, 24, 0, 0],
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 }, y: false },
    scales: {
      x: { time: false, range: bars || n < 2 ? [-0.5, Math.max(0, n - 1) + 0.5] : [0, n - 1] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        stroke: resolvedColor('textMuted'),
        font: FONT,
        size: 30,
        gap: 4,
        grid: { show: false },
        ticks: { stroke: resolvedColor('border'), size: 4 },
        splits: (u) => pickTicks(n, u.bbox.width / uPlot.pxRatio),
        values: (_u, splits) => splits.map((i) => formatChartLabel(o.labels[i] ?? '')),
      },
      {
        stroke: resolvedColor('textMuted'),
        font: FONT,
        size: 16 + longest * 7,
        gap: 6,
        space: 28,
        incrs: Y_STEPS,
        grid: { stroke: resolvedColor('border'), width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => o.formatValue(v)),
      },
    ],
    series: [
      {},
      ...o.series.map((s, i): uPlot.Series => {
        const color = seriesCanvasColor(i);
        if (!bars) return { label: s.label, stroke: color, width: 2, points: { show: n <= 31, size: 4, fill: color } };
        const k = o.series.length;
        const size = groupWidth / k;
        return {
          label: s.label,
          stroke: color,
          fill: color,
          width: 0,
          points: { show: false },
          // Grouped bars: each series takes its slice of the 0.8-wide group around its index.
          paths: uPlot.paths.bars!({
            size: [1, 48],
            disp: {
              x0: { unit: 1, values: () => xs.map((x) => x - groupWidth / 2 + i * size) },
              size: { unit: 1, values: () => xs.map(() => size) },
            },
          }),
        };
      }),
      // The incomplete last day: a dashed segment to a hollow point, drawn over the solid line's gap.
      ...(partial
        ? o.series.map((s, i): uPlot.Series => {
            const color = seriesCanvasColor(i);
            return { label: `${s.label} (so far)`, stroke: color, width: 2, dash: [5, 4], points: { show: true, size: 7, width: 2, fill: resolvedColor('surface'), filter: () => [n - 1] } };
          })
        : []),
    ],
    hooks: {
      setCursor: [(u) => o.onHover(u.cursor.idx ?? null)],
    },
  };

  const value = (s: { values: number[] }, i: number) => s.values[i] ?? 0;
  const data: uPlot.AlignedData = partial
    ? [
        xs,
        ...o.series.map((s) => xs.map((i) => (i === n - 1 ? null : value(s, i)))),
        ...o.series.map((s) => xs.map((i) => (i >= n - 2 ? value(s, i) : null))),
      ]
    : [xs, ...o.series.map((s) => xs.map((i) => value(s, i)))];
  const chart = new uPlot(opts, data, el);
  return {
    resize: (width) => chart.setSize({ width, height: o.height }),
    destroy: () => chart.destroy(),
  };
}
