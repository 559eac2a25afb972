// Starts and stops the Firebase Emulator Suite for start/test scripts, with the offline
// workarounds below (Firestore launcher jar, our own Storage rules runtime).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { hashesIn, hostingHeaders, localOrigins } from './hosting-headers.mjs';
import { trackTree } from './process-tree.mjs';
import { MAIL_INBOX_URL, SMTP_URL, startMailSink } from './mail-sink.mjs';

export const PROJECT_ID = 'demo-forkful';
export const ROOT = resolve(import.meta.dirname, '..', '..');
// FORKFUL_PORT_OFFSET shifts every emulator port, so two stacks (a test run and a benchmark,
// say) can run side by side on one machine. Use 10000 or 20000: smaller shifts collide.
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
export const PORTS = Object.fromEntries(
  Object.entries({ auth: 9099, firestore: 8080, functions: 5001, storage: 9199, hub: 4400, logging: 4500, hosting: 4173 }).map(([k, v]) => [k, v + OFFSET]),
);
/** Where the Hosting emulator serves the app (startEmulators({ hosting })). */
export const APP_URL = `http://127.0.0.1:${PORTS.hosting}`;
export const FUNCTIONS_BASE = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/us-central1`;
// This stack's own files: the firebase process's pid, and its TMPDIR, where the hub writes the
// locator file `firebase emulators:export` reads (one per stack, not one per project id).
export const STACK_DIR = join(ROOT, '.cache', `stack-${OFFSET}`);
// XDG_CONFIG_HOME: a configstore of its own (see quietConfig), never the user's.
export const STACK_ENV = { TMPDIR: join(STACK_DIR, 'tmp'), XDG_CONFIG_HOME: join(STACK_DIR, 'config') };

/**
 * Every firebase-tools command fetches a "message of the day" from firebaseio.com unless its
 * configstore says it did so within a day. A local run must reach nothing on the internet, so
 * the stack's own configstore always says it just did. Call before each firebase command.
 */
export function quietConfig() {
  const dir = join(STACK_ENV.XDG_CONFIG_HOME, 'configstore');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'firebase-tools.json'), JSON.stringify({ motd: { fetched: Date.now() }, usage: false }));
}

let sdkRootFound;
/** Asked once per process: `gcloud info` takes seconds, and a start needs the answer several times. */
function sdkRoot() {
  sdkRootFound ??= findSdkRoot();
  return sdkRootFound;
}

function findSdkRoot() {
  try {
    return execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'].find((p) => existsSync(p)) ?? '';
  }
}

/**
 * The machine image ships the Firestore emulator jar without a Main-Class; firebase-tools
 * cannot download one here. Wrap it in a launcher jar (manifest only) and hand it over via
 * FIRESTORE_EMULATOR_BINARY_PATH. Where no shipped jar exists, firebase-tools downloads its own.
 */
export function prepareFirestoreLauncher() {
  const root = sdkRoot();
  const shipped = root && join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!shipped || !existsSync(shipped)) return undefined;
  const dir = join(ROOT, '.cache', 'firestore-emulator');
  const launcher = join(dir, 'launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${shipped}\n`,
    );
    execFileSync('jar', ['cfm', launcher, manifest], { cwd: dir });
  }
  return launcher;
}

function shippedFirestoreJar() {
  const root = sdkRoot();
  const jar = root && join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  return jar && existsSync(jar) ? jar : undefined;
}

/** firebase-tools' own Storage rules runtime, present only where it could be downloaded. */
function downloadedStorageRuntime() {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return undefined;
  const jar = readdirSync(cache).find((f) => f.startsWith('cloud-storage-rules-runtime') && f.endsWith('.jar'));
  return jar && join(cache, jar);
}

const ADAPTER_SRC = join(ROOT, 'tools', 'storage-rules-runtime', 'src');
const ADAPTER_DIR = join(ROOT, '.cache', 'storage-rules-runtime');
const ADAPTER_JAR = join(ADAPTER_DIR, 'storage-rules-runtime.jar');

/**
 * Compiles our Storage rules runtime (tools/storage-rules-runtime) against the Firebase Rules
 * engine inside the shipped Firestore emulator jar, into a launcher jar whose manifest puts
 * that jar on the class path. Rebuilt when a source file is newer. Returns its path, or
 * undefined (with the reason) where there is no shipped jar or no JDK.
 */
