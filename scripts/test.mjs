// `npm test`: every suite on a fresh machine. Types and lint beside the build (with size report)
// and the emulators' start, then the rules and functions suites with the unit tests beside them,
// then the end-to-end suites on that one stack (the stack scripts' own tests beside the faults).
//   --only unit|rules|e2e|faults|stack   run one part, or several comma-separated (rules = rules +
//   functions tests; faults = the fault suite, servers and networks failing mid-flight; stack =
//   the start/backup/restore scripts' own tests, which start stacks of their own)
// A stack that stops answering mid-run fails the run, saying which part (scripts/lib/watchdog.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureSetupAsync, CHROMIUM } from './setup.mjs';
import { APP_URL, PORTS, ROOT, emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { ensurePortsFree, watchEmulators } from './lib/watchdog.mjs';
import { phaseClock } from './lib/phases.mjs';

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
// A run on other ports builds into a folder of its own, so two runs never serve each other's build.
const DIST = OFFSET ? join('.cache', `dist-${OFFSET}`) : 'dist';

const onlyIdx = process.argv.indexOf('--only');
const only = onlyIdx > -1 ? process.argv[onlyIdx + 1] : undefined;
const wants = (part) => !only || only.split(',').includes(part);
// The end-to-end and fault suites both need the build served and a seeded stack.
const wantsApp = wants('e2e') || wants('faults');
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);
const reportDir = join(ROOT, '.cache', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test, named in the summary: a CI log is often read from its end only. */
const failedTests = [];
let emulators;
let watch;
/** The stages running now: stopped at once when the stack dies. */
const running = new Set();
let stackDead = false;
// Each stage's time, printed with the summary: where a slow run spent it.
const { time, table } = phaseClock();

/**
 * Runs a stage in its own Node process. `beside`: it runs beside others, so its output is held
 * and printed whole when it ends, rather than interleaved with theirs.
 */
function run(label, args, env = {}, { beside = false, nice = false } = {}) {
  if (!beside) console.log(`\n━━ ${label} ━━`);
  return time(label, () => new Promise((resolve) => {
    // `nice`: at the lowest CPU priority (it and the emulators it starts), so the stage it runs
    // beside keeps the cores it needs.
    const [cmd, argv] = nice && process.platform === 'linux' ? ['nice', ['-n', '19', process.execPath, ...args]] : [process.execPath, args];
    const child = spawn(cmd, argv, { cwd: ROOT, stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    running.add(child);
    let held = '';
    if (beside) for (const out of [child.stdout, child.stderr]) out.on('data', (d) => (held += d));
    child.on('close', (code) => {
      running.delete(child);
      // The stack died and stopped this stage: stackDied() reports and exits, not the stages after.
      if (stackDead) return;
      if (beside) process.stdout.write(`\n━━ ${label} ━━\n${held}`);
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  }));
}

async function vitest(project, env = {}, selector = project, { beside = false, nice = false, args = [] } = {}) {
  const out = join(reportDir, `${project}.json`);
  rmSync(out, { force: true });
  // FORKFUL_TEST_FILTER narrows a run to matching test files while debugging.
  const filter = process.env.FORKFUL_TEST_FILTER ? process.env.FORKFUL_TEST_FILTER.split(' ') : [];
  const ok = await run(`${project} tests`, ['--import', './scripts/lib/node-polyfills.mjs', bin('vitest', 'vitest.mjs'), 'run', ...filter, '--project', selector, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env, { beside, nice });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failedTests.push(`${relative(ROOT, file.name)} > ${t.fullName ?? t.title}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}`);
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      if (!failed.length && file.status === 'failed') failedTests.push(`${relative(ROOT, file.name)}: ${String(file.message ?? '').split('\n')[0].slice(0, 200)}`);
    }
  } else if (!ok) totals.failed += 1;
  return ok;
}

/** Counts a Playwright JSON report's tests (a test's last result is its outcome). */
function countPlaywright(suites, file = '') {
  for (const suite of suites ?? []) {
    // The file's own suite names it; a describe's `file` is where describe() was called.
    const here = file || suite.file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'skipped') totals.skipped += 1;
        else if (t.status === 'expected' || t.status === 'flaky') totals.passed += 1;
        else {
          totals.failed += 1;
          const error = t.results?.at(-1)?.error?.message ?? t.status;
          // eslint-disable-next-line no-control-regex -- Playwright's messages carry colour codes
          failedTests.push(`${here} > ${spec.title}: ${String(error).replaceAll(/\u001b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 200)}`);
        }
      }
    }
    countPlaywright(suite.suites, here);
  }
}

/** A browser suite (e2e, faults) on Playwright Test; its traces and report are under .cache/playwright. */
async function playwright(project, env = {}) {
  const out = join(reportDir, `${project}.json`);
  rmSync(out, { force: true });
  const filter = process.env.FORKFUL_TEST_FILTER ? process.env.FORKFUL_TEST_FILTER.split(' ') : [];
  const dir = join('.cache', 'playwright', project);
  const ok = await run(`${project} tests`, [bin('@playwright/test', 'cli.js'), 'test', ...filter, '--project', project], { ...env, FORKFUL_PW_JSON: out, FORKFUL_PW_DIR: dir });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    countPlaywright(r.suites);
    for (const e of r.errors ?? []) failedTests.push(`${project}: ${String(e.message ?? '').split('\n')[0].slice(0, 200)}`);
    if (!ok && !r.errors?.length && !failedTests.length) totals.failed += 1;
    if (!ok) console.log(`[forkful] traces and screenshots of the failures: ${dir}/results/, report: ${dir}/report/index.html`);
  } else if (!ok) totals.failed += 1;
  return ok;
}

