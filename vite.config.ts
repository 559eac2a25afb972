import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * The first paint waits for no stylesheet: the entry CSS (just the @font-face rules, under
 * 1 KiB) goes inline into index.html, and the Latin Inter file, the only one an English page
 * needs, is preloaded so text is not re-laid out late when it swaps in.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'forkful-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        let out = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
        const font = Object.keys(bundle).find((f) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
        if (font) out = out.replace('</title>', `</title>\n    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`);
        return out;
      },
    },
  };
}

export default defineConfig({
  // @shared: plain modules the Cloud Functions use too (functions/ builds them on its own).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./functions/src/common', import.meta.url)),
    },
  },
  plugins: [
    react(),
    inlineEntryCss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The shipped demo pictures (~150 KB) and the fallback are precached; uploaded listing
      // photos are runtime-cached as they are seen.
      includeAssets: ['icons/*.svg', 'icons/*.png', 'demo/*.svg'],
      manifest: {
        name: 'Forkful — local dining directory',
        short_name: 'Forkful',
        description: 'Find restaurants, coffee shops, bakeries, cafes and fast food near you, even offline.',
        theme_color: '#C2410C',
        background_color: '#FBF8F3',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Safe with 'prompt': a new version still waits (no skipWaiting) until the user reloads;
        // claiming only lets the very first install cache what this visit shows.
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/__\//],
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'image',
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
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
});
