// `npm start`, `npm run backup`, `npm run restore` and `npm test` as a user runs them: a port
// already in use stops the start before anything runs; a stack whose emulators die says which
// and exits; a backup restores into a fresh stack exactly, without the seed.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, answers, census, childPid, emulatorsPid, npm, occupy, portsAt, stackOffsets, type Census, type Script } from './support/stack';

const [A, B] = stackOffsets();
const BANNER = /Forkful is running/;
const running: Script[] = [];
const backup = join(ROOT, '.cache', `stack-test-backup-${A}`);
let saved: Census | undefined;

/** Where a start's time went (its own table), for the test run's log: these are the slow tests. */
function logPhases(what: string, output: string) {
  const table = /Start-up phases:\n([\s\S]*?)\n\n/.exec(output)?.[1];
  console.log(`${what}: ${table ? `\n${table}` : 'no phase table printed'}`);
}

async function stillAnswering(ports: number[]) {
  const answering = await Promise.all(ports.map(answers));
  return ports.filter((_, i) => answering[i]);
}

afterAll(async () => {
  await Promise.all(running.map((script) => script.stop()));
  rmSync(backup, { recursive: true, force: true });
});

describe(`the stack scripts (ports offset by ${A} and ${B})`, () => {
  it('npm start refuses a port already in use, names it, and starts nothing', async () => {
    const ports = portsAt(A);
    const squatter = await occupy(ports.hub);
    try {
      const start = npm(['start'], A);
      running.push(start);
      expect(await start.exited(120_000)).not.toBe(0);
      expect(start.output).toContain(`port ${ports.hub} (the Emulator Hub) is already in use`);
      expect(start.output).toMatch(/FORKFUL_PORT_OFFSET=\d+/);
      expect(start.output).not.toContain('starting the Firebase emulators');
      expect(await stillAnswering([ports.auth, ports.firestore, ports.functions, ports.app])).toEqual([]);
    } finally {
      squatter.close();
    }
  });

  it('backs up a seeded stack; when its emulators die, npm start says which and exits non-zero', async () => {
    const ports = portsAt(A);
    const start = npm(['start'], A);
    running.push(start);
    await start.waitFor(BANNER, 300_000);
    logPhases('npm start', start.output);

    const began = Date.now();
    await census(A, { mutate: true });
    const before = await census(A);
    expect(before.collections.listings.count).toBeGreaterThan(0);
    expect(before.users.length).toBeGreaterThan(0);
    rmSync(backup, { recursive: true, force: true });
    const run = npm(['run', 'backup', '--', backup], A);
    expect(await run.exited(120_000), run.output).toBe(0);
    expect(existsSync(join(backup, 'firebase-export-metadata.json'))).toBe(true);
    // Nothing was still settling: the backup holds what the census saw.
    expect(await census(A)).toEqual(before);
    saved = before;
    console.log(`census, backup and census again: ${((Date.now() - began) / 1000).toFixed(1)} s`);

    // What was seen in the field: the emulators' main process dies under a running stack.
    const pid = emulatorsPid(A);
    process.kill(pid, 'SIGKILL');
    expect(await start.exited(90_000)).not.toBe(0);
    expect(start.output).toContain(`the Firebase emulators' process (pid ${pid}) exited (SIGKILL)`);
    expect(start.output).toContain(`the Auth emulator (127.0.0.1:${ports.auth}) stopped answering`);
    // …and it stopped the rest, the Firestore emulator's own Java process included.
    expect(await stillAnswering([ports.firestore, ports.storage, ports.hub, ports.app])).toEqual([]);
  });

  it('npm run restore starts a fresh stack holding exactly the backup, not reseeded', async () => {
    expect(saved, 'needs the backup made above').toBeDefined();
    const ports = portsAt(B);
    const restore = npm(['run', 'restore', '--', backup], B);
    running.push(restore);
    await restore.waitFor(BANNER, 300_000);
    logPhases('npm run restore', restore.output);
    expect(restore.output).toContain(`Data restored from ${backup}`);
    expect(restore.output).not.toContain('[seed]');

    const restored = await census(B);
    const counts = (c: Census) => Object.fromEntries(Object.entries(c.collections).map(([k, v]) => [k, v.count]));
    expect(counts(restored)).toEqual(counts(saved!));
    expect(Object.keys(restored.collections)).toEqual(expect.arrayContaining(['profiles', 'listings', 'catalog', 'reviews', 'ads']));
    // The ad deleted before the backup stays deleted: a seed would have brought it back.
    expect(Object.keys(restored.collections.ads.sample)).not.toContain('ads/ad-001');
    expect(Object.keys(restored.collections.ads.sample)).toContain('ads/backup-probe');
    expect(restored).toEqual(saved);
    // Auth came back with the passwords, not just the accounts.
    const signIn = await fetch(`http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@forkful.test', password: 'Owner123!', returnSecureToken: true }),
    });
    expect(signIn.status).toBe(200);

    // A service dying on its own, its parent alive: the port probe notices.
    const firestore = childPid(emulatorsPid(B), 'firestore');
    expect(firestore, 'the Firestore emulator process').toBeDefined();
    process.kill(firestore!, 'SIGKILL');
    expect(await restore.exited(90_000)).not.toBe(0);
    expect(restore.output).toContain(`the Firestore emulator (127.0.0.1:${ports.firestore}) stopped answering`);
    expect(await stillAnswering([ports.auth, ports.functions, ports.hub, ports.app])).toEqual([]);
  });

  it('npm test stops at once, saying which emulator stopped, when its stack dies mid-run', async () => {
    const ports = portsAt(A);
    const run = npm(['run', 'test:rules'], A, { FORKFUL_TEST_FILTER: 'tests/rules/escalation' });
    running.push(run);
    await run.waitFor(/━━ emulator tests ━━/, 300_000);
    const pid = emulatorsPid(A);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    expect(await run.exited(90_000)).not.toBe(0);
    // Within the watchdog's few seconds, not after every test timed out.
    expect(Date.now() - killedAt).toBeLessThan(45_000);
    expect(run.output).toContain(`the Firebase emulators' process (pid ${pid}) exited (SIGKILL)`);
    expect(run.output).toContain(`the Auth emulator (127.0.0.1:${ports.auth}) stopped answering`);
    expect(run.output).toMatch(/failed stages: the stack/);
    expect(await stillAnswering([ports.firestore, ports.hub])).toEqual([]);
  });
});
