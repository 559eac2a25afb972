// The app's own server renderer (src/entry-server.tsx, built beside the app by its Vite build):
// loaded once per instance, it draws a public page's body with the app's components.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger } from 'firebase-functions';
import type { RenderInput, Rendered } from '../common/page-render.js';

interface Renderer {
  renderApp(input: RenderInput): Promise<Rendered>;
}

/**
 * FORKFUL_SSR when set (the local stack points it at the build Hosting serves), else the copy
 * deploys put beside the functions (scripts/copy-shell.mjs).
 */
const rendererPath = () => process.env.FORKFUL_SSR?.trim() || join(__dirname, '..', '..', 'ssr', 'entry-server.mjs');

let loaded: Promise<Renderer | null> | null = null;

/**
 * The renderer, or null when it was not built (the page is then the shell with its head only, and
 * the app renders in the browser). Loaded once per instance: two copies of it in one process
 * would share some of its modules and not others (a rebuilt one needs a restarted emulator).
 */
export function loadRenderer(): Promise<Renderer | null> {
  loaded ??= (async () => {
    const path = rendererPath();
    if (!existsSync(path)) {
      logger.warn(`No page renderer at ${path}: pages are rendered in the browser`);
      return null;
    }
    return (await import(pathToFileURL(path).href)) as Renderer;
  })().catch((error: unknown) => {
    logger.error('The page renderer did not load', error);
    return null;
  });
  return loaded;
}
