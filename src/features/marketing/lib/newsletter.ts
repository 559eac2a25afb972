// Newsletter sign-ups stay on this device, as in the original product; nothing is sent anywhere.
export const NEWSLETTER_STORAGE_KEY = 'forkful:newsletter';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The only rule: the address must contain '@'. */
export function isValidNewsletterEmail(value: string): boolean {
  return value.trim().includes('@');
}

/** Trimmed and lower-cased so "Ana@Mail.com " and "ana@mail.com" count as one subscriber. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Reads the saved list, ignoring anything malformed (another tab or an old build may have written it). */
export function readSubscribers(storage: KeyValueStorage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(NEWSLETTER_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Adds the address once and returns the resulting list.
 * Storage failures (private mode, full quota) are swallowed: the sign-up is local-only anyway,
 * so there is nothing the user could do about it.
 */
export function saveSubscriber(email: string, storage: KeyValueStorage = localStorage): string[] {
  const address = normalizeEmail(email);
  const current = readSubscribers(storage);
  if (current.includes(address)) return current;
  const next = [...current, address];
  try {
    storage.setItem(NEWSLETTER_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Best effort, see above.
  }
  return next;
}
