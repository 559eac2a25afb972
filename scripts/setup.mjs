// Installs whatever a fresh machine is missing: npm dependencies (root and functions), the
// compiled functions, Java for the emulators (and a JDK for our Storage rules runtime), and Debian's Chromium for end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, prepareFirestoreLauncher, prepareStorageRulesRuntime } from './lib/emulators.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${res.status}`);
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

/** Like run, without blocking: its output prefixed with `label`, so two at once stay readable. */
function runAsync(cmd, args, { label, ...opts }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    const prefix = (out) => (d) => out.write(String(d).replace(/^(?=.)/gm, `[${label}] `));
    child.stdout.on('data', prefix(process.stdout));
    child.stderr.on('data', prefix(process.stderr));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`))));
  });
}

const installed = (dir) => {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  return existsSync(marker) && mtime(marker) >= mtime(join(dir, 'package-lock.json'));
};
// Not 'npm ci': npm 11 records optional platform packages inconsistently and ci then refuses.
const NPM_INSTALL = ['install', '--no-audit', '--no-fund'];

function ensureNodeModules(dir, label) {
  if (installed(dir)) return;
  console.log(`[setup] installing ${label} dependencies…`);
  run('npm', NPM_INSTALL, { cwd: dir });
}

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

function aptCheck(pkgs, why) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get', ['--version'])) {
    throw new Error(`${why} is missing. Install it with: sudo apt-get install -y ${pkgs.join(' ')}`);
  }
  console.log(`[setup] installing ${pkgs.join(' ')} from Debian (${why})…`);
}
const APT_ENV = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };

function aptInstall(pkgs, why) {
  aptCheck(pkgs, why);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...pkgs], APT_ENV);
}

async function aptInstallAsync(pkgs, why) {
  aptCheck(pkgs, why);
  await runAsync('apt-get', ['update', '-qq'], { label: 'apt', ...APT_ENV });
  await runAsync('apt-get', ['install', '-y', '-qq', ...pkgs], { label: 'apt', ...APT_ENV });
}

function newestIn(dir) {
  return readdirSync(dir, { recursive: true }).reduce((max, f) => Math.max(max, mtime(join(dir, String(f)))), 0);
}

function functionsBuilt() {
  const out = join(ROOT, 'functions', 'lib', 'index.js');
  return existsSync(out) && newestIn(join(ROOT, 'functions', 'src')) <= mtime(out);
}

export function ensureFunctionsBuilt() {
  if (functionsBuilt()) return;
  console.log('[setup] building functions…');
  run(process.execPath, [join(ROOT, 'functions', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'functions']);
}

function ensureJava() {
  if (!has('java', ['-version'])) aptInstall(['openjdk-17-jre-headless'], 'Java (for the Firestore and Auth emulators)');
  // The JDK compiles our Storage rules runtime (tools/storage-rules-runtime); it brings java too.
  if (!has('javac', ['-version'])) aptInstall(['openjdk-17-jdk-headless'], 'a JDK (for the Storage rules runtime)');
}

/**
 * ensureSetup for `npm start` and `npm test`, with the independent steps of a first start at
 * once: the app's and the functions' installs (mostly waiting on the registry), then the
 * functions' build beside the rest of the app's install, and Debian's Chromium when `browser`.
 * `time(name, fn)` times each phase (scripts/lib/phases.mjs).
 */
export async function ensureSetupAsync({ time = (name, fn) => fn(() => {}), browser = false } = {}) {
  ensureJava();
  const install = (dir, label) =>
    time(`install ${label} deps`, async (note) => {
      if (installed(dir)) return note('already installed');
      console.log(`[setup] installing ${label} dependencies…`);
      await runAsync('npm', NPM_INSTALL, { cwd: dir, label: `${label} deps` });
    });
  const functionsDir = join(ROOT, 'functions');
  const app = install(ROOT, 'app');
  const functions = install(functionsDir, 'functions').then(() =>
    time('build functions', async (note) => {
      if (functionsBuilt()) return note('up to date');
      console.log('[setup] building functions…');
      await runAsync(process.execPath, [join(functionsDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'functions'], { label: 'functions build' });
    }),
  );
  // The Java side needs no npm package: it compiles (javac, tens of seconds on a first start)
  // while the installs run in their own processes.
  // After a turn of the event loop, so an install with nothing to do is timed as such first.
  await new Promise((resolve) => setImmediate(resolve));
  const java = time('prepare Java runtimes', async () => {
    prepareFirestoreLauncher();
    const storageRules = prepareStorageRulesRuntime();
    if (!storageRules.jar) console.log(`[setup] Storage rules runtime not built: ${storageRules.reason}`);
  });
  // Java came from apt above, so this apt run has dpkg to itself.
  const chromium = browser && !existsSync(CHROMIUM) ? time('install Chromium', () => aptInstallAsync(['chromium'], 'Chromium (for end-to-end tests)')) : undefined;
  // All settle before an error is thrown: no install is left running behind the message.
  for (const r of await Promise.allSettled([app, functions, java, chromium])) if (r.status === 'rejected') throw r.reason;
}

export function ensureSetup({ browser = false } = {}) {
  ensureNodeModules(ROOT, 'app');
  ensureNodeModules(join(ROOT, 'functions'), 'functions');
  ensureFunctionsBuilt();
  ensureJava();
  prepareFirestoreLauncher();
  const storageRules = prepareStorageRulesRuntime();
  if (!storageRules.jar) console.log(`[setup] Storage rules runtime not built: ${storageRules.reason}`);
  if (browser && !existsSync(CHROMIUM)) aptInstall(['chromium'], 'Chromium (for end-to-end tests)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureSetup({ browser: process.argv.includes('--browser') });
  console.log('[setup] ready');
}
