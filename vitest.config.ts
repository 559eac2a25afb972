import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./functions/src/common', import.meta.url)),
};

const UNIT_GLOBS = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'];
const root = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Most unit files share one jsdom and one module cache per worker (a fresh jsdom per file cost
// more than the tests themselves). A file that swaps modules, reloads them or stops the clock
// gets fresh ones, so what it changes cannot leak into the next file; so does one that moves the
// device's time zone (process.env.TZ), which a module loaded earlier may have read already.
const ISOLATED = new RegExp([...['mock', 'doMock', 'resetModules', 'useFakeTimers'].map((fn) => `vi\\.${fn}\\(`), 'process\\.env\\.TZ ='].join('|'));
const isolatedUnitFiles = ['src', 'tests/unit']
  .flatMap(testFiles)
  .filter((file) => ISOLATED.test(readFileSync(join(root, file), 'utf8')))
  .map((file) => relative(root, join(root, file)));

const unitProject = (name: string, isolate: boolean) => ({
  plugins: [react()],
  resolve: { alias },
  test: {
    name,
    include: isolate ? isolatedUnitFiles : UNIT_GLOBS,
    exclude: isolate ? [] : isolatedUnitFiles,
    isolate,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // Rendering and typing take several times longer on a loaded 2-core machine than alone.
    testTimeout: 15_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      // `--project 'unit*'` runs both.
      unitProject('unit', true),
      unitProject('unit-shared', false),
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
        test: {
          // The start, backup and restore scripts themselves: each test starts stacks of its own.
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
