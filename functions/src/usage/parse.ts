// Checking a usage request body before anything is read or written: shape, size, event names.
import {
  DAY_KEY,
  LISTING_EVENTS,
  MAX_BATCH_ENTRIES,
  SEARCH_MISS,
  normaliseSearchTerm,
  type ListingEvent,
  type UsageBatch,
  type UsageEntry,
  type UsageRefusal,
} from '../common/usage.js';

/** Batch and device ids: random, URL-safe, long enough not to collide. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** A search's text as a device may send it (it normalises and cuts it itself first). */
export const MAX_RAW_TERM = 200;

const LISTING_EVENT_SET: ReadonlySet<string> = new Set(LISTING_EVENTS);

const refuse = (error: UsageRefusal['error'], message: string): UsageRefusal => ({ ok: false, error, message });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A calendar date that exists (DAY_KEY alone would take 2026-02-31). */
export function isDayKey(v: unknown): v is string {
  if (typeof v !== 'string' || !DAY_KEY.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A string Firestore takes as a document id and that names one document: no '/', not '.' or
 * '..', not the reserved __x__ form, as long as listing ids ever are, and valid UTF-16 (a lone
 * surrogate cannot be encoded, so Firestore would throw instead of finding nothing).
 */
export function isDocId(v: unknown): v is string {
  return typeof v === 'string' && /^[^/]{1,128}$/.test(v) && v !== '.' && v !== '..' && !/^__.*__$/.test(v) && !/\p{Cs}/u.test(v);
}

/** Checks a request body's shape, event names and size; a refusal says why. */
export function parseUsageBatch(body: unknown): UsageBatch | UsageRefusal {
  if (!isRecord(body)) return refuse('bad-request', 'The body must be a JSON object.');
  const { batchId, deviceId, entries } = body;
  if (typeof batchId !== 'string' || !ID_PATTERN.test(batchId)) return refuse('bad-request', 'batchId must be 16 to 64 letters, digits, - or _.');
  if (typeof deviceId !== 'string' || !ID_PATTERN.test(deviceId)) return refuse('bad-request', 'deviceId must be 16 to 64 letters, digits, - or _.');
  if (!Array.isArray(entries)) return refuse('bad-request', 'entries must be an array.');
  if (entries.length > MAX_BATCH_ENTRIES) return refuse('too-large', `A batch holds at most ${MAX_BATCH_ENTRIES} entries.`);

  const parsed: UsageEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    if (!isRecord(entry) || typeof entry.event !== 'string') return refuse('bad-entry', `Entry ${index} has no event.`);
    const { event, day } = entry;
    if (event !== SEARCH_MISS && !LISTING_EVENT_SET.has(event)) return refuse('unknown-event', `Entry ${index}: unknown event.`);
    if (!isDayKey(day)) return refuse('bad-entry', `Entry ${index}: day must be a yyyy-mm-dd date.`);
    if (event === SEARCH_MISS) {
      if (typeof entry.term !== 'string' || entry.term.length > MAX_RAW_TERM) return refuse('bad-entry', `Entry ${index}: term must be a string of at most ${MAX_RAW_TERM} characters.`);
      // Counted as the app counts it, whatever the device did; nothing left means nothing to count.
      const term = normaliseSearchTerm(entry.term);
      if (term) parsed.push({ day, event, term });
    } else {
      if (!isDocId(entry.listingId)) return refuse('bad-entry', `Entry ${index}: listingId is not a listing id.`);
      parsed.push({ day, event: event as ListingEvent, listingId: entry.listingId });
    }
  }
  return { batchId, deviceId, entries: parsed };
}

/** Whether parseUsageBatch refused the body. */
export const isRefusal = (v: UsageBatch | UsageRefusal): v is UsageRefusal => 'ok' in v && v.ok === false;
