// Entry of the sync chunk (loaded by src/app/background.ts after the first paint); the pieces
// live in src/app/sync/. It begins preparing the public collections (a new install downloads
// the catalogue snapshot: plain fetch) before the Firebase-heavy start chunk has loaded.
import { PUBLIC_SYNC } from './sync/registry';

export async function startSync() {
  const prepared = PUBLIC_SYNC.map((spec) => spec.load());
  // Awaited one by one in start(): keep an early failure from counting as unhandled meanwhile.
  prepared.forEach((p) => p.catch(() => undefined));
  const { startSync: start } = await import('./sync/start');
  return start(prepared);
}
