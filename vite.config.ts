import { defaultClientConditions, defineConfig, loadEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { VitePWA } from 'vite-plugin-pwa';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { privateCodeOutOfPrecache } from './scripts/lib/vite-private-code.mjs';
import { basemapTiles } from './scripts/lib/vite-basemap.mjs';
import { hostingHeadersCheck } from './scripts/lib/hosting-headers.mjs';
import { robotsTxt } from './functions/src/common/robots';
import {
  BOOT_MODULES,
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
} from './src/lib/landing';

const LANDING_MODULES = [...EVERY_PAGE_MODULES, ...Object.values(LANDING_PAGES)];

type Bundle = Rolldown.OutputBundle;

/** File names of a chunk and everything it imports statically. */
function staticClosure(bundle: Bundle, files: string[], seen = new Set<string>()) {
  for (const file of files) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    staticClosure(bundle, chunk.imports, seen);
  }
  return seen;
}

/** File names of the entry chunks and everything they import statically. */
function entryStaticClosure(bundle: Bundle) {
  const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
  return staticClosure(
    bundle,
    entries.map((c) => c.fileName),
  );
}

/** The chunks the entry imports before its first render (BOOT_MODULES), with their imports. */
function bootClosure(bundle: Bundle) {
  const holding = (m: string) => Object.values(bundle).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(m)))?.fileName;
  const boot = BOOT_MODULES.map(holding).filter((f): f is string => !!f);
  if (boot.length !== BOOT_MODULES.length) throw new Error(`The boot modules (${BOOT_MODULES.join(', ')}) are not all in the build's chunks`);
  return staticClosure(bundle, boot);
}

/** File names of everything the first render of any page runs: the entry and its boot modules. */
function entryClosure(bundle: Bundle) {
  return new Set([...entryStaticClosure(bundle), ...bootClosure(bundle)]);
}

/** The chunk a route page module (or the footer) becomes. */
function chunkOf(bundle: Bundle, module: string) {
  return Object.values(bundle).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(module))?.fileName;
}

/** The chunks of the landing route pages and of the footer every page shows. */
function landingPageChunks(bundle: Bundle) {
  return LANDING_MODULES.map((m) => chunkOf(bundle, m)).filter((f): f is string => !!f);
}

/** This build's env, its Firebase project, and whether it talks to the local emulators. */
function buildTarget(mode: string) {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-forkful';
  return { env, projectId, local: projectId.startsWith('demo-') || env.VITE_USE_EMULATORS === 'true' };
}

/**
 * Where a new install downloads the catalogue snapshot: the same rule as catalogSnapshotUrl()
 * over readFirebaseEnv() in the app (a preload of another URL would only cost a download).
 */
function snapshotUrl(mode: string) {
  const { env, projectId, local } = buildTarget(mode);
  if (!local) return '/catalog-snapshot';
  const port = 5001 + Number(env.VITE_EMULATOR_PORT_OFFSET || 0);
  return `http://${env.VITE_EMULATOR_HOST || '127.0.0.1'}:${port}/${projectId}/us-central1/catalogSnapshot`;
}

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
function dataBlock(id: string, value: unknown) {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * Inter without layout shifts or a first-visit download: `font-display: optional` lets a page
 * use it only if it is there for the first text paint. A visit the service worker controls has
 * it precached: its Latin file (the only one an English page needs) is preloaded at once. A
 * first visit paints in the system font (html[data-font=system], src/app/global-style.ts) and
 * leaves the 48 KB to the service worker's install, for every later visit: fetched during the
 * first paint, it competed with the page's script and pictures on a slow connection. With
 * `swap`, a late font re-wrapped the home page's hero and pushed the content below it.
 */
function fontWithoutShift(): Plugin {
  return {
    name: 'forkful-font-without-shift',
    apply: 'build',
    transform(code, id) {
      if (!/@fontsource-variable[\\/]inter[\\/].*\.css$/.test(id)) return undefined;
      return code.replaceAll('font-display: swap', 'font-display: optional');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
        if (!font) return html;
        // The file name rides in a data block: the script's text (hashed in the CSP) stays put.
        const script = `(function(){var d=document,w=navigator.serviceWorker;
if(!(w&&w.controller)){d.documentElement.setAttribute('data-font','system');return}
var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=JSON.parse(d.getElementById('forkful-font').textContent);d.head.appendChild(l)})()`;
        return html.replace('</title>', `</title>\n    ${dataBlock('forkful-font', '/' + font)}\n    <script>${script}</script>`);
      },
    },
  };
}

