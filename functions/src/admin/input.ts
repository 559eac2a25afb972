// Reading a callable's request data: every refusal is an `invalid-argument` with a sentence
// the admin can act on.
import { HttpsError } from 'firebase-functions/v2/https';

export function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

export function asRecord(value: unknown, message = 'The request is not valid. Reload the page and try again.'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(message);
  return value as Record<string, unknown>;
}

/** Refuses keys outside `allowed` (a typo must not be silently dropped). */
export function onlyKeys(record: Record<string, unknown>, allowed: readonly string[], what: string) {
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) invalid(`Unknown field${unknown.length > 1 ? 's' : ''} in the ${what}: ${unknown.join(', ')}.`);
}

/** A document id: a non-empty string without slashes. */
export function docId(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128 || value.includes('/')) {
    invalid(`No valid ${what} was given. Reload the page and try again.`);
  }
  return value;
}

/** Length in characters (code points), as the rules count them: an emoji is one. */
export const charCount = (s: string) => Array.from(s).length;
