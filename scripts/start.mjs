// `npm start`: install what is missing, start the emulators, seed, build, serve the app through
// the Hosting emulator (firebase.json's rewrites and headers, as production), print the URL and
// demo logins. Ctrl-C stops everything this script started; so does any part of the stack that
// stops answering (scripts/lib/watchdog.mjs).
//   --restore <dir>   start from an export (`npm run backup`) instead of seeding
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureSetupAsync } from './setup.mjs';
import { APP_URL, PORTS, ROOT, emulatorEnv, startEmulators, waitFor } from './lib/emulators.mjs';
import { APP_PORTS, ensurePortsFree, watchEmulators } from './lib/watchdog.mjs';
import { MAIL_PORTS } from './lib/mail-sink.mjs';
import { restoreDir } from './lib/backups.mjs';
import { phaseClock } from './lib/phases.mjs';

const dev = process.argv.includes('--dev');
const restore = restoreDir(process.argv);
const children = [];
let emulators;
let watch;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  watch?.stop();
  console.log('\n[forkful] stopping…');
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already exited */
    }
  };
  children.forEach((child) => signal(child, 'SIGTERM'));
  await emulators?.stop();
  // Exit only once the servers are gone: a caller may start another stack on these ports next.
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 5_000))]);
    signal(child, 'SIGKILL');
  }
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
    // Stays in `children`: a shutdown while it runs (it runs beside the emulators) stops it too.
    const child = spawnTool(args, label);
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
  // In dev, Vite's server takes the place of the Hosting emulator.
  const { hosting, ...emulatorPorts } = PORTS;
  const mailPorts = { mailSmtp: MAIL_PORTS.smtp, mailWeb: MAIL_PORTS.web };
  await ensurePortsFree(dev ? { ...emulatorPorts, ...mailPorts, app: APP_PORTS.dev } : { ...emulatorPorts, ...mailPorts, hosting });
  const { time, table } = phaseClock();
  await ensureSetupAsync({ time });
  // FORKFUL_DIST serves (and builds into) another folder; FORKFUL_SKIP_BUILD=1 serves it as it is.
  const dist = process.env.FORKFUL_DIST || 'dist';
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // The build needs no emulator: it runs while they start and are seeded (the Hosting emulator
  // serves the folder as it is on disk, so it serves the build once that is written).
  let build;
  if (!dev && process.env.FORKFUL_SKIP_BUILD !== '1') {
    console.log('[forkful] building the app…');
    build = time('build app', () => runTool([vite, 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], 'build'));
    // A failed build stops the start at once rather than after the seed.
    build.catch((error) => {
      console.error('[forkful]', error.message);
      void shutdown(1);
    });
  }
  console.log(`[forkful] starting the Firebase emulators${restore ? ` with the data in ${restore}` : ''} (about 30 s on 2 cores)…`);
  emulators = await time('emulators start', () =>
    startEmulators({
      log: process.env.FORKFUL_VERBOSE ? 'inherit' : 'none',
      hosting: dev ? undefined : dist,
      importDir: restore,
      // Links in e-mails lead to the app this start serves.
      publicUrl: dev ? `http://127.0.0.1:${APP_PORTS.dev}` : APP_URL,
    }),
  );
  watch = watchEmulators(emulators, PORTS, (message) => {
    console.error(message);
    void shutdown(1);
  });
  Object.assign(process.env, emulatorEnv());
  // A restore is exactly the backup: seeding would add the demo data back.
  const data = restore ? (await import('./seed-data.mjs')).buildSeed() : await time('seed', async () => (await import('./seed.mjs')).seed());

  // FORKFUL_PORT_OFFSET shifts the app's port like the emulators' (a second stack beside this one).
  const port = String(APP_PORTS.dev);
  if (dev) spawnTool([vite, '--port', port, '--strictPort'], 'vite');
  await build;
  const url = dev ? `http://127.0.0.1:${port}` : APP_URL;
  await time('serve', () => waitForApp(url));
  if (dev) watch.add({ what: 'the app server', port: Number(port) });
  const logins = data.users
    .filter((u) => ['demo-admin', 'demo-owner', 'demo-diner'].includes(u.uid))
    .map((u) => `  ${u.admin ? 'admin ' : u.package ? 'owner ' : 'diner '} ${u.email.padEnd(22)} ${u.password}`)
    .join('\n');
  console.log(`
──────────────────────────────────────────────────────────
  Forkful is running${dev ? ' (dev, hot reload)' : ''}:  ${url}
${restore ? `  Data restored from ${restore} (not seeded).\n` : ''}
  Demo logins (email / password${restore ? ', where the backup has them' : ''}):
${logins}

  Start-up phases:
${table()}

  Mail inbox (every e-mail the app sends): ${emulators.mailInbox}

  Emulators: ${dev ? '' : `Hosting :${PORTS.hosting} · `}Auth :${PORTS.auth} · Firestore :${PORTS.firestore} · Functions :${PORTS.functions}${emulators.storage ? ` · Storage :${PORTS.storage}` : ''}
  ${emulators.storage ? '' : 'Storage emulator unavailable here: photo uploads wait in an on-device queue.\n  '}Press Ctrl-C to stop everything.
──────────────────────────────────────────────────────────`);
}

main().catch(async (error) => {
  console.error('[forkful]', error.message ?? error);
  await shutdown(1);
});
