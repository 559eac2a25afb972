// Build step that keeps Inter from shifting the layout or costing a first visit a download.
import type { Plugin } from 'vite';
import { dataBlock } from './first-paint-hints';

/**
 * Inter without layout shifts or a first-visit download: `font-display: optional` lets a page
 * use it only if it is there for the first text paint. A visit the service worker controls has
 * it precached: its Latin file (the only one an English page needs) is preloaded at once. A
 * first visit paints in the system font (html[data-font=system], src/app/global-style.ts) and
 * leaves the 48 KB to the service worker's install, for every later visit: fetched during the
 * first paint, it competed with the page's script and pictures on a slow connection. With
 * `swap`, a late font re-wrapped the home page's hero and pushed the content below it.
 */
export function fontWithoutShift(): Plugin {
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
