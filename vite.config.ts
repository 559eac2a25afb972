import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { privateCodeOutOfPrecache } from './build/private-code-out-of-precache.mjs';
import { basemapTiles } from './build/basemap-tiles.mjs';
import { hostingHeadersCheck } from './scripts/lib/hosting-headers.mjs';
import { appShellFile } from './build/app-shell-file';
import { firstPaintHints } from './build/first-paint-hints';
import { RXDB_CHUNK, firstRenderChunks } from './build/first-render-chunks';
import { fontWithoutShift } from './build/font-without-shift';
import { inlineIconSprite } from './build/inline-icon-sprite';
import { pageCompileHints } from './build/page-compile-hints';
import { robotsFile } from './build/robots-file';
import { serverRenderer } from './build/server-renderer';
import { buildTarget } from './build/target';

const privateCode = privateCodeOutOfPrecache();
const firstRender = firstRenderChunks();

const reactRouterDist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

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
          serverRenderer(mode, fileURLToPath(import.meta.url)),
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
