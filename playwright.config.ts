// The browser suites (tests/e2e, tests/faults) on Playwright Test, started by scripts/test.mjs
// after it has built the app and started the emulators. A failed test keeps its trace and
// screenshots under .cache/playwright/<project>/results; the HTML report is in …/report.
import { defineConfig } from '@playwright/test';

// One folder per suite: Playwright empties its output folder when a run starts.
const cache = process.env.FORKFUL_PW_DIR ?? '.cache/playwright';

export default defineConfig({
  // One browser suite at a time on a 2-core machine: each test file drives its own Chromium.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  outputDir: `${cache}/results`,
  reporter: [
    ['./tests/support/list-reporter.ts'],
    ['html', { outputFolder: `${cache}/report`, open: 'never' }],
    ['json', { outputFile: process.env.FORKFUL_PW_JSON ?? `${cache}/report.json` }],
  ],
  use: {
    // The Debian Chromium, never a downloaded browser (no internet needed).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // DOM snapshots of each step, kept for a failed test; without the screencast, which costs
    // every test a stream of screenshots on a 2-core machine (the failure's own is taken below).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testMatch: '**/*.test.ts',
      // A real browser on a loaded 2-core machine: give polled expectations time.
      timeout: 120_000,
      expect: { timeout: 15_000 },
    },
    {
      // Servers and networks failing mid-flight: the same stack and build as e2e, freshly
      // seeded, with a fault proxy between the browser and the emulators.
      name: 'faults',
      testDir: 'tests/faults',
      testMatch: '**/*.test.ts',
      timeout: 240_000,
      expect: { timeout: 30_000 },
    },
  ],
});
