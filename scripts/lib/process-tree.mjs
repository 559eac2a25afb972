// Remembers every process below a pid (Linux /proc), so all of them can be stopped even after
// their parent died: the emulators' Java servers run in process groups of their own and
// outlive a killed firebase process, holding their ports.
import { readFileSync, readdirSync } from 'node:fs';

/** `{ state, ppid, start }` of a process, or undefined. `start` tells a reused pid apart. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]), start: fields[19] };
  } catch {
    return undefined;
  }
}

function descendants(root) {
  let pids;
  try {
    pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return []; // no /proc: process groups are all we can stop
  }
  const children = new Map();
  for (const pid of pids) {
    const ppid = stat(pid)?.ppid;
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * Looks below `root` now and every `intervalMs`. `kill()` signals every process seen that still
 * runs and resolves once they are gone (a big JVM takes a moment to exit and free its ports).
 */
export function trackTree(root, { intervalMs = 5_000 } = {}) {
  const known = new Map();
  const refresh = () => {
    for (const pid of descendants(root)) if (!known.has(pid)) known.set(pid, stat(pid)?.start);
  };
  refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return {
    refresh,
    async kill(signal = 'SIGKILL', { timeoutMs = 10_000 } = {}) {
      clearInterval(timer);
      // A killed JVM's main thread turns zombie while its other threads still hold the sockets.
      const threads = (pid) => {
        try {
          return readdirSync(`/proc/${pid}/task`).length;
        } catch {
          return 0;
        }
      };
      const alive = (pid, start) => {
        const now = stat(pid);
        return start !== undefined && now?.start === start && (now.state !== 'Z' || threads(pid) > 1);
      };
      const signalled = [...known].filter(([pid, start]) => alive(pid, start));
      for (const [pid] of signalled) {
        try {
          process.kill(pid, signal);
        } catch {
          /* exited meanwhile */
        }
      }
      const deadline = Date.now() + timeoutMs;
      while (signalled.some(([pid, start]) => alive(pid, start)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    },
  };
}
