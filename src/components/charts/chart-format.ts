// How the chart and its table write the x labels (days, ISO weeks, months) and which of them
// get a tick, so a phone's narrow axis shows a few readable dates rather than a smear.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK = /^(\d{4})-W(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * `2026-11-25` → "Nov 25" (long: "Nov 25, 2026"), `2026-W47` → "Wk 47" ("Week 47, 2026"),
 * `2026-11` → "Nov '26" ("Nov 2026"); anything else as it is.
 */
export function formatChartLabel(label: string, long = false): string {
  let m = DAY.exec(label);
  if (m) {
    const short = `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}`;
    return long ? `${short}, ${m[1]}` : short;
  }
  m = WEEK.exec(label);
  if (m) return long ? `Week ${Number(m[2])}, ${m[1]}` : `Wk ${Number(m[2])}`;
  m = MONTH.exec(label);
  if (m) {
    const month = MONTHS[Number(m[2]) - 1];
    return long ? `${month} ${m[1]}` : `${month} '${m[1].slice(2)}`;
  }
  return label;
}

/** At most one tick per this many pixels: "Nov 25" in 12px type needs ~45px plus air. */
export const TICK_SPACING_PX = 56;

/**
 * The indexes of `count` points that get a label in `widthPx`: evenly spaced, always the last
 * (the most recent day is the one an owner looks for), never two crowding each other.
 */
export function pickTicks(count: number, widthPx: number): number[] {
  if (count <= 0) return [];
  const room = Math.max(2, Math.floor(widthPx / TICK_SPACING_PX));
  if (count <= room) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (room - 1));
  const ticks: number[] = [];
  // Count back from the last point so it is always labelled.
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}

/** One sentence per series for the chart's accessible name: its total and its highest point. */
export function describeSeries(labels: string[], series: { label: string; values: number[] }[], format: (v: number) => string): string {
  return series
    .map((s) => {
      const total = s.values.reduce((a, b) => a + b, 0);
      let peak = -1;
      s.values.forEach((v, i) => {
        if (peak < 0 || v > s.values[peak]) peak = i;
      });
      if (peak < 0 || s.values[peak] === 0) return `${s.label}: none`;
      return `${s.label}: ${format(total)} in all, highest ${format(s.values[peak])} on ${formatChartLabel(labels[peak], true)}`;
    })
    .join('. ');
}
