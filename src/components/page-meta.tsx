// A page's <title> and meta description, for tabs, history and search results.
import { useEffect } from 'react';

// index.html carries the defaults (crawlers that run no script see those). They are updated in
// place rather than hoisted by React: a hoisted <meta> would sit next to the static one, and
// search engines and Lighthouse read the first.
const defaults = typeof document === 'undefined' ? { title: '', description: '' } : {
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
};

function descriptionTag() {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Shortens to what result pages show (about 155 characters), at a word boundary. */
export function clip(text: string, max = 155) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:—-]+$/, '')}…`;
}

export function PageMeta({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    if (title) document.title = title;
    if (description) descriptionTag().content = clip(description);
    return () => {
      document.title = defaults.title;
      descriptionTag().content = defaults.description;
    };
  }, [title, description]);
  return null;
}
