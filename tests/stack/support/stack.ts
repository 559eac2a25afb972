// Runs the real npm scripts (start, backup, restore) the way a user does, on ports of their
// own, and reads what a running stack holds (census.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const BASE = Number(process.env.FORKFUL_PORT_OFFSET || 0);

/**
 * Two port offsets for the stacks these tests start, away from the test run's own (BASE).
 * Preferably +10000 and +20000: every port then stays below 32768, where Linux picks the local
 * ports of outgoing connections (32768–60999), so no passing connection can hold one of them.
 * FORKFUL_STACK_TEST_OFFSETS=a,b chooses them.
 */
export function stackOffsets(): [number, number] {
  const given = process.env.FORKFUL_STACK_TEST_OFFSETS?.split(',').map(Number);
  if (given?.length === 2) return [given[0], given[1]];
  const candidates = [10_000, 20_000, 30_000, 40_000, 50_000].filter((o) => o !== BASE);
  const [a, b] = candidates;
  return [a, b];
}

export const portsAt = (offset: number) => ({
  auth: 9099 + offset,
  firestore: 8080 + offset,
  functions: 5001 + offset,
  storage: 9199 + offset,
  hub: 4400 + offset,
  app: 4173 + offset,
});

/** A stand-in build for the app server: these tests are about the stack, not the app. */
function placeholderDist() {
  const dir = join(ROOT, '.cache', 'stack-test-dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Forkful stack test</title>');
  return dir;
}

export class Script {
  output = '';
  readonly child: ChildProcess;
  readonly exit: Promise<number | null>;

  constructor(args: string[], offset: number, env: Record<string, string> = {}) {
    this.child = spawn('npm', args, {
      cwd: ROOT,
      // Its own process group: stop() reaches npm and the script under it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORKFUL_PORT_OFFSET: String(offset), FORKFUL_SKIP_BUILD: '1', FORKFUL_DIST: placeholderDist(), ...env },
    });
    const take = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout!.on('data', take);
    this.child.stderr!.on('data', take);
    this.exit = new Promise((done) => this.child.on('exit', (code) => done(code)));
  }

  /** Resolves once the output matches; fails early if the script exits first. */
  async waitFor(pattern: RegExp, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) throw new Error(`exited before ${pattern}:\n${this.output.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs / 1000} s:\n${this.output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** The exit code, or a failure naming what the script printed when it did not exit in time. */
  async exited(timeoutMs: number) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`still running after ${timeoutMs / 1000} s:\n${this.output.slice(-3000)}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exit, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ctrl-C, as a user would; SIGKILL if that is not enough. */
  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const signal = (s: NodeJS.Signals) => {
      try {
        process.kill(-this.child.pid!, s);
      } catch {
        /* gone */
      }
    };
    signal('SIGINT');
    await this.exited(60_000).catch(() => signal('SIGKILL'));
  }
}

export const npm = (args: string[], offset: number, env?: Record<string, string>) => new Script(args, offset, env);

export function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000, () => (socket.destroy(), done(false)));
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

export function occupy(port: number): Promise<net.Server> {
  return new Promise((done, fail) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', fail);
    server.listen({ host: '127.0.0.1', port }, () => done(server));
  });
}

/** The pid the start script recorded for its `firebase emulators:start` process. */
export const emulatorsPid = (offset: number) => Number(readFileSync(join(ROOT, '.cache', `stack-${offset}`, 'emulators.pid'), 'utf8'));

/** The pid of a direct child of `parent` whose command line contains `text` (Linux /proc). */
export function childPid(parent: number, text: string) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)) return Number(entry);
    } catch {
      /* exited meanwhile */
    }
  }
  return undefined;
}

export interface Census {
  collections: Record<string, { count: number; sample: Record<string, unknown> }>;
  users: { uid: string; email?: string; disabled: boolean; claims: unknown }[];
}

/** What the stack at `offset` holds; `mutate` changes it first (census.mjs). */
export function census(offset: number, { mutate = false } = {}): Promise<Census> {
  const ports = portsAt(offset);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'census.mjs'), ...(mutate ? ['--mutate'] : [])], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        GCLOUD_PROJECT: 'demo-forkful',
        METADATA_SERVER_DETECTION: 'none',
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      },
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out) as Census) : fail(new Error(`census exited with ${code}`))));
  });
}
