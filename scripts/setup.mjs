// Installs whatever a fresh machine is missing: npm dependencies (root and functions), the
// compiled functions, Java for the emulators (and a JDK for our Storage rules runtime), and Debian's Chromium for end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, prepareFirestoreLauncher, prepareStorageRulesRuntime } from './lib/emulators.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${res.status}`);
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

function ensureNodeModules(dir, label) {
  const lock = join(dir, 'package-lock.json');
  const marker = join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  console.log(`[setup] installing ${label} dependencies…`);
  // Not 'npm ci': npm 11 records optional platform packages inconsistently and ci then refuses.
  run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir });
}

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

function aptInstall(pkgs, why) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get', ['--version'])) {
    throw new Error(`${why} is missing. Install it with: sudo apt-get install -y ${pkgs.join(' ')}`);
  }
  console.log(`[setup] installing ${pkgs.join(' ')} from Debian (${why})…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...pkgs], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function newestIn(dir) {
  return readdirSync(dir, { recursive: true }).reduce((max, f) => Math.max(max, mtime(join(dir, String(f)))), 0);
}

export function ensureFunctionsBuilt() {
  const out = join(ROOT, 'functions', 'lib', 'index.js');
  if (existsSync(out) && newestIn(join(ROOT, 'functions', 'src')) <= mtime(out)) return;
  console.log('[setup] building functions…');
  run(process.execPath, [join(ROOT, 'functions', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'functions']);
}

export function ensureSetup({ browser = false } = {}) {
  ensureNodeModules(ROOT, 'app');
  ensureNodeModules(join(ROOT, 'functions'), 'functions');
  ensureFunctionsBuilt();
  if (!has('java', ['-version'])) aptInstall(['openjdk-17-jre-headless'], 'Java (for the Firestore and Auth emulators)');
  // The JDK compiles our Storage rules runtime (tools/storage-rules-runtime); it brings java too.
  if (!has('javac', ['-version'])) aptInstall(['openjdk-17-jdk-headless'], 'a JDK (for the Storage rules runtime)');
  prepareFirestoreLauncher();
  const storageRules = prepareStorageRulesRuntime();
  if (!storageRules.jar) console.log(`[setup] Storage rules runtime not built: ${storageRules.reason}`);
  if (browser && !existsSync(CHROMIUM)) aptInstall(['chromium'], 'Chromium (for end-to-end tests)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureSetup({ browser: process.argv.includes('--browser') });
  console.log('[setup] ready');
}