export function prepareStorageRulesRuntime() {
  const engine = shippedFirestoreJar();
  if (!engine) return { reason: 'no Firestore emulator jar with the rules engine was found' };
  const sources = readdirSync(ADAPTER_SRC, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.java'))
    .map((f) => join(ADAPTER_SRC, f));
  const newest = Math.max(...sources.map((f) => statSync(f).mtimeMs));
  if (existsSync(ADAPTER_JAR) && statSync(ADAPTER_JAR).mtimeMs >= newest) return { jar: ADAPTER_JAR };
  const javac = spawnSync('javac', ['-version'], { stdio: 'ignore' });
  if (javac.status !== 0) return { reason: 'javac is missing (npm run setup installs openjdk-17-jdk-headless)' };
  const classes = join(ADAPTER_DIR, 'classes');
  rmSync(ADAPTER_DIR, { recursive: true, force: true });
  mkdirSync(classes, { recursive: true });
  // -proc:none: the engine jar lists annotation processors whose classes it does not ship.
  execFileSync('javac', ['-proc:none', '-nowarn', '--release', '17', '-cp', engine, '-d', classes, ...sources], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const manifest = join(ADAPTER_DIR, 'MANIFEST.MF');
  writeFileSync(manifest, `Main-Class: dev.forkful.storagerules.Main\nClass-Path: ${engine}\n`);
  execFileSync('jar', ['cfm', ADAPTER_JAR, manifest, '-C', classes, '.']);
  return { jar: ADAPTER_JAR };
}

/**
 * Which Storage rules runtime the emulator would use: firebase-tools' downloaded one when it is
 * in the cache, else ours (built on demand). `{ runtime: 'downloaded' | 'adapter', jar }`, or
 * `{ runtime: undefined, reason }` when neither can run.
 */
export function storageRulesRuntime() {
  if (process.env.FORKFUL_STORAGE === '0') return { reason: 'FORKFUL_STORAGE=0' };
  const downloaded = downloadedStorageRuntime();
  if (downloaded) return { runtime: 'downloaded', jar: downloaded };
  const adapter = prepareStorageRulesRuntime();
  return adapter.jar ? { runtime: 'adapter', jar: adapter.jar } : { reason: adapter.reason };
}

export function storageEmulatorAvailable() {
  return Boolean(storageRulesRuntime().runtime);
}

export async function waitFor(check, { timeoutMs = 120_000, intervalMs = 500, what = 'condition' } = {}) {
  const started = Date.now();
  let lastError;
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${lastError.message}` : ''}`);
}

/** The functions emulator reports "ready" even when the code failed to load: ask it. */
export async function functionsAnswer() {
  const res = await fetch(`${FUNCTIONS_BASE}/health`);
  if (!res.ok) return false;
  const body = await res.json();
  return body.ok === true;
}

/**
 * Starts the emulators; resolves once they are ready and (when included) functions answer.
 * `hosting`: a build folder to serve at APP_URL through the Hosting emulator, with
 * firebase.json's rewrites and headers (CSP with the emulators' origins instead of Google's).
 * With functions, a local mail inbox (MailDev) starts first: the functions send their e-mail
 * to it, with links to `publicUrl` (APP_URL unless said).
 * Returns { stop, only, storage, mailInbox }.
 */
export async function startEmulators({ only = ['auth', 'firestore', 'functions'], log = 'inherit', quiet = false, hosting, importDir, publicUrl = APP_URL } = {}) {
  const mailPid = join(ROOT, '.cache', `mail-${OFFSET}.pid`);
  rmSync(STACK_DIR, { recursive: true, force: true });
  mkdirSync(STACK_ENV.TMPDIR, { recursive: true });
  quietConfig();
  const env = { ...process.env, ...STACK_ENV, GCLOUD_PROJECT: PROJECT_ID, METADATA_SERVER_DETECTION: 'none' };
  const mail = only.includes('functions') ? await startMailSink({ pidFile: mailPid, log: (line) => !quiet && console.log(`[emulators] ${line}`) }) : null;
  if (mail) Object.assign(env, { SMTP_URL, PUBLIC_URL: publicUrl });
  // The page renderer's template and the app's server renderer: those of the build Hosting serves
  // (functions/src/pages; the renderer is built beside the app, in <build>-server).
  if (hosting) {
    env.FORKFUL_SHELL = resolve(ROOT, hosting, 'app.html');
    env.FORKFUL_SSR = `${resolve(ROOT, hosting)}-server/entry-server.mjs`;
  }
  const launcher = prepareFirestoreLauncher();
  if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  const rules = storageRulesRuntime();
  if (rules.runtime === 'adapter') env.STORAGE_EMULATOR_BINARY_PATH = rules.jar;
  const storage = Boolean(rules.runtime);
  const services = [...new Set([...only.filter((s) => s !== 'storage'), ...(storage ? ['storage'] : []), ...(hosting ? ['hosting'] : [])])];
  if (!quiet) {
    console.log(
      storage
        ? `[emulators] Storage rules runtime: ${rules.runtime === 'adapter' ? "Forkful's adapter on the Firestore emulator's rules engine" : "firebase-tools' downloaded jar"} (${rules.jar})`
        : `[emulators] Storage emulator unavailable here (${rules.reason}): photo uploads stay queued on the device; storage rules tests are reported as not run.`,
    );
  }
  const bin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [bin, 'emulators:start', '--only', services.join(','), ...firebaseArgs(hosting)];
  if (importDir) args.push('--import', importDir);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // FORKFUL_EMULATOR_LOG keeps the emulators' whole log in a file, each line timestamped
  // (functions' console and their Beginning/Finished lines included), to trace a slow run.
  const logFile = process.env.FORKFUL_EMULATOR_LOG;
  if (logFile) writeFileSync(logFile, '');
  let ready = false;
  let exited = false;
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (logFile) appendFileSync(logFile, text.replace(/^(?=.)/gm, () => `${new Date().toISOString().slice(11, 23)} `));
    if (text.includes('All emulators ready')) ready = true;
    if (log === 'inherit' && !quiet) process.stdout.write(text.replace(/^/gm, '[emulators] '));
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', () => (exited = true));
  writeFileSync(join(STACK_DIR, 'emulators.pid'), String(child.pid));
  const tree = trackTree(child.pid);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await mail?.stop();
    tree.refresh();
    try {
      if (!exited) process.kill(-child.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
    const deadline = Date.now() + 15_000;
    while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    // What a crashed firebase process left behind (its Java servers) still holds ports.
    await tree.kill();
  };

  try {
    await waitFor(
      () => {
        if (exited) throw new Error(`emulators exited early:\n${output.slice(-3000)}`);
        return ready;
      },
      { timeoutMs: 180_000, what: 'the emulators' },
    );
    if (services.includes('functions')) {
      await waitFor(functionsAnswer, { timeoutMs: 60_000, what: 'the functions to answer (did they fail to load?)' });
    }
    if (hosting) await checkHostingPort();
  } catch (error) {
    console.error(output.slice(-4000));
    await stop();
    throw error;
  }
  tree.refresh();
  return { stop, services, storage, process: child, mailInbox: mail ? MAIL_INBOX_URL : null };
}

/**
 * `--project` and, on shifted ports or when Hosting serves a build, `--config`: the same ports for
 * every firebase command on this stack.
 */
export function firebaseArgs(hosting) {
  return ['--project', PROJECT_ID, ...(OFFSET || hosting ? ['--config', writeOffsetConfig(hosting)] : [])];
}

/**
 * The Hosting emulator moves to the next free port when its own is taken, and says so only in
 * its log: ask the hub where it is, so a printed URL never points at another server.
 */
async function checkHostingPort() {
  const listed = await (await fetch(`http://127.0.0.1:${PORTS.hub}/emulators`)).json();
  const port = listed.hosting?.port;
  if (port !== PORTS.hosting) throw new Error(`port ${PORTS.hosting} is taken: the Hosting emulator went to ${port}. Stop what uses it, or set FORKFUL_PORT_OFFSET.`);
}

/**
 * A copy of firebase.json with shifted ports, beside it so its relative paths still resolve; with
 * `hosting` (a build folder), Hosting serves that folder with the local variant of the headers.
 */
function writeOffsetConfig(hosting) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const [name, port] of Object.entries(PORTS)) {
    if (config.emulators[name]) config.emulators[name].port = port;
  }
  if (hosting) {
    mkdirSync(resolve(ROOT, hosting), { recursive: true });
    config.hosting.public = relative(ROOT, resolve(ROOT, hosting)) || '.';
    // The committed hashes: every build checks that its inline scripts still match them.
    config.hosting.headers = hostingHeaders({ hashes: hashesIn(config.hosting.headers), local: localOrigins(PORTS) });
  }
  const file = join(ROOT, `firebase.offset-${OFFSET}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

export function emulatorEnv() {
  return {
    // Google's Node libraries otherwise probe the cloud metadata address; never leave loopback.
    METADATA_SERVER_DETECTION: 'none',
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
    // The local mail inbox's JSON API (tests read the e-mails the functions sent) and its SMTP.
    MAIL_INBOX_URL,
    SMTP_URL,
  };
}
