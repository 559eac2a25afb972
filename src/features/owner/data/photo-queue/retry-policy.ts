// How the photo queue reacts to a failed upload: which errors are worth retrying, and when.
import { NOT_ALLOWED, PHOTO_TOO_LARGE, UPLOAD_FAILED } from './queued-photo';

/**
 * unreachable: Storage could not be reached (offline, refused, timed out): retry forever with
 *   backoff and tell the owner the photos wait on the device.
 * transient: something else that may pass (expired token, server hiccup): retry a few times.
 * permanent: Storage answered no (rules, size, bad request): mark failed, keep the photo.
 */
export type FailureKind = 'unreachable' | 'transient' | 'permanent';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Transient (not network) failures in a row before a photo is marked failed. */
export const MAX_TRANSIENT_ATTEMPTS = 8;

/** 2 s, 4 s, 8 s … capped at 5 min, ±20 % jitter so devices that failed together spread out. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.8 + 0.4 * random())));
}

/** An attempt aborted because nothing moved for too long: a missing emulator may hang, not refuse. */
export class StallTimeoutError extends Error {
  constructor(ms: number) {
    super(`No upload progress for ${Math.round(ms / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

const UNREACHABLE_CODES = new Set([
  'storage/retry-limit-exceeded',
  'unavailable',
  'deadline-exceeded',
  'storage/unavailable',
]);

const PERMANENT_CODES = new Set([
  'storage/unauthorized',
  'storage/unauthorized-app',
  'storage/invalid-argument',
  'storage/invalid-argument-count',
  'storage/quota-exceeded',
  'storage/server-file-wrong-size',
  'storage/invalid-checksum',
  'storage/cannot-slice-blob',
  'storage/invalid-format',
  'storage/invalid-url',
  'storage/invalid-default-bucket',
  'storage/no-default-bucket',
  'storage/bucket-not-found',
  'storage/project-not-found',
  'storage/invalid-root-operation',
  'storage/unsupported-environment',
  'storage/file-too-large',
]);

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

export function classifyUploadError(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): FailureKind {
  // Whatever the SDK said, a device that is offline did not reach Storage.
  if (!online) return 'unreachable';
  const code = codeOf(error);
  if (PERMANENT_CODES.has(code)) return 'permanent';
  if (UNREACHABLE_CODES.has(code)) return 'unreachable';
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'NetworkError') return 'unreachable';
  // fetch() rejects with "TypeError: Failed to fetch" / "NetworkError when attempting to fetch".
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'unreachable';
  return 'transient';
}

/** What the owner reads on a failed photo. */
export function failureReason(error: unknown): string {
  const code = codeOf(error);
  if (code === 'storage/unauthorized' || code === 'storage/unauthorized-app') return NOT_ALLOWED;
  if (code === 'storage/file-too-large') return PHOTO_TOO_LARGE;
  return UPLOAD_FAILED;
}
