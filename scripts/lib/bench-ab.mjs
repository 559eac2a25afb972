// The A/B part of `npm run bench`: the plain Firestore SDK with its persistent cache (A) against
// Forkful's data layer (B: RxDB + Dexie, full pull; S: the same, new install from the published
// catalogue snapshot), same data and queries, in bench/bench.ts pages driven from here.
/* global window -- page.evaluate bodies */
import { log, openProfile, reportPageErrors } from './bench-runtime.mjs';

async function openBench(context, url, offline) {
  await context.setOffline(false);
  const page = await context.newPage();
  reportPageErrors(page);
  await page.goto(url);
  await page.waitForFunction(() => !!window.bench);
  if (offline) await context.setOffline(true);
  return page;
}
const call = (page, fn, arg) => page.evaluate(([f, a]) => window.bench[f](a), [fn, arg]);
const hasSnapshotSync = (page) => page.evaluate(() => typeof window.bench.syncSnapshotB === 'function');

/** A sync is repeated in a fresh profile at most this often when the emulator stops answering it. */
const STALL_RETRIES = 2;

/** Thrown when an initial sync runs past its time limit: the comparison did not finish. */
class DidNotFinish extends Error {}

/**
 * The initial sync of `key` in the page; a stalled one (see PAGE_STALL_MS in bench/bench.ts) is
 * thrown as such. The page gives a whole sync 300 s; `limitMs` (--sync-timeout) can cut it sooner.
 */
async function syncIn(page, key, n, limitMs) {
  let timer;
  const limit = new Promise((_, reject) => {
    if (limitMs) timer = setTimeout(() => reject(new DidNotFinish(`${key} initial sync timed out after ${limitMs} ms (--sync-timeout)`)), limitMs);
  });
  const running = call(page, key === 'S' ? 'syncSnapshotB' : `sync${key}`);
  // Closing the profile after a time-out ends the evaluation with an error nobody waits for.
  running.catch(() => {});
  const sync = await Promise.race([running, limit]).finally(() => clearTimeout(timer));
  if (sync.docs !== n) throw new Error(`${key} synced ${sync.docs} of ${n} documents`);
  return sync;
}
const isStall = (error) => /stalled/.test(String(error?.message ?? error));
// A stalled page says "timed out" too; it is repeated before it counts as not finishing.
const isTimeout = (error) => error instanceof DidNotFinish || (!isStall(error) && /timed out after/.test(String(error?.message ?? error)));

/**
 * Initial syncs alternate A, B, S in fresh profiles so machine noise hits all alike; the offline
 * operations run in the last profile of A and of B. A sync that runs out of time (or keeps
 * stalling) ends that side's comparison: `res[key].didNotFinish` says why, and the run goes on.
 */
export async function runAB(chromium, url, { n, reps, syncReps, snapshot, syncTimeoutMs }) {
  const res = { A: { sync: [], reads: [], reopen: [] }, B: { sync: [], reads: [], reopen: [] }, S: { sync: [], reads: [] } };
  for (let r = 0; r < syncReps; r++) {
    for (const key of ['A', 'B', 'S']) {
      if (key === 'S' && !snapshot) continue;
      if (res[key].didNotFinish) continue;
      for (let attempt = 0; ; attempt++) {
        const { context, close } = await openProfile(chromium);
        try {
          let page = await openBench(context, url, false);
          if (key === 'S' && !(await hasSnapshotSync(page))) {
            log('S skipped: bench/bench.ts has no syncSnapshotB');
            res.S = undefined;
            snapshot = false;
            break;
          }
          let sync;
          try {
            sync = await syncIn(page, key, n, syncTimeoutMs);
          } catch (error) {
            const stalledOut = isStall(error) && attempt >= STALL_RETRIES;
            if (isTimeout(error) || stalledOut) {
              res[key].didNotFinish = stalledOut ? `${error.message} (${attempt + 1} tries)` : error.message;
              log(`${key} initial sync ${r + 1}/${syncReps} did not finish: ${res[key].didNotFinish}; ${key} is left out of the comparison`);
              break;
            }
            if (!isStall(error)) throw error;
            log(`${key} initial sync ${r + 1}/${syncReps}: ${error.message}; repeated in a fresh profile`);
            continue;
          }
          res[key].sync.push(sync.ms);
          if (Number.isFinite(sync.reads)) res[key].reads.push(sync.reads);
          const reads = Number.isFinite(sync.reads) ? `, ${sync.reads} Firestore reads` : '';
          if (key === 'S') log(`S: snapshot downloaded in ${Math.round(sync.snapshotMs)} ms, then the replication took ${Math.round(sync.ms - sync.snapshotMs)} ms (${sync.pulls} pulls)`);
          log(`${key} initial sync ${r + 1}/${syncReps}: ${Math.round(sync.ms)} ms${reads}`);
          await page.close();
          if (r < syncReps - 1 || key === 'S') break;
          // Offline reopen: a new page on the same profile (the IndexedDB persists), network off.
          for (let i = 0; i < reps; i++) {
            page = await openBench(context, url, true);
            res[key].reopen.push(await call(page, `reopen${key}`, 'Restaurant'));
            await page.close();
          }
          page = await openBench(context, url, true);
          Object.assign(res[key], await call(page, `ops${key}`));
          await page.close();
          log(`${key} offline operations done`);
          break;
        } finally {
          await close();
        }
      }
    }
  }
  return res;
}
