// Layering (docs/architecture.md): app → features → shared (domain, components, lib, hooks, stores).
// Features never reach into another feature's internals, and UI code (components/, pages/,
// src/components) never imports Firebase, RxDB or the database layer directly: it uses hooks
// from a feature's data/ folder. The feature list is read from the folder tree, so a new
// feature is covered the day its folder appears.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import { noFeatureCycle } from './scripts/lint/feature-cycles.mjs';

const FEATURES_DIR = fileURLToPath(new URL('./src/features', import.meta.url));
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const UI_DATA_PATTERN = {
  group: ['firebase', 'firebase/*', 'rxdb', 'rxdb/*', '@/lib/db', '@/lib/db/*', '@/lib/firebase', '@/lib/firebase/*'],
  message: 'UI code uses a hook from a feature data/ folder, not Firebase, RxDB or @/lib/db directly.',
};
const SHARED_PATTERN = {
  group: ['@/features', '@/features/*', '@/app', '@/app/*', '../features/*', '../app/*'],
  message: 'Shared code must not depend on features or the app.',
};
// Icons come from the sprite (@/components/icons): lucide-react would put every icon's path
// data back into the JavaScript visitors download. Every src group carries this pattern.
const ICONS_PATTERN = {
  group: ['lucide-react', 'lucide-react/*'],
  message: 'Import icons from @/components/icons (drawn from the SVG sprite), not lucide-react.',
};
const restrictOnly = (...patterns) => ['error', { patterns }];
const restrict = (...patterns) => restrictOnly(...patterns, ICONS_PATTERN);

// A relative import that climbs out of its feature (e.g. ../../owner/data/x from
// src/features/admin/data/) bypasses the index rule below, which only sees `@/features/…`.
// A file `depth` folders below src/features/<f>/ leaves its feature with depth + 1 `../`.
const MAX_DEPTH = 6;
const relativeEscapes = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
  files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': restrictOnly({
      regex: `^(\\.\\./){${depth + 1}}`,
      message: 'Leave a feature through an alias: another feature via its index (@/features/x), shared code via @/lib, @/components….',
    }),
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'functions/ssr', 'functions/shell', 'node_modules', 'functions/lib', 'functions/node_modules', '.cache', 'dev-dist', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict() } },
  // Features never depend on each other in a circle, even through their indexes (which
  // import-x/no-cycle, following files, does not see as one).
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { forkful: { rules: { 'no-feature-cycle': noFeatureCycle } } },
    rules: { 'forkful/no-feature-cycle': 'error' },
  },
  // Shared layers never import features or the app; shared UI also stays off the data layer
  // (flat config: the last match wins, so each group carries every pattern that applies).
  { files: ['src/domain/**', 'src/lib/**', 'src/hooks/**', 'src/stores/**'], rules: { 'no-restricted-imports': restrict(SHARED_PATTERN) } },
  { files: ['src/components/**'], rules: { 'no-restricted-imports': restrict(SHARED_PATTERN, UI_DATA_PATTERN) } },
  { files: ['src/app/shell/**'], rules: { 'no-restricted-imports': restrict(UI_DATA_PATTERN) } },
  // A feature imports another feature only through its public index.
  ...FEATURES.flatMap((feature) => {
    const others = FEATURES.filter((f) => f !== feature);
    const featurePatterns = [
      { group: ['@/app', '@/app/*'], message: 'Features must not depend on the app layer.' },
      ...(others.length
        ? [{ group: others.map((f) => `@/features/${f}/*`), message: 'Import another feature through its index (e.g. @/features/listings).' }]
        : []),
    ];
    return [
      { files: [`src/features/${feature}/**`], rules: { 'no-restricted-imports': restrict(...featurePatterns) } },
      {
        files: [`src/features/${feature}/components/**`, `src/features/${feature}/pages/**`],
        rules: { 'no-restricted-imports': restrict(...featurePatterns, UI_DATA_PATTERN) },
      },
    ];
  }),
  ...relativeEscapes,
  {
    files: ['scripts/**/*.mjs', 'build/**/*.{ts,mjs}', 'functions/**/*.ts', 'tests/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Colours come from the palette (src/lib/palette.ts) and media queries from the style helpers
  // (src/lib/style.ts), so a palette change, a colour scheme or a breakpoint is one file, not a
  // hunt through components. (One rule for both: ESLint keeps one no-restricted-syntax per file.)
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/palette.ts', 'src/lib/style.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/#[0-9a-fA-F]{3,8}\\b/]', 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]'].map((selector) => ({
          selector,
          message: 'A colour belongs in the palette (src/lib/palette.ts): use theme.color.…',
        })),
        ...['Literal[value=/@media/]', 'TemplateElement[value.raw=/@media/]'].map((selector) => ({
          selector,
          message: "A media query comes from src/lib/style.ts: use ${media.up('md')}, media.below, media.reducedMotion…",
        })),
      ],
    },
  },
  // A browser test waits for what it expects, never for a fixed time: too short on a loaded
  // machine, too long everywhere else.
  {
    files: ['tests/**/*.{ts,mjs}', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a condition (waitFor, expect.poll, eventually), or watch that something stays so (expectToHold in tests/support/holds.ts).' },
      ],
    },
  },
  // Unit tests query and assert as Testing Library and jest-dom recommend (by role and label;
  // toBeInTheDocument rather than toBeTruthy on a query).
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some tests are about the markup itself (a server page's HTML, <mark>s in a title, an
      // image's attributes, a chart's SVG): they read nodes on purpose.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...jestDom.configs['flat/recommended'],
    rules: {
      ...jestDom.configs['flat/recommended'].rules,
      // Its fix turns an exact `textContent` check into toHaveTextContent, which matches a part.
      'jest-dom/prefer-to-have-text-content': 'off',
      // An inline style ('' = not set by the code under test) is not the computed style it checks.
      'jest-dom/prefer-to-have-style': 'off',
    },
  },
  // The browser suites run on Playwright Test through one module; the other suites on vitest.
  {
    files: ['tests/e2e/**/*.ts', 'tests/faults/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'vitest', message: 'The browser suites run on Playwright Test: import describe, it, expect… from tests/support/suite.' }] },
      ],
    },
  },
);
