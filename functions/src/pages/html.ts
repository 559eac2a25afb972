// Writing listing text into HTML safely: as element text, as an attribute value, and as JSON
// inside a <script> element (where "</script>" or "<!--" in a string would end or change it).

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON that no HTML parser reads as markup: <, > and & as \u escapes, and the two JS line separators. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A tag of the page's own (data-page: the app removes them when the diner moves to another page,
 * which they no longer describe).
 */
export const metaTag = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-page />`;
