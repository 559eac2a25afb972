// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_STORAGE_KEY, isValidNewsletterEmail, readSubscribers, saveSubscriber } from './newsletter';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: (key: string) => data.get(key),
  };
}

describe('isValidNewsletterEmail', () => {
  it("accepts any address containing '@'", () => {
    expect(isValidNewsletterEmail('ana@example.com')).toBe(true);
    expect(isValidNewsletterEmail('  ana@example.com  ')).toBe(true);
  });

  it("rejects empty input and addresses without '@'", () => {
    expect(isValidNewsletterEmail('')).toBe(false);
    expect(isValidNewsletterEmail('   ')).toBe(false);
    expect(isValidNewsletterEmail('ana.example.com')).toBe(false);
  });
});

describe('saveSubscriber', () => {
  it('stores addresses as a JSON array under forkful:newsletter', () => {
    const storage = memoryStorage();
    saveSubscriber('ana@example.com', storage);
    saveSubscriber('bo@example.com', storage);
    expect(JSON.parse(storage.raw(NEWSLETTER_STORAGE_KEY) ?? 'null')).toEqual(['ana@example.com', 'bo@example.com']);
  });

  it('deduplicates, ignoring case and surrounding spaces', () => {
    const storage = memoryStorage();
    saveSubscriber('ana@example.com', storage);
    const result = saveSubscriber('  ANA@Example.com ', storage);
    expect(result).toEqual(['ana@example.com']);
    expect(readSubscribers(storage)).toEqual(['ana@example.com']);
  });

  it('recovers from a corrupted or foreign value', () => {
    const storage = memoryStorage({ [NEWSLETTER_STORAGE_KEY]: '{not json' });
    expect(readSubscribers(storage)).toEqual([]);
    expect(saveSubscriber('ana@example.com', storage)).toEqual(['ana@example.com']);

    const mixed = memoryStorage({ [NEWSLETTER_STORAGE_KEY]: JSON.stringify(['bo@example.com', 42, null]) });
    expect(readSubscribers(mixed)).toEqual(['bo@example.com']);
  });

  it('still returns the list when storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveSubscriber('ana@example.com', storage)).toEqual(['ana@example.com']);
  });
});

describe('browser localStorage (default)', () => {
  afterEach(() => localStorage.clear());

  it('uses window.localStorage when no storage is passed', () => {
    saveSubscriber('ana@example.com');
    saveSubscriber('ana@example.com');
    expect(JSON.parse(localStorage.getItem('forkful:newsletter') ?? 'null')).toEqual(['ana@example.com']);
  });
});
