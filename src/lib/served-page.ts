// What the server rendered a public page from (functions/src/pages embeds it in the page as JSON).
// The browser's first render, hydration, draws the same screen from it before the device has any
// of the catalogue; the screens keep showing it until the database answers. A context, not a
// module variable: the server renders many pages at once.
import { createContext, useContext } from 'react';

export interface ServedPage {
  /** The page's path and query, as rendered. */
  url: string;
  /** 404: the server answered that nothing is here (an unknown path, a listing that is not public). */
  status?: 200 | 404;
  /** The server's clock when it rendered: clock-bound labels read it while hydrating. */
  now: number;
  /** /listing/{id}: its catalogue document (the published snapshot's shape). */
  listing?: Record<string, unknown>;
  /** /listings and home: the first page of the URL's results (as cards) and how many there are. */
  results?: { cards: Record<string, unknown>[]; total: number };
}

/** The id of the script tag that carries the page's data. */
export const SERVED_PAGE_ID = 'forkful-page';

export const ServedPageContext = createContext<ServedPage | null>(null);

export const useServedPage = () => useContext(ServedPageContext);

/** The page's embedded data, if the server rendered this document. */
export function readServedPage(doc: Document = document): ServedPage | null {
  const text = doc.getElementById(SERVED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as ServedPage;
    return typeof page?.url === 'string' && typeof page.now === 'number' ? page : null;
  } catch {
    return null;
  }
}
