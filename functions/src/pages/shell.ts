// The app's built index.html as the page renderer's template: its defaults (title, description)
// replaced by the page's own, and the page's tags (canonical, previews, structured data) added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html.js';

/**
 * Where the build's index.html is: FORKFUL_SHELL when set (the local stack points it at the
 * build Hosting serves), else the copy deploys put beside the functions (scripts/copy-shell.mjs).
 */
const shellPath = () => process.env.FORKFUL_SHELL?.trim() || join(__dirname, '..', '..', 'shell', 'index.html');

let cached: string | undefined;

/** The template; read once per instance (locally on every call, so a rebuild is seen at once). */
export function loadShell(): string {
  if (cached) return cached;
  const html = readFileSync(shellPath(), 'utf8');
  if (process.env.FUNCTIONS_EMULATOR !== 'true') cached = html;
  return html;
}

export interface ShellPage {
  title: string;
  description: string;
  /** Tags for <head>, already escaped. */
  head: string[];
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The template with the page's title, description and head tags. */
export function fillShell(template: string, page: ShellPage): string {
  if (!TITLE.test(template) || !DESCRIPTION.test(template) || !template.includes('</head>')) {
    throw new Error('The page template has no <title>, meta description or </head>');
  }
  // Functions as replacements: a "$&" in a listing's text stays text.
  return template
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', () => `${page.head.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
