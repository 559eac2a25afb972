// `npm start`: install what is missing, start the emulators, seed, build, serve the app through
// the Hosting emulator (firebase.json's rewrites and headers, as production), print the URL and
// demo logins. Ctrl-C stops everything this script started.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureSetup } from './setup.mjs';
import { APP_URL, PORTS, ROOT, emulatorEnv, startEmulators, waitFor } from './lib/emulators.mjs';

const dev = process.argv.includes('--dev');
const children = [];
let emulators;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[forkful] stopping…');
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already exited */
    }
  }
  await emulators?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function spawnTool(args, label) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...emulatorEnv(), VITE_EMULATOR_PORT_OFFSET: process.env.FORKFUL_PORT_OFFSET || '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (d) => process.stdout.write(String(d).replace(/^/gm, `[${label}] `)));
  child.stderr.on('data', (d) => process.stderr.write(String(d).replace(/^/gm, `[${label}] `)));
  child.on('exit', (code) => !stopping && code !== 0 && (console.error(`[${label}] exited with ${code}`), void shutdown(1)));
  children.push(child);
  return child;
}

function runTool(args, label) {
  return new Promise((resolve, reject) => {
    const child = spawnTool(args, label);
    children.splice(children.indexOf(child), 1);
    child.removeAllListeners('exit');
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (${code})`))));
  });
}

const APP_TIMEOUT_MS = 60_000;

/** The banner promises a working URL: wait until the server answers it with 200. */
async function waitForApp(url) {
  let last = 'no answer';
  const answers = async () => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      last = `HTTP ${res.status}`;
      return res.status === 200;
    } catch (error) {
      last = error.cause?.code ?? error.message;
      return false;
    }
  };
  try {
    await waitFor(answers, { timeoutMs: APP_TIMEOUT_MS, intervalMs: 300, what: url });
  } catch {
    throw new Error(`the app did not answer at ${url} within ${APP_TIMEOUT_MS / 1000} s (last: ${last}). ${dev ? 'See the [vite] lines above.' : 'Run with FORKFUL_VERBOSE=1 for the Hosting emulator\'s log.'}`);
  }
}

async function main() {
  ensureSetup();
  console.log('[forkful] starting the Firebase emulators (about 30 s on 2 cores)…');
  emulators = await startEmulators({ log: process.env.FORKFUL_VERBOSE ? 'inherit' : 'none', hosting: dev ? undefined : 'dist' });
  Object.assign(process.env, emulatorEnv());
  const { seed } = await import('./seed.mjs');
  const data = await seed();

  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // FORKFUL_PORT_OFFSET shifts the app's port like the emulators' (a second stack beside this one).
  const port = String(5173 + Number(process.env.FORKFUL_PORT_OFFSET || 0));
  if (dev) {
    spawnTool([vite, '--port', port, '--strictPort'], 'vite');
  } else {
    // The Hosting emulator (started above) serves dist/ as it is on disk.
    console.log('[forkful] building the app…');
    await runTool([vite, 'build', '--logLevel', 'warn'], 'build');
  }
  const url = dev ? `http://127.0.0.1:${port}` : APP_URL;
  await waitForApp(url);
  const logins = data.users
    .filter((u) => ['demo-admin', 'demo-owner', 'demo-diner'].includes(u.uid))
    .map((u) => `  ${u.admin ? 'admin ' : u.package ? 'owner ' : 'diner '} ${u.email.padEnd(22)} ${u.password}`)
    .join('\n');
  console.log(`
──────────────────────────────────────────────────────────
  Forkful is running${dev ? ' (dev, hot reload)' : ''}:  ${url}

  Demo logins (email / password):
${logins}

  Emulators: ${dev ? '' : `Hosting :${PORTS.hosting} · `}Auth :${PORTS.auth} · Firestore :${PORTS.firestore} · Functions :${PORTS.functions}${emulators.storage ? ` · Storage :${PORTS.storage}` : ''}
  ${emulators.storage ? '' : 'Storage emulator unavailable here: photo uploads wait in an on-device queue.\n  '}Press Ctrl-C to stop everything.
──────────────────────────────────────────────────────────`);
}

main().catch(async (error) => {
  console.error('[forkful]', error.message ?? error);
  await shutdown(1);
});
