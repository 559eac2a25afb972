// Build step that ships the app's shell as app.html, leaving `/` to the page renderer.
import type { Plugin } from 'vite';
import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The built shell is app.html, not index.html: Hosting serves a root index.html at `/` before any
 * rewrite, and `/` is a page the renderer answers (functions/src/pages). Renamed once every file
 * is written, before the service worker's precache list is made.
 */
export function appShellFile(): Plugin {
  let outDir = '';
  return {
    name: 'forkful-app-shell',
    // `vite preview` serves the shell for the app's routes, as Hosting does.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.headers.accept?.includes('text/html') && !/\.[a-z0-9]+$/i.test((req.url ?? '').split('?')[0]))
          req.url = '/app.html';
        next();
      });
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        if (!outDir) return;
        if (existsSync(join(outDir, 'index.html'))) renameSync(join(outDir, 'index.html'), join(outDir, 'app.html'));
      },
    },
  };
}
