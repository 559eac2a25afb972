// Layering (docs/architecture.md): app → features → shared (components, lib, hooks, stores).
// Features never reach into another feature's internals, and components never import
// firebase/* or rxdb directly: they use hooks from a feature's data/ folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const UI_DATA_PATTERN = { group: ['firebase/*', 'rxdb', 'rxdb/*'], message: 'Use a hook from a feature data/ folder.' };
const FEATURES = ['listings', 'favorites', 'auth', 'owner', 'admin', 'ads', 'plans', 'notifications', 'reviews', 'home', 'marketing'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'functions/lib', 'functions/node_modules', '.cache', 'dev-dist', 'coverage'] },
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
  // Shared layers never import features or the app.
  {
    files: ['src/components/**', 'src/lib/**', 'src/hooks/**', 'src/stores/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*', '../features/*', '../app/*'], message: 'Shared code must not depend on features or the app.' }] }],
    },
  },
  // A feature imports another feature only through its public index; its components and
  // pages also stay away from firebase/* and rxdb (flat config: the last match wins, so
  // each group carries every pattern that applies to it).
  ...FEATURES.flatMap((feature) => {
    const featurePatterns = [
      { group: ['@/app/*'], message: 'Features must not depend on the app layer.' },
      {
        group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
        message: 'Import another feature through its index (e.g. @/features/listings).',
      },
    ];
    return [
      { files: [`src/features/${feature}/**`], rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns }] } },
      {
        files: [`src/features/${feature}/components/**`, `src/features/${feature}/pages/**`],
        rules: { 'no-restricted-imports': ['error', { patterns: [...featurePatterns, UI_DATA_PATTERN] }] },
      },
    ];
  }),
  { files: ['src/app/shell/**', 'src/components/**'], rules: { 'no-restricted-imports': ['error', { patterns: [UI_DATA_PATTERN] }] } },
  {
    files: ['scripts/**/*.mjs', 'functions/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
