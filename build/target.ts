// What a build is for: its env and Firebase project, and so the addresses the built app talks to.
import { loadEnv } from 'vite';

/** This build's env, its Firebase project, and whether it talks to the local emulators. */
export function buildTarget(mode: string) {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-forkful';
  return { env, projectId, local: projectId.startsWith('demo-') || env.VITE_USE_EMULATORS === 'true' };
}

/**
 * Where a new install downloads the catalogue snapshot: the same rule as catalogSnapshotUrl()
 * over readFirebaseEnv() in the app (a preload of another URL would only cost a download).
 */
export function snapshotUrl(mode: string) {
  const { env, projectId, local } = buildTarget(mode);
  if (!local) return '/catalog-snapshot';
  const port = 5001 + Number(env.VITE_EMULATOR_PORT_OFFSET || 0);
  return `http://${env.VITE_EMULATOR_HOST || '127.0.0.1'}:${port}/${projectId}/us-central1/catalogSnapshot`;
}
