// axe-core run inside a page of the real build. The app's CSP (script-src 'self' + hashes) would
// refuse an injected <script>, so the library is evaluated through the DevTools protocol, which
// CSP does not govern; the page keeps its real policy for everything else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: the level the app promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What fails a page state: anything less is printed, not enforced. */
export const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's own sentence for the first node: what is wrong with it and how to fix it. */
  summary: string;
}

interface AxeResultLike {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** Every WCAG A/AA violation on the page as it is now. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  )) as AxeResultLike;
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** One line per violation, with the elements to look at (at most 5). */
export function describeFindings(state: string, findings: Finding[]): string {
  return findings
    .map((f) => {
      const more = f.targets.length > 5 ? ` (+${f.targets.length - 5} more)` : '';
      return `[${state}] ${f.impact} ${f.id}: ${f.help}\n    at ${f.targets.slice(0, 5).join(' | ')}${more}\n    ${f.summary}`;
    })
    .join('\n');
}