async function cleanup() {
  watch?.stop();
  await emulators?.stop();
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** The stack died under the tests: stop them at once rather than let each one time out. */
async function stackDied(message) {
  stackDead = true;
  console.error(`\n${message}\n[forkful] stopping the test run: the tests left would only fail against a dead stack.`);
  for (const child of running) child.kill('SIGTERM');
  await cleanup();
  console.log(`\n━━ summary ━━\nfailed stages: the stack (${message.split('\n')[0].replace('[forkful] ', '')})`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(1);
}

async function main() {
  if (wants('rules') || wantsApp) {
    // Hosting serves the build only for the end-to-end and fault suites.
    const { hosting, ...emulatorPorts } = PORTS;
    await ensurePortsFree(wantsApp ? { ...emulatorPorts, hosting } : emulatorPorts);
  }
  mkdirSync(reportDir, { recursive: true });
  await ensureSetupAsync({ time, browser: wantsApp });

  // Type checks and lint take a core each: they run beside the build and the emulators' start
  // (Java, mostly waiting), which the unit tests then leave idle.
  const beside = { beside: true };
  const checks = only
    ? Promise.resolve()
    : Promise.all([
        run('typecheck (app)', [bin('typescript', 'bin/tsc'), '-p', '.'], {}, beside),
        run('typecheck (functions)', [bin('typescript', 'bin/tsc'), '-p', 'functions', '--noEmit'], {}, beside).then(() =>
          run('lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'], {}, beside),
        ),
      ]);
  const needsStack = wants('rules') || wantsApp;
  let env = {};
  const stack = (async () => {
    if (wantsApp && (await run('build (with size report)', [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { VITE_EMULATOR_PORT_OFFSET: String(OFFSET) }, beside))) {
      await run('bundle size', ['scripts/size-report.mjs', '--dir', DIST], {}, beside);
    }
    if (!needsStack) return;
    // The end-to-end suites see the build as production serves it: the Hosting emulator with
    // firebase.json's rewrites and headers (scripts/lib/hosting-headers.mjs).
    console.log('\n━━ starting emulators (auth, firestore, functions, and storage where a rules runtime can run) ━━');
    emulators = await time('emulators start', () => startEmulators({ log: 'none', hosting: wantsApp ? DIST : undefined }));
    watch = watchEmulators(emulators, PORTS, (message) => void stackDied(message));
    env = { ...emulatorEnv(), FORKFUL_STORAGE_EMULATOR: emulators.storage ? '1' : '0' };
  })();
  await Promise.all([checks, stack]);
  // The rules and functions tests mostly wait on the emulators (one file at a time): the unit
  // tests run beside them on one worker, the other core left to the emulators.
  const unitBeside = wants('unit') && wants('rules');
  /** The stack scripts' tests, when they run beside the fault suite. */
  let stackBeside = null;
  if (wants('unit') && !unitBeside) await vitest('unit', {}, 'unit*');

  if (needsStack) {
    if (wants('rules')) {
      await Promise.all([vitest('emulator', env), unitBeside && vitest('unit', {}, 'unit*', { beside: true, args: ['--maxWorkers=1'] })]);
    }
    if (wantsApp) {
      if (!existsSync(join(ROOT, DIST, 'app.html'))) {
        failures.push('e2e (no build)');
      } else {
        Object.assign(process.env, emulatorEnv());
        const { seed } = await import('./seed.mjs');
        const appEnv = { ...env, E2E_BASE_URL: APP_URL, E2E_DIST: DIST, CHROMIUM_PATH: CHROMIUM };
        for (const suite of ['e2e', 'faults'].filter(wants)) {
          // Each suite starts from the demo data as `npm start` seeds it.
          await time(`seed for ${suite}`, () => seed({ reset: true, quiet: true, timings: true }));
          // The fault suite waits out outages most of its time: the stack scripts' tests (stacks
          // of their own, on ports offset by 10000 and 20000) run beside it, niced: at equal
          // priority they starved its browsers, and timing-sensitive fault tests failed.
          if (suite === 'faults' && wants('stack')) stackBeside = vitest('stack', {}, 'stack', { beside: true, nice: true });
          await playwright(suite, appEnv);
        }
      }
    }
  }
  await stackBeside;
  await cleanup();
  // Without the fault suite, last: these start stacks of their own (tests/stack).
  if (wants('stack') && !stackBeside) await vitest('stack');

  console.log('\n━━ summary ━━');
  console.log(table().replace('(they overlap; ', '('));
  if (failures.length) console.log(`failed stages: ${failures.join(', ')}`);
  for (const line of failedTests) console.log(`  ✗ ${line}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failures.length || totals.failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await cleanup();
  process.exit(1);
});
