// Reports the gzipped JavaScript of the build against its budgets:
// first render of each landing page ≤ 200 KiB; everything public pages load ≤ 350 KiB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { PRIVATE_CHUNK_NAMES, PRIVATE_SOURCE } from './lib/private-code.mjs';

export const BUDGET_FIRST = 200;
export const BUDGET_PUBLIC = 350;
/** Gzipped JavaScript of a build in `dist`: first render per landing route and everything public. */
export function sizeReport(dist = join(ROOT, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  // What only owners, admins or a plan purchase load (scripts/lib/private-code.mjs): the service
  // worker does not precache it either, so a visitor never downloads it.
  const isPrivate = (key) => PRIVATE_SOURCE.test(key) || PRIVATE_CHUNK_NAMES.has(manifest[key]?.name);

  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  function closure(keys, { dynamic }) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key] || isPrivate(key)) return;
      seen.add(key);
      for (const k of manifest[key].imports ?? []) visit(k);
      if (dynamic) for (const k of manifest[key].dynamicImports ?? []) visit(k);
    };
    keys.forEach(visit);
    return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  }

  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const kib = (files) => files.reduce((sum, f) => sum + gz(f), 0) / 1024;
  // First render of a landing route = the entry's static graph and the modules it imports before
  // rendering (boot) + the route's page chunk and its static graph (plus what every page shows:
  // the layout's lazy footer). The build lists these (src/lib/landing.ts) in .vite/landing.json.
  const landing = JSON.parse(readFileSync(join(dist, '.vite', 'landing.json'), 'utf8'));
  const boot = landing.bootFiles.map((file) => Object.keys(manifest).find((k) => manifest[k].file === file));
  if (!boot.length || boot.includes(undefined)) throw new Error(`boot chunks missing from the manifest: ${landing.bootFiles.join(', ')}`);
  const start = [...entry, ...boot];
  const firstOf = (page) =>
    kib([...new Set([...closure(start, { dynamic: false }), ...closure([page, ...landing.everyPage].filter((k) => manifest[k]), { dynamic: false })])]);
  const perRoute = Object.entries(landing.pages).map(([route, page]) => [route === '/listing/' ? '/listing/{id}' : route, firstOf(page)]);
  const first = Math.max(...perRoute.map(([, v]) => v));
  // Module workers ship as assets (MapLibre's .mjs), outside the import graph: counted with the
  // public code that loads them (the service worker precaches them too).
  const workers = Object.values(manifest)
    .map((m) => m.file)
    .filter((f) => f.endsWith('.mjs'));
  const publicFiles = [...closure(entry, { dynamic: true }), ...workers];
  const pub = kib(publicFiles);
  // The map's engine alone (MapLibre, its worker, PMTiles): loaded only when a map opens.
  const map = kib(publicFiles.filter((f) => /maplibre|pmtiles/.test(f)));
  return { perRoute, first, pub, map };
}

const line = (label, value, budget) =>
  `  ${label.padEnd(44)} ${value.toFixed(1).padStart(7)} KiB gzip  (budget ${budget} KiB) ${value <= budget ? 'OK' : 'OVER BUDGET'}`;

export function printSizeReport({ perRoute, pub, map }, print = console.log) {
  print('Bundle size (gzipped JavaScript):');
  for (const [route, value] of perRoute) print(line(`first render of ${route}`, value, BUDGET_FIRST));
  print(line('all public pages, sync and Firebase included', pub, BUDGET_PUBLIC));
  if (map) print(`    of which the map engine (MapLibre and its worker, loaded when a map opens) ${map.toFixed(1)} KiB gzip`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirArg = process.argv.indexOf('--dir');
  const sizes = sizeReport(dirArg > -1 ? resolve(process.argv[dirArg + 1]) : undefined);
  printSizeReport(sizes);
  if (process.argv.includes('--strict') && (sizes.first > BUDGET_FIRST || sizes.pub > BUDGET_PUBLIC)) process.exit(1);
}
