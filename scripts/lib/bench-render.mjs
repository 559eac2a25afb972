// `npm run bench -- --only render`: the page renderer's time per page (functions/src/pages). The
// first request after the functions emulator starts is its cold start here (a local worker, not
// Cloud Run's: reported, not judged); then each page is asked for `n` times, one at a time, and
// the function's own time (its Server-Timing) and the time through Hosting are reported.
import { quantile } from './bench-report.mjs';

/** The warm median a page may take in the function (budget). */
export const RENDER_P50_BUDGET_MS = 100;

const serverTiming = (res) => Number(/render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);

async function timed(url) {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { wall: performance.now() - t, fn: serverTiming(res) };
}

export async function runRenderBench({ baseUrl, paths, n = 50, log = () => {} }) {
  const cold = await timed(baseUrl + paths[0]);
  log(`render: cold ${paths[0]} ${cold.wall.toFixed(0)} ms through Hosting (function ${cold.fn.toFixed(0)} ms)`);
  const pages = [];
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < n; i++) samples.push(await timed(baseUrl + path));
    const fn = samples.map((s) => s.fn).sort((a, b) => a - b);
    const wall = samples.map((s) => s.wall).sort((a, b) => a - b);
    pages.push({ path, n, fn: { p50: quantile(fn, 0.5), p95: quantile(fn, 0.95) }, wall: { p50: quantile(wall, 0.5), p95: quantile(wall, 0.95) } });
  }
  return { cold: { path: paths[0], ...cold }, pages };
}

const ms = (v) => `${v.toFixed(1)} ms`;

export function renderLines(r) {
  return [
    `render cold start (emulator worker, first request): ${r.cold.path} ${ms(r.cold.wall)} through Hosting, ${ms(r.cold.fn)} in the function`,
    ...r.pages.map(
      (p) =>
        `render ${p.path} warm (n=${p.n}): function p50 ${ms(p.fn.p50)}, p95 ${ms(p.fn.p95)}; through Hosting p50 ${ms(p.wall.p50)}, p95 ${ms(p.wall.p95)} (budget p50 ≤ ${RENDER_P50_BUDGET_MS} ms) ${p.fn.p50 <= RENDER_P50_BUDGET_MS ? 'OK' : 'OVER'}`,
    ),
  ];
}
