// The random id a device sends its batches under. It lives in the usage database, so clearing
// the site's data resets it; no account, e-mail or location is ever attached to it.
import { readDeviceId } from './store';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This device's id, made on first use. */
export function deviceId(): Promise<string> {
  return readDeviceId(randomId);
}

/** A fresh random id for a batch. */
export const newBatchId = randomId;
