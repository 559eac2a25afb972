// Serves the local default basemap (scripts/lib/basemap.mjs) under /basemap/: emitted into the
// build (about 1.3 thousand small tiles, built in a second or two) and answered by the dev server.
import { basemapSize, buildBasemap } from '../scripts/lib/basemap.mjs';

export function basemapTiles() {
  /** @type {Map<string, Buffer> | null} */
  let files = null;
  const tiles = () => (files ??= buildBasemap());
  /** @type {import('vite').Plugin} */
  return {
    name: 'forkful-basemap',
    generateBundle() {
      const all = tiles();
      for (const [path, bytes] of all) this.emitFile({ type: 'asset', fileName: `basemap/${path}`, source: bytes });
      const { count, gz } = basemapSize(all);
      this.info(`basemap: ${count} tiles, ${(gz / 1024).toFixed(0)} KiB gzip`);
    },
    configureServer(server) {
      server.middlewares.use('/basemap/', (req, res, next) => {
        const bytes = tiles().get((req.url ?? '').replace(/^\//, '').split('?')[0]);
        if (!bytes) return next();
        res.setHeader('Content-Type', 'application/vnd.mapbox-vector-tile');
        res.end(bytes);
      });
    },
  };
}
