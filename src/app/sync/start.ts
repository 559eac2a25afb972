// Starts replication of the public collections and, while someone is signed in, of their own
// data; wires the pieces of src/app/sync/ together with the real Firebase Auth and stores.
import { startReplication } from '@/lib/db/replicate';
import { getAuthService } from '@/lib/firebase/auth';
import { useSessionStore } from '@/stores/session-store';
import { createErrorReporter } from './errors';
import { createModuleLoader } from './kinds';
import { PUBLIC_SYNC, USER_SYNC } from './registry';
import { createUserSwitch, followSession } from './user-switch';
import { createWatcher, type Replication } from './watch';

async function authUid(): Promise<string | null> {
  const auth = getAuthService();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

export async function startSync() {
  const watcher = createWatcher(createErrorReporter());
  const users = createUserSwitch({ modules: createModuleLoader(USER_SYNC), watcher, authUid });
  followSession(useSessionStore, users.switchUser);

  for (const spec of PUBLIC_SYNC) {
    const { name, ...replication } = await spec.load();
    watcher.watch(name, startReplication(replication) as unknown as Replication);
  }

  // Only the leader tab replicates and a frozen tab stalls: nudge on every wake-up.
  const resync = () => watcher.resyncAll();
  window.addEventListener('online', resync);
  window.addEventListener('focus', resync);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && resync());
}
