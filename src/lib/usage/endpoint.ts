// Where batches go: the emulator's function URL in demo builds; in production Hosting rewrites
// the same-origin path to the function.
import { readFirebaseEnv, type FirebaseEnv } from '@/lib/firebase/config';

export const USAGE_PATH = '/api/usage';

export function usageEndpoint(env: FirebaseEnv = readFirebaseEnv()): string {
  if (!env.useEmulators) return USAGE_PATH;
  return `http://${env.emulatorHost}:${env.ports.functions}/${env.projectId}/us-central1/recordUsage`;
}
