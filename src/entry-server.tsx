// The server's render of a public page (built with `vite build --ssr` for functions/src/pages):
// the app's own routes and components inside a static router, their styles collected, and the
// data they were drawn from, for the browser to hydrate the same screen (src/main.tsx).
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppFrame } from './app/app';
import { AppRoutes } from './app/router';
import type { RenderInput, Rendered, ServedPage } from '@shared/page-render';
import { featuredResults, listingsResults } from './features/listings/lib/served-results';

function servedOf({ url, now, status, listing, catalog }: RenderInput): ServedPage {
  const served: ServedPage = { url, now, ...(status === 404 && { status }) };
  const [pathname, query = ''] = url.split('?');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (listing && status === 200) served.listing = listing;
  if (catalog && path === '/') served.results = featuredResults(catalog);
  if (catalog && path === '/listings') served.results = listingsResults(catalog, new URLSearchParams(query), now) ?? undefined;
  return served;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** One render: the HTML once everything in it has loaded, the styles it used, what failed. */
async function renderOnce(input: RenderInput, served: ServedPage) {
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <AppFrame served={served}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>,
    );
    const errors: unknown[] = [];
    // No progressive chunks: a large finished part would otherwise be sent after the rest with a
    // script that moves it in place (blocked by the CSP); the page is one piece of HTML.
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
    return { html: await streamToString(prelude), styles: sheet.getStyleTags(), errors };
  } finally {
    sheet.seal();
  }
}

/**
 * A part that waited for its code (a lazy page's first render in this instance) comes out as a
 * placeholder and an inline script that swaps it in, which the site's CSP blocks; rendered again,
 * with the code loaded, it is plain HTML.
 */
const MAX_RENDERS = 3;
const hasInlineScript = (html: string) => html.includes('<script');

/** The page's HTML, styles and data, for functions/src/pages to put into the app's shell. */
export async function renderApp(input: RenderInput): Promise<Rendered> {
  const served = servedOf(input);
  let out = await renderOnce(input, served);
  for (let n = 1; n < MAX_RENDERS && hasInlineScript(out.html); n++) out = await renderOnce(input, served);
  if (hasInlineScript(out.html)) out.errors.push(new Error(`${input.url}: parts still waiting after ${MAX_RENDERS} renders`));
  return { ...out, served };
}
