import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./functions/src/common', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // React is Preact's compat layer (package.json aliases). Testing Library asks for
        // react-dom/test-utils, which the compat package does not carry; its CommonJS build
        // would load a second Preact, so it and Preact resolve as ES modules.
        resolve: {
          alias: { ...alias, 'react-dom/test-utils': 'preact/test-utils' },
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'unit',
          server: { deps: { inline: [/@testing-library\/react/] } },
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'emulator',
          include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A real browser on a loaded 2-core machine: give polled expectations time.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
