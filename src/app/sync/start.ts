// Starts replication of the public collections and, while someone is signed in, of their own
// data; wires the pieces of src/app/sync/ together with the real Firebase Auth and stores.
import { startReplication } from '@/lib/db/replicate';
import type { PublicReplication } from '@/lib/db/user-collections';
import { getAuthService } from '@/lib/firebase/auth';
import { useSessionStore } from '@/stores/session-store';
import { createErrorReporter } from './errors';
import { createModuleLoader } from './kinds';
import { PUBLIC_SYNC, USER_SYNC } from './registry';
import { createUserSwitch, followSession } from './user-switch';
import { createWatcher, type Replication } from './watch';
import { exposeDiagnostics, notePrepared, notePull, noteSnapshot } from './diagnostics';

async function authUid(): Promise<string | null> {
  const auth = getAuthService();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/**
 * `prepared`: the public specs' load(), begun by the sync entry (src/app/sync.ts) while this
 * chunk and Firebase were still downloading (the catalogue snapshot comes down meanwhile).
 */
export async function startSync(prepared: Promise<PublicReplication>[] = PUBLIC_SYNC.map((spec) => spec.load())) {
  const report = createErrorReporter();
  const watcher = createWatcher(report);
  const users = createUserSwitch({ modules: createModuleLoader(USER_SYNC), watcher, authUid });
  followSession(useSessionStore, users.switchUser);
  exposeDiagnostics();

  // Only the leader tab replicates and a frozen tab stalls: nudge on every wake-up.
  const resync = () => watcher.resyncAll();
  window.addEventListener('online', resync);
  window.addEventListener('focus', resync);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && resync());

  // Each starts once ready: the ads need not wait for the catalogue's download.
  await Promise.all(
    prepared.map(async (ready) => {
      const { name, startupError, preparedFrom, ...replication } = await ready;
      notePrepared(name, preparedFrom);
      if (startupError) report(name, startupError);
      const state = startReplication({
        ...replication,
        onPull: (pull) => notePull(name, pull),
        onSnapshot: (documents) => noteSnapshot(name, documents),
      });
      watcher.watch(name, state as unknown as Replication);
    }),
  );
}
