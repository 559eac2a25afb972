// A page's <title> and meta description, for tabs, history and search results.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_DESCRIPTION, SITE_TITLE, clip } from '@shared/page-meta';

export { clip };

// The server writes each public page's own title and description into its HTML (and its
// canonical address, preview tags and structured data, marked data-page). They are updated in
// place rather than hoisted by React: a hoisted <meta> would sit next to the static one, and
// search engines and Lighthouse read the first.

function descriptionTag() {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Where the document was loaded: the server's page-specific head describes that page. */
const loaded = typeof window === 'undefined' ? { path: '', address: '' } : { path: window.location.pathname, address: window.location.pathname + window.location.search };
let tagsLeft = false;
let titleLeft = false;

/**
 * In the app's layout: at the first move elsewhere the loaded page's own tags (canonical,
 * previews, JSON-LD) go, and at the first move to another path its title and description too
 * (a page without a PageMeta of its own then shows the site's). A layout effect: it runs before
 * the new page's PageMeta sets its own.
 */
export function LoadedPageTags() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    if (!tagsLeft && pathname + search !== loaded.address) {
      tagsLeft = true;
      document.head.querySelectorAll('[data-page]').forEach((tag) => tag.remove());
    }
    if (!titleLeft && pathname !== loaded.path) {
      titleLeft = true;
      document.title = SITE_TITLE;
      descriptionTag().content = SITE_DESCRIPTION;
    }
  }, [pathname, search]);
  return null;
}

/**
 * Whether the server answered this document 404 (its marker is one of the loaded page's tags, gone
 * once the diner moves on): a listing page then shows the not-found page, as the server said.
 */
export const loadedAsMissing = () => typeof document !== 'undefined' && !!document.head.querySelector('meta[name="forkful-status"][content="404"]');

export function PageMeta({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    if (title) document.title = title;
    if (description) descriptionTag().content = clip(description);
    return () => {
      document.title = SITE_TITLE;
      descriptionTag().content = SITE_DESCRIPTION;
    };
  }, [title, description]);
  return null;
}
