// What the server rendered a public page from (functions/src/pages embeds it in the page as JSON).
// The browser's first render, hydration, draws the same screen from it before the device has any
// of the catalogue; the screens keep showing it until the database answers. A context, not a
// module variable: the server renders many pages at once.
import { createContext, useContext } from 'react';
import { SERVED_PAGE_ID, type ServedPage } from '@shared/page-render';

export type { ServedPage };

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
