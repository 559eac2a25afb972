// The contract between the page function (functions/src/pages) and the app's server renderer
// (src/entry-server.tsx, built by the app's Vite build): what goes in, what comes back, and the
// data embedded in the page for the browser to hydrate from (src/lib/served-page.ts).

/** What a page was drawn from, embedded in it as JSON. */
export interface ServedPage {
  /** The page's path and query, as rendered. */
  url: string;
  /** 404: nothing is here (an unknown path, a listing that is not public). */
  status?: 200 | 404;
  /** The server's clock when it rendered: clock-bound labels read it while hydrating. */
  now: number;
  /** /listing/{id}: its catalogue document (the published snapshot's shape). */
  listing?: Record<string, unknown>;
  /** /listings and home: the first page of the URL's results (as cards) and how many there are. */
  results?: { cards: Record<string, unknown>[]; total: number };
}

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  now: number;
  status: 200 | 404;
  /** /listing/{id}: its catalogue document (the snapshot's shape), when public. */
  listing?: Record<string, unknown> | null;
  /** / and /listings: the public catalogue (the published snapshot's documents). */
  catalog?: readonly Record<string, unknown>[] | null;
}

export interface Rendered {
  /** The inside of the app's root element. */
  html: string;
  /** The page's styles, as <style> tags for the head. */
  styles: string;
  /** What the page was drawn from, to embed as JSON. */
  served: ServedPage;
  /** What failed while rendering (those parts are left to the browser). */
  errors: unknown[];
}

/** The id of the script element that carries the page's data. */
export const SERVED_PAGE_ID = 'forkful-page';
