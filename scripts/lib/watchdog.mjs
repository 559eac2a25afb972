// Keeps the local stack honest: refuses to start on ports already in use, and while the stack
// runs, notices when the emulators' process exits or a service stops accepting connections.
import net from 'node:net';

const HOST = '127.0.0.1';

/** What each port is for, in the words the messages use. */
export const PORT_LABELS = {
  auth: 'the Auth emulator',
  firestore: 'the Firestore emulator',
  functions: 'the Functions emulator',
  storage: 'the Storage emulator',
  hub: 'the Emulator Hub',
  logging: 'the Logging emulator',
  hosting: 'the Hosting emulator (the app)',
  app: 'the app server',
  mailSmtp: 'the local mail server (SMTP)',
  mailWeb: 'the local mail inbox',
};

/** `{ name, port, what }` for each named port, in the order given. */
export function portList(ports, names = Object.keys(ports)) {
  return names.filter((name) => ports[name] !== undefined).map((name) => ({ name, port: ports[name], what: PORT_LABELS[name] ?? name }));
}

/** Resolves true when something accepts a TCP connection on the port within `timeoutMs`. */
export function answers(port, { timeoutMs = 2_000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A port is taken when we cannot listen on it or something answers on it (a server on another address). */
async function taken(port) {
  const listens = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: HOST, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
  return !listens || (await answers(port, { timeoutMs: 1_000 }));
}

/** The first `{ name, port, what }` already in use, or undefined. */
export async function firstPortInUse(list) {
  for (const entry of list) if (await taken(entry.port)) return entry;
  return undefined;
}

/**
 * Throws, naming the first port in use and what it is for, before anything is started: an
 * emulator that cannot bind its port would otherwise fail half-way, or a client would talk to
 * another stack's server.
 */
export async function assertPortsFree(list, offset = 0) {
  const busy = await firstPortInUse(list);
  if (!busy) return;
  const next = offset + 10_000 <= 50_000 ? offset + 10_000 : 10_000;
  throw new Error(
    `port ${busy.port} (${busy.what}) is already in use${offset ? ` (FORKFUL_PORT_OFFSET=${offset})` : ''}. ` +
      `Stop whatever uses it (an earlier stack killed with kill -9?), or run this stack beside it on other ports: ` +
      `FORKFUL_PORT_OFFSET=${next} (a multiple of 10000 shifts every port). Nothing was started.`,
  );
}

/**
 * Watches a running stack. `processes`: `{ what, child }` whose exit is fatal; `ports`:
 * `{ what, port }` probed every `intervalMs`. A port fails after `misses` probes in a row
 * (one slow answer on a loaded machine is not a death). `onFailure(message)` is called once,
 * with a line per part that stopped.
 * Returns `{ add, stop }`; stop before stopping the stack on purpose.
 */
export function watchStack({ processes = [], ports: watched = [], intervalMs = 3_000, timeoutMs = 2_500, misses = 2, onFailure }) {
  let stopped = false;
  const ports = [...watched];
  const failed = new Map(ports.map((p) => [p.port, 0]));
  const fail = (lines) => {
    if (stopped) return;
    stop();
    onFailure(lines.map((line) => `[forkful] ${line}`).join('\n'));
  };
  const silent = async () => {
    const results = await Promise.all(ports.map(async (p) => ((await answers(p.port, { timeoutMs })) ? undefined : p)));
    return results.filter(Boolean);
  };
  const silence = (list) => list.map((p) => `${p.what} (${HOST}:${p.port}) stopped answering`);

  const exitListeners = processes.map(({ what, child }) => {
    const listener = async (code, signal) => {
      if (stopped) return;
      // The services it carried are gone too: say which, so the message matches what a client sees.
      await new Promise((r) => setTimeout(r, 500));
      const gone = await silent();
      fail([`${what} (pid ${child.pid}) exited (${signal ?? `code ${code}`})`, ...silence(gone)]);
    };
    if (child.exitCode !== null || child.signalCode !== null) void listener(child.exitCode, child.signalCode);
    else child.once('exit', listener);
    return () => child.off('exit', listener);
  });

  let timer;
  const tick = async () => {
    if (stopped) return;
    const gone = new Set(await silent());
    for (const p of ports) failed.set(p.port, gone.has(p) ? failed.get(p.port) + 1 : 0);
    const dead = ports.filter((p) => failed.get(p.port) >= misses);
    if (dead.length) return fail(silence(dead));
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);

  /** Watches one more port from now on (a server started after the emulators). */
  function add(entry) {
    failed.set(entry.port, 0);
    ports.push(entry);
  }
  function stop() {
    stopped = true;
    clearTimeout(timer);
    exitListeners.forEach((off) => off());
  }
  return { add, stop };
}

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
/** The dev server's port (`npm run dev`); otherwise the Hosting emulator (PORTS.hosting) serves the app. */
export const APP_PORTS = { dev: 5173 + OFFSET };

/** Exits the process, saying why, when one of `ports` (name → port) is taken. Call before starting anything. */
export async function ensurePortsFree(ports) {
  try {
    await assertPortsFree(portList(ports), OFFSET);
  } catch (error) {
    console.error(`[forkful] ${error.message}`);
    process.exit(1);
  }
}

/** Watches what startEmulators started: its process and the ports of the services it runs. */
export function watchEmulators(emulators, emulatorPorts, onFailure) {
  return watchStack({
    processes: [{ what: "the Firebase emulators' process", child: emulators.process }],
    ports: portList(emulatorPorts, emulators.services),
    onFailure,
  });
}
