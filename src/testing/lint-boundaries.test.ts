// The layer boundaries of eslint.config.js, checked on snippets linted as if they lived at a
// given path (the files need not exist; the imports they name do, where resolution matters).
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository root: vitest runs from it (import.meta.url is no file: URL under jsdom).
const cwd = resolve(process.cwd());
const eslint = new ESLint({ cwd });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

describe('layer boundaries (eslint.config.js)', () => {
  it('forbids Firebase, RxDB and the database layer in UI code', async () => {
    expect(await importErrors('src/components/fixture.tsx', "import { x } from '@/lib/firebase/app';")).toHaveLength(1);
    expect(await importErrors('src/features/owner/components/fixture.tsx', "import { x } from '@/lib/db/database';")).toHaveLength(1);
    expect(await importErrors('src/features/admin/pages/sections/fixture.tsx', "import { x } from 'rxdb';")).toHaveLength(1);
    expect(await importErrors('src/features/favorites/pages/fixture.tsx', "import { x } from 'firebase/firestore';")).toHaveLength(1);
  });

  it('forbids shared components from depending on features', async () => {
    expect(await importErrors('src/components/fixture.tsx', "import { x } from '@/features/listings';")).toHaveLength(1);
  });

  it('forbids the domain layer from depending on features or the app', async () => {
    expect(await importErrors('src/domain/listing/fixture.ts', "import { x } from '@/features/listings';")).toHaveLength(1);
    expect(await importErrors('src/domain/listing/fixture.ts', "import { x } from '@/app/app';")).toHaveLength(1);
  });

  it("forbids reaching into another feature's internals", async () => {
    expect(await importErrors('src/features/admin/data/fixture.ts', "import { x } from '@/features/owner/data/pending-writes';")).toHaveLength(1);
  });

  it('forbids relative imports that leave the feature', async () => {
    expect(await importErrors('src/features/admin/data/fixture.ts', "import { x } from '../../owner/data/pending-writes';")).toHaveLength(1);
    expect(await importErrors('src/features/admin/pages/sections/fixture.ts', "import { x } from '../../../owner';")).toHaveLength(1);
    expect(await importErrors('src/features/admin/index.ts', "import { x } from '../owner';")).toHaveLength(1);
  });

  it('forbids features importing each other in a circle, directly or through others', async () => {
    const cycles = async (filePath: string, code: string) =>
      (await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath }))[0].messages.filter((m) => m.ruleId === 'forkful/no-feature-cycle').map((m) => m.message);
    // The favourites page shows listing cards: listings may not import favourites back.
    expect(await cycles('src/features/listings/components/fixture.tsx', "import { x } from '@/features/favorites';")).toEqual([
      expect.stringContaining('listings → favorites → listings'),
    ]);
    // reviews → admin would close admin → owner (or listings) → reviews; a lazy import counts too.
    const [message] = await cycles('src/features/reviews/components/fixture.tsx', "const x = () => import('@/features/admin');");
    expect(message).toMatch(/reviews → admin → (owner|listings) → reviews/);
    // The other way round is fine.
    expect(await cycles('src/features/favorites/pages/fixture.tsx', "import { x } from '@/features/listings';")).toEqual([]);
    expect(await cycles('src/features/owner/components/fixture.tsx', "import { x } from '@/features/reviews';")).toEqual([]);
  });

  it('forbids colours outside the palette', async () => {
    const colours = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
    expect(await colours('src/features/listings/components/fixture.tsx', 'export const a = `color: #7d1d20;`;\nexport const b = { fill: "#FFF" };\n')).toBe(2);
    expect(await colours('src/components/fixture.tsx', 'export const a = "<svg fill=\'#c2410c\'></svg>";\n')).toBe(1);
    // The palette itself, and links to a fragment, are fine; the theme holds variables, not colours.
    expect(await colours('src/lib/palette.ts', 'export const a = "#FFFFFF";\n')).toBe(0);
    expect(await colours('src/lib/theme.ts', 'export const a = "#FFFFFF";\n')).toBe(1);
    expect(await colours('src/components/fixture.tsx', 'export const a = "#main";\n')).toBe(0);
  });

  it('forbids hand-written media queries outside the style helpers', async () => {
    const queries = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /media query/.test(m.message)).length;
    expect(await queries('src/features/listings/components/fixture.tsx', 'export const a = `@media (min-width: 600px) { color: red; }`;\n')).toBe(1);
    expect(await queries('src/components/fixture.tsx', "export const q = '@media (max-width: 599px)';\n")).toBe(1);
    // Through the helpers, and in the helpers themselves, they are fine.
    expect(await queries('src/components/fixture.tsx', "import { media } from '@/lib/style';\nexport const a = `${media.up('sm')} { color: red; }`;\n")).toBe(0);
    expect(await queries('src/lib/style.ts', "export const q = '@media (min-width: 600px)';\n")).toBe(0);
  });

  it('keeps the browser suites on Playwright Test', async () => {
    const refusals = async (filePath: string) =>
      (await eslint.lintText("import { expect } from 'vitest';\nexport const x = expect;\n", { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
    expect(await refusals('tests/e2e/fixture.test.ts')).toBe(1);
    expect(await refusals('tests/faults/support/fixture.ts')).toBe(1);
    expect(await refusals('tests/rules/fixture.test.ts')).toBe(0);
  });

  it('forbids fixed waits in browser tests', async () => {
    const [result] = await eslint.lintText('export async function x(page: { waitForTimeout(ms: number): Promise<void> }) {\n  await page.waitForTimeout(1000);\n}\n', {
      filePath: 'tests/e2e/fixture.test.ts',
    });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['no-restricted-properties']);
  });

  it('covers every feature folder', async () => {
    // home has no index of its own and is not in any hand-written list.
    expect(await importErrors('src/features/home/pages/fixture.tsx', "import { x } from '@/features/listings/data/use-catalog';")).toHaveLength(1);
  });

  it('allows legitimate imports', async () => {
    const ok = [
      ['src/features/admin/data/fixture.ts', "import { x } from '@/features/owner';"],
      ['src/features/admin/data/fixture.ts', "import { x } from '@/lib/db/pull-only';"],
      ['src/features/admin/data/fixture.ts', "import { x } from '@/domain/listing';"],
      ['src/domain/listing/fixture.ts', "import { x } from '@/lib/db/migrations';"],
      ['src/domain/listing/fixture.ts', "import { x } from '@shared/listing-fields';"],
      ['src/features/admin/pages/sections/fixture.tsx', "import { x } from '../../data/use-admin-listings';"],
      ['src/features/owner/components/fixture.tsx', "import { x } from '../data/use-notifications';"],
      ['src/components/fixture.tsx', "import { x } from '@/lib/theme';"],
      ['src/app/sync/fixture.ts', "import { x } from '@/lib/db/replicate';"],
    ];
    for (const [filePath, code] of ok) expect(await importErrors(filePath, code), `${filePath}: ${code}`).toEqual([]);
  });
});