/**
 * The first paint waits for no stylesheet and no extra round trip: the entry's CSS (the font
 * faces) is inline, and the current route's chunks (and on a first visit the catalogue snapshot)
 * start with the entry (earlyStartScript).
 */
function firstPaintHints(mode: string): Plugin {
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

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as the first line) for the landing
 * pages' own chunks, not the entry's: Chrome compiles all their functions on a background thread
 * while the file streams in, instead of each on its first call inside the page's first render.
 * The entry's chunks are left out: hinted, an offline reload compiled them eagerly before
 * DOMContentLoaded (~150 ms later at 4x CPU). Other chunks stay lazily compiled.
 */
function pageCompileHints(): Plugin {
  return {
    name: 'forkful-page-compile-hints',
    apply: 'build',
    // After Vite's own additions (the preload map at the top of a chunk): the hint counts only
    // as the file's first line.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const inEntry = entryClosure(bundle);
        for (const file of staticClosure(bundle, landingPageChunks(bundle))) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && !inEntry.has(file)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * The icon sprite's symbols inside the page (hidden), so an icon is drawn from `#id` without a
 * request: the sprite file was fetched only once the first render had drawn an icon, a round
 * trip after the first paint on the path to the page's largest picture.
 */
function inlineIconSprite(): Plugin {
  return {
    name: 'forkful-inline-icon-sprite',
    config: () => ({ define: { 'import.meta.env.VITE_ICON_SPRITE_INLINE': JSON.stringify('true') } }),
    transformIndexHtml(html) {
      const symbols = readFileSync(fileURLToPath(new URL('./public/icons/sprite.svg', import.meta.url)), 'utf8')
        .replace(/^[\s\S]*?<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim();
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`;
      return html.replace(/<body>/, `<body>\n    ${sprite}`);
    },
  };
}

/**
 * Chunks for the first render, each the modules its roots import (statically) that the entry and
 * the groups before it do not. Split automatically they were dozens of files of 0.1–4 KiB: each
 * one a request and a module linked before the first render, which an offline start on a slow
 * phone paid for in main-thread time.
 * - `react-dom`, `boot`: what src/main.tsx imports before its first render, one chunk per
 *   evaluation task (BOOT_MODULES).
 * - `landing`: what the landing pages and the footer share, beside the pages' own chunks. The
 *   pages share most of it: one page loads ~3 KiB (gzip) it does not use.
 */
function firstRenderChunks() {
  const members = new Map<string, Set<string>>();
  const roots: Array<[string, string[]]> = [
    ['react-dom', [BOOT_MODULES[0]]],
    ['boot', BOOT_MODULES.slice(1)],
    ['landing', LANDING_MODULES],
  ];
  const plugin: Plugin = {
    name: 'forkful-first-render-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (ids: string[], seen = new Set<string>()) => {
        for (const id of ids) {
          if (seen.has(id)) continue;
          seen.add(id);
          closure([...(this.getModuleInfo(id)?.importedIds ?? [])], seen);
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const taken = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const [name, modules] of roots) {
        const own = ids.filter((id) => modules.some((m) => id.endsWith(m)));
        // The landing pages stay chunks of their own (loaded per route); boot modules join their group.
        const group = [...closure(own)].filter((id) => !taken.has(id) && !RXDB_CHUNK.test(id) && (name !== 'landing' || !own.includes(id)));
        members.set(name, new Set(group));
        group.forEach((id) => taken.add(id));
        own.forEach((id) => taken.add(id));
      }
    },
  };
  const groups = roots.map(([name]) => ({ name, test: (id: string) => !!members.get(name)?.has(id) }));
  return { plugin, groups };
}

const privateCode = privateCodeOutOfPrecache();
const RXDB_CHUNK =
  /node_modules[\\/](?:rxdb[\\/]dist[\\/]esm[\\/](?!plugins[\\/]replication)|(?:dexie|mingo|event-reduce-js|custom-idle-queue|binary-decision-diagram|oblivious-set|array-push-at-sort-position|broadcast-channel|unload|js-base64)[\\/])/;
const firstRender = firstRenderChunks();

const reactRouterDist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * robots.txt names the sitemap by its absolute address: the site's (VITE_PUBLIC_URL), the local
 * Hosting emulator's for an emulator build, else the production default the functions also use.
 */
function robotsFile(mode: string): Plugin {
  const { env, local } = buildTarget(mode);
  const origin = (
    env.VITE_PUBLIC_URL || (local ? `http://127.0.0.1:${4173 + Number(env.VITE_EMULATOR_PORT_OFFSET || 0)}` : 'https://forkful.app')
  ).replace(/\/+$/, '');
  return {
    name: 'forkful-robots',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}

/**
 * The built shell is app.html, not index.html: Hosting serves a root index.html at `/` before any
 * rewrite, and `/` is a page the renderer answers (functions/src/pages). Renamed once every file
 * is written, before the service worker's precache list is made.
 */
function appShellFile(): Plugin {
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

/** Aliases: the app's `@`, and @shared for the plain modules the Cloud Functions use too (functions/ builds them on its own). */
const aliases = (mode: string) => [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@shared', replacement: fileURLToPath(new URL('./functions/src/common', import.meta.url)) },
  // React Router 7's package exports name only its development build (warnings, checks):
  // a production build takes the production one it ships beside it.
  ...(mode === 'production' ? reactRouterProduction : []),
];

/**
 * React and styled-components' compiler plugin: stable class names (component ids from the file,
 * the same in every build, so the server's HTML and the browser's render agree) and minified CSS.
 */
const reactPlugins = (mode: string) => [
  react(),
  babel({
    include: /[\\/]src[\\/].*\.tsx?$/,
    sourceMap: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['babel-plugin-styled-components', { displayName: mode !== 'production', fileName: false, minify: true, pure: true }]],
  }),
];

/**
 * The server renderer's build (`vite build --ssr`, scripts/build-server.mjs): the app's routes as
 * one Node module for functions/src/pages, every dependency inside it (the functions install none
 * of the app's). The icon sprite is inline in the built page, as in the browser build.
 */
const serverConfig = (mode: string): UserConfig => ({
  resolve: { alias: aliases(mode) },
  define: { 'import.meta.env.VITE_ICON_SPRITE_INLINE': JSON.stringify('true') },
  plugins: reactPlugins(mode),
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    minify: false,
    // Lazy pages stay their own chunks: an instance loads the code of the pages it renders.
    rolldownOptions: { output: { format: 'esm', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
});

/** Where the server renderer of a browser build in `outDir` goes: beside it, `<outDir>-server`. */
export const serverOutDir = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-server`;

/**
 * Every browser build also builds its server renderer (serverConfig), beside it: the page
 * function renders with the same components, and the two must come from one source.
 */
function serverRenderer(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'forkful-server-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { build } = await import('vite');
        // The same config file, loaded again: its notice about a future config loader was
        // already printed (or not) by the build that runs this.
        process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
        await build({ configFile: fileURLToPath(import.meta.url), mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir(outDir) } });
      },
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? serverConfig(mode)
    : {
        // Whether this build talks to the emulators (a demo-* project): code for them alone, such
        // as the local test checkout, is left out of builds for a real project.
        define: { 'import.meta.env.VITE_LOCAL_STACK': JSON.stringify(String(buildTarget(mode).local)) },
        resolve: {
          alias: aliases(mode),
          // rxjs's ES2015 build (its `es2015` export) rather than its default ES5 one: native classes
          // instead of tslib's helpers (about 2 KiB gzip less before a landing page's first render).
          conditions: ['es2015', ...defaultClientConditions],
        },
        plugins: [
          ...reactPlugins(mode),
          privateCode.plugin,
          firstRender.plugin,
          firstPaintHints(mode),
          pageCompileHints(),
          fontWithoutShift(),
          inlineIconSprite(),
          basemapTiles(),
          hostingHeadersCheck(fileURLToPath(new URL('.', import.meta.url))),
          appShellFile(),
          serverRenderer(mode),
          robotsFile(mode),
          VitePWA({
            registerType: 'prompt',
            injectRegister: false,
            // The shipped demo pictures (WebP, ~275 KB) are precached, and the fallback with the other
            // SVGs (globPatterns); uploaded listing photos are runtime-cached as they are seen. The
            // demo SVGs the WebPs are drawn from stay online only (scripts/generate-assets.mjs).
            includeAssets: ['icons/favicon.svg', 'icons/*.png', 'demo/*.webp'],
            manifest: {
              name: 'Forkful — local dining directory',
              short_name: 'Forkful',
              description: 'Find restaurants, coffee shops, bakeries, cafes and fast food near you, even offline.',
              theme_color: '#C2410C',
              background_color: '#FBF8F3',
              display: 'standalone',
              // The app's identity for the browser, kept if start_url ever changes.
              id: '/',
              start_url: '/',
              scope: '/',
              // The long-press menu of the installed icon. Filter names are the browse page's URL params.
              shortcuts: [
                {
                  name: 'Explore',
                  description: 'Browse every place',
                  url: '/listings',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
                {
                  name: 'Open now',
                  description: 'Places open right now',
                  url: '/listings?open=1',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
                {
                  name: 'Favorites',
                  description: 'Your saved places',
                  url: '/favorites',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
              ],
              // Shown by the install dialog; taken from the real app (WebP, not precached: globPatterns).
              screenshots: [
                {
                  src: '/screenshots/listing-narrow.webp',
                  sizes: '390x844',
                  type: 'image/webp',
                  form_factor: 'narrow',
                  label: 'A listing: open now, hours and Call at the top',
                },
                {
                  src: '/screenshots/listings-wide.webp',
                  sizes: '1280x800',
                  type: 'image/webp',
                  form_factor: 'wide',
                  label: 'Browse places, with filters for open now and distance',
                },
              ],
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            workbox: {
              // .mjs: the map's worker (MapLibre ships it as a module file). Basemap tiles are not
              // precached (1.3 MB): the 'basemap' rule below keeps the ones a diner has seen.
              globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,webmanifest}'],
              // Inter's other scripts load only on a page that needs them (unicode-range): not precached.
              // The icon sprite is inside index.html in a build (inlineIconSprite): its file is unused.
              // The demo photos' SVG sources are not shown (their WebP copies are, from includeAssets).
              globIgnores: ['**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-wght-*.woff2', 'icons/sprite.svg', 'demo/*-[0-9].svg'],
              // Safe with 'prompt': a new version still waits (no skipWaiting) until the user reloads;
              // claiming only lets the very first install cache what this visit shows.
              clientsClaim: true,
              // Owner, admin and checkout code is not precached (visitors never download it); the
              // 'app-code' rule below caches it when a signed-in user first loads it online.
              manifestTransforms: [privateCode.manifestTransform],
              navigateFallback: '/app.html',
              // /checkout comes from Hosting as a document: its CSP (the only one allowing Stripe) is
              // that response's header, which the cached index.html does not carry. (Workbox matches
              // the path with its query.) /mail/* are the pages behind e-mails' links, served by a function.
              navigateFallbackDenylist: [/^\/__\//, /^\/checkout(?:[/?]|$)/, /^\/mail\//, /^\/(?:sitemap\.xml|robots\.txt)(?:\?|$)/],
              runtimeCaching: [
                {
                  // Basemap tiles seen online, for the same view offline; the oldest go beyond the cap
                  // (tiles average about 1 KB, the largest 30 KB: a few MB at most).
                  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/basemap/') && url.pathname.endsWith('.pbf'),
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'basemap',
                    expiration: { maxEntries: 1500, purgeOnQuotaError: true },
                    cacheableResponse: { statuses: [200] },
                  },
                },
                {
                  // Hashed file names never change content: the first copy is good forever.
                  // (Also the re-fetch of src/lib/pwa/register.ts, whose destination is not 'script'.)
                  urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
                  handler: 'CacheFirst',
                  options: { cacheName: 'app-code', expiration: { maxEntries: 200 }, cacheableResponse: { statuses: [200] } },
                },
                {
                  // What <img> loads, and register.ts's re-fetch of the photos shown before this worker
                  // took control: a no-cors fetch(), whose destination is '' (not 'image'). Matching
                  // only 'image' left those photos, a first visit's, out of the cache.
                  urlPattern: ({ request }) => request.destination === 'image' || (request.destination === '' && request.mode === 'no-cors'),
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'listing-images',
                    expiration: { maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 30 },
                    cacheableResponse: { statuses: [0, 200] },
                  },
                },
              ],
            },
            devOptions: { enabled: false },
          }),
        ],
        build: {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          chunkSizeWarningLimit: 800,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // RxDB and its helpers in one chunk: split across the lazy modules that share them they
                // cost ~2 KiB more. Only the matched modules (not their rxjs dependencies, which the
                // first render uses), and not the Firestore replication plugin (it pulls in Firestore).
                includeDependenciesRecursively: false,
                groups: [{ name: 'rxdb', test: RXDB_CHUNK }, ...firstRender.groups],
              },
            },
          },
        },
        server: { port: 5173, host: '127.0.0.1' },
        preview: { port: 4173, host: '127.0.0.1' },
      },
);
