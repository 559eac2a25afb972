// Reading a callable's request data (every callable's: ../callable.ts runs plainData first):
// every refusal is an `invalid-argument` with a sentence the caller can act on.
import { HttpsError } from 'firebase-functions/v2/https';

export function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

// JSON.parse makes `__proto__` an ordinary own key, but the callable protocol copies the data
// into fresh objects, where assigning `__proto__` sets the prototype instead: its contents turn
// into inherited properties that no own-key check sees and every `req.x` still reads. So any
// object that is not plain, or any key that names the prototype machinery, is refused outright.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const BAD_KEY = 'The request is not valid: field names such as __proto__, constructor or prototype are not allowed.';

const isPlainObject = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A plain object (not an array, not one with another prototype). */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && isPlainObject(value);

/**
 * Refuses request data holding, at any depth, an object with another prototype than a plain
 * object's or an own key in FORBIDDEN_KEYS. Every callable runs it before its handler (../callable.ts).
 */
export function plainData(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null) return;
  if (depth > 20) invalid('The request is nested too deeply.');
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) invalid(BAD_KEY);
    for (const item of value) plainData(item, depth + 1);
    return;
  }
  if (!isPlainObject(value)) invalid(BAD_KEY);
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) invalid(BAD_KEY);
    plainData((value as Record<string, unknown>)[key], depth + 1);
  }
}

export function asRecord(value: unknown, message = 'The request is not valid. Reload the page and try again.'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(message);
  if (!isPlainObject(value)) invalid(BAD_KEY);
  return value as Record<string, unknown>;
}

/** The keys of `record` outside `allowed`, inherited ones included (for…in walks the prototype chain). */
export function unknownKeys(record: Record<string, unknown>, allowed: readonly string[]): string[] {
  const found: string[] = [];
  for (const key in record) if (!allowed.includes(key)) found.push(key);
  for (const key of Object.getOwnPropertyNames(record)) if (FORBIDDEN_KEYS.has(key)) invalid(BAD_KEY);
  return found;
}

/** Refuses keys outside `allowed` (a typo must not be silently dropped). */
export function onlyKeys(record: Record<string, unknown>, allowed: readonly string[], what: string) {
  const unknown = unknownKeys(record, allowed);
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
