// Per-user data (favourites, own listings, notifications, reviews of one's listings, an
// admin's copies) replicates while its user is signed in. When the user changes (sign-out,
// another account, a role change), every replication is cancelled FIRST and only then is
// the previous user's data removed from this device: the removal deletes local data only and
// is never pushed (src/lib/db/user-collections.ts), and a kind's `keep` spares unpushed work
// for its user's return.
import type { SessionUser } from '@/stores/session-store';
import { keyOf, type ModuleLoader, type Who } from './kinds';
import type { Replication, Watcher } from './watch';

export interface UserSwitchDeps {
  modules: ModuleLoader;
  watcher: Watcher;
  /** The uid Firebase Auth has restored (offline too), once it has: null if nobody. */
  authUid: () => Promise<string | null>;
}

export function createUserSwitch({ modules, watcher, authUid }: UserSwitchDeps) {
  let current: { key: string; states: Replication[] } | null = null;

  /** Resolves true when `who`'s replications run (or nobody is signed in), false when Auth disagrees. */
  async function switchUser(who: Who | null): Promise<boolean> {
    const key = keyOf(who);
    if (current?.key === key) return true;
    if (current) {
      const { states } = current;
      current = null;
      modules.loaded().forEach((m) => m.stopUser?.());
      watcher.unwatch(states);
      await Promise.all(states.map((state) => state.cancel()));
    }
    // Also sweeps data left by a session that ended while this app was closed, and the admin's
    // copies when the user is not (or no longer) an admin.
    const plan = await modules.plan(who);
    for (const { module, wanted } of plan) {
      const keepUid = wanted && who ? who.uid : null;
      for (const kind of module.kinds) await kind.removeLocal(keepUid);
      await module.removeLocal?.(keepUid);
    }
    if (!who) return true;
    // The session may come from the persisted snapshot before Firebase Auth restored the user:
    // Firestore would then read users/{uid}/… unauthenticated and be refused. Start only once
    // Auth agrees; if it does not, the session store follows Auth and calls again.
    if ((await authUid()) !== who.uid) return false;
    const states: Replication[] = [];
    current = { key: key ?? who.uid, states };
    const running = plan.filter((p) => p.wanted).map((p) => p.module);
    for (const kind of running.flatMap((m) => m.kinds)) {
      const state = (await kind.start(who.uid)) as Replication;
      states.push(state);
      watcher.watch(kind.name(who.uid), state);
    }
    running.forEach((m) => m.startUser?.(who.uid));
    return true;
  }

  return { switchUser, currentKey: () => current?.key ?? null };
}

/** undefined = not known yet ('loading': keep whatever runs), null = nobody signed in. */
export function sessionOwner(status: string, user: SessionUser | null, role: string | null): Who | null | undefined {
  if (status === 'signed-in') return user?.uid ? { uid: user.uid, admin: role === 'admin' } : undefined;
  if (status === 'signed-out') return null;
  return undefined;
}

interface SessionSnapshot {
  status: string;
  user: SessionUser | null;
  role: string | null;
}

/**
 * Follows the session: each change of user (or role) queues one switch, in order, so a quick
 * sign-out and sign-in never run two switches at once. Returns the queue's current tail.
 */
export function followSession(
  store: { subscribe: (listener: (state: SessionSnapshot) => void) => unknown; getState: () => SessionSnapshot },
  switchUser: (who: Who | null) => Promise<boolean>,
) {
  let queue: Promise<void> = Promise.resolve();
  /** keyOf() the user the queue is heading for; undefined = retry on the next session event. */
  let target: string | null | undefined;
  const onChange = ({ status, user, role }: SessionSnapshot) => {
    const who = sessionOwner(status, user, role);
    if (who === undefined || keyOf(who) === target) return;
    const key = keyOf(who);
    target = key;
    queue = queue
      .then(async () => {
        if (!(await switchUser(who)) && target === key) target = undefined;
      })
      .catch((error: unknown) => console.error('Sync could not switch user', error));
  };
  store.subscribe(onChange);
  onChange(store.getState());
  return () => queue;
}
