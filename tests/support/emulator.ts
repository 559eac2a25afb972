// Shared set-up for suites that run against the emulators started by scripts/test.mjs.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

// Refused writes are the point of these suites: don't log each one as an SDK error.
setLogLevel('silent');

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-forkful';

function hostPort(envVar: string, fallback: string) {
  const [host, port] = (process.env[envVar] ?? fallback).split(':');
  return { host, port: Number(port) };
}

export async function rulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...hostPort('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'), rules: readFileSync('firestore.rules', 'utf8') },
  });
}

/** Set by scripts/test.mjs when the Storage emulator could start (its rules runtime is a download). */
export const STORAGE_EMULATOR_AVAILABLE = process.env.FORKFUL_STORAGE_EMULATOR === '1';

export async function storageRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { ...hostPort('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199'), rules: readFileSync('storage.rules', 'utf8') },
  });
}
