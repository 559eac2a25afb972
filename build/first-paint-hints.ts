// Build step that writes into index.html what the first paint needs before any script asks for it.
import type { Plugin } from 'vite';
import {
  EVERY_PAGE_MODULES,
  LANDING_IMAGES,
  LANDING_PAGES,
  LOCAL_DATABASE_PREFIX,
  SNAPSHOT_DB,
  SNAPSHOT_STORE,
  earlyStart,
  landingRouteOf,
  startAfterPaint,
  type EarlyStartConfig,
} from '../src/lib/landing';
import { bootClosure, chunkOf, entryClosure, entryStaticClosure, staticClosure, type Bundle } from './bundle';
import { snapshotUrl } from './target';

/** index.html's early-start script (src/lib/landing.ts, earlyStart) with this build's chunk names. */
function earlyStartScript(bundle: Bundle, snapshot: string) {
  const inEntry = entryClosure(bundle);
  const common = EVERY_PAGE_MODULES.map((m) => chunkOf(bundle, m)).filter((f): f is string => !!f);
  const chunks = Object.fromEntries(
    Object.entries(LANDING_PAGES).map(([route, module]) => {
      const page = chunkOf(bundle, module);
      const files = page ? [...staticClosure(bundle, [page, ...common])].filter((f) => !inEntry.has(f)) : [];
      return [route, files.map((f) => `/${f}`)];
    }),
  );
  const config: EarlyStartConfig = {
    chunks,
    images: LANDING_IMAGES,
    snapshotUrl: snapshot,
    databasePrefix: LOCAL_DATABASE_PREFIX,
    snapshotDb: SNAPSHOT_DB,
    snapshotStore: SNAPSHOT_STORE,
  };
  // The per-build values ride in a data block (CSP does not govern it): the script's own text,
  // and so its hash in firebase.json's CSP, changes only when earlyStart's source does.
  const code = `(${earlyStart.toString()})(JSON.parse(document.getElementById('forkful-early').textContent), ${landingRouteOf.toString()})`;
  return `${dataBlock('forkful-early', config)}\n    <script>${code}</script>\n    <script>(${startAfterPaint.toString()})()</script>`;
}

/**
 * The shell with module preloads for the boot chunks after the entry's own: the entry imports them
 * dynamically (to evaluate them in tasks of their own), but they are needed at once.
 */
function withBootPreloads(html: string, bundle: Bundle) {
  const inEntry = entryStaticClosure(bundle);
  const links = [...bootClosure(bundle)].filter((f) => !inEntry.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">/g)];
  const last = preloads.at(-1);
  if (!last || last.index === undefined) throw new Error('The shell has no module preloads to put the boot chunks after');
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}${links.map((l) => `\n    ${l}`).join('')}${html.slice(at)}`;
}

/** A JSON data block for an inline script to read (safe inside HTML: no `<` left in it). */
export function dataBlock(id: string, value: unknown) {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The first paint waits for no stylesheet and no extra round trip: the entry's CSS (the font
 * faces) is inline, and the current route's chunks (and on a first visit the catalogue snapshot)
 * start with the entry (earlyStartScript).
 */
export function firstPaintHints(mode: string): Plugin {
  return {
    name: 'forkful-first-paint-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The font faces inline, so the first text paint already knows Inter (a stylesheet that
        // arrived after it re-laid the text out: CLS). The link stays, disabled (not fetched),
        // because lazy chunks list this file and Vite's preload helper would otherwise add it.
        const inline = (file: string, tag: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>\n    ${tag.replace(/>$/, ' disabled>')}`;
        };
        const out = withBootPreloads(
          html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => inline(file, tag)),
          ctx.bundle ?? {},
        );
        return out.replace('</title>', `</title>\n    ${earlyStartScript(ctx.bundle ?? {}, snapshotUrl(mode))}`);
      },
    },
    // The landing pages for scripts/size-report.mjs, which weighs their first render (it runs in
    // Node without TypeScript, so it reads them here rather than from src/lib/landing.ts).
    generateBundle(_, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/landing.json',
        source: JSON.stringify({ pages: LANDING_PAGES, everyPage: EVERY_PAGE_MODULES, bootFiles: [...bootClosure(bundle)] }),
      });
    },
  };
}
