// Anonymous usage counts, written once for both sides: the event names a device counts about
// listings, the batch it sends, the limits the usage function enforces and the shape of the
// daily totals owners read. The app imports it through the @shared alias, the functions
// relatively. It imports nothing so it compiles for the browser and for Node alike.
//
// A device counts each fact at most once per local calendar day: "this device viewed listing
// X on 2026-11-25" is one entry however often it happened, so every stored figure reads as
// "devices that did this on that day".

/** What a device counts about a listing. */
export const LISTING_EVENTS = [
  /** The detail page was opened. */
  'view',
  /** The listing's card was on the first screen of results or of a home grid. */
  'appearance',
  'favorite_add',
  'favorite_remove',
  'contact_phone',
  'contact_email',
  'contact_website',
  'contact_whatsapp',
  /** Facebook, Instagram or X. */
  'contact_social',
  'directions',
  /** Copy link or the system share sheet. */
  'share',
  /** A view opened from results filtered with Near me. */
  'view_near_me',
  /** A view opened from results filtered with Open now. */
  'view_open_now',
] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

export const CONTACT_EVENTS = [
  'contact_phone',
  'contact_email',
  'contact_website',
  'contact_whatsapp',
  'contact_social',
] as const satisfies readonly ListingEvent[];
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

/** A search on /listings that found nothing (its normalised text; no listing). */
export const SEARCH_MISS = 'search_miss';
export type UsageEventName = ListingEvent | typeof SEARCH_MISS;

/** A local calendar day on the device, `yyyy-mm-dd`. */
export type DayKey = string;

export type UsageEntry =
  | { day: DayKey; event: ListingEvent; listingId: string }
  | { day: DayKey; event: typeof SEARCH_MISS; term: string };

/** One request to the usage function. */
export interface UsageBatch {
  /** Random, chosen when the batch is built and kept for its retries: the server applies an id once. */
  batchId: string;
  /** Random, made on the device and forgotten when its data is cleared; never tied to an account. */
  deviceId: string;
  entries: UsageEntry[];
}

/** The largest batch the function takes (entries). */
export const MAX_BATCH_ENTRIES = 200;
/**
 * The most different listings one batch may name: each costs the server a catalogue read, so
 * a made-up batch cannot cost 200. A minute of browsing names far fewer.
 */
export const MAX_BATCH_LISTINGS = 60;
/**
 * The most different search terms one batch may count: each new term is a kept document and a
 * marker, so one anonymous request can create only a few.
 */
export const MAX_BATCH_TERMS = 10;
/** A device sends at most one batch a minute. */
export const SEND_INTERVAL_MS = 60_000;
/** Entries older than this many days are dropped by the server (a device offline longer lost them). */
export const MAX_DAY_AGE = 35;
/** Search terms are normalised and cut to this many characters. */
export const MAX_TERM_LENGTH = 60;
/** A search miss reaches the admin's list once at least this many devices searched it. */
export const MIN_MISS_DEVICES = 3;

/**
 * The most entries of each kind one device may add per day: more than a person browsing could
 * produce. The surplus is dropped (and the device marked throttled for that day).
 */
export const DAILY_LIMITS: Readonly<Record<UsageEventName, number>> = {
  view: 300,
  appearance: 2000,
  favorite_add: 100,
  favorite_remove: 100,
  contact_phone: 100,
  contact_email: 100,
  contact_website: 100,
  contact_whatsapp: 100,
  contact_social: 100,
  directions: 100,
  share: 100,
  view_near_me: 300,
  view_open_now: 300,
  search_miss: 100,
};

/** The function's answer to an accepted (or already seen) batch: HTTP 200. */
export interface UsageReply {
  ok: true;
  /** The batch id was applied before: nothing was added this time. */
  duplicate: boolean;
  /** Entries added to the totals. */
  accepted: number;
  /** Entries left out, by reason (a batch is not refused for these). */
  dropped: {
    /** No such listing, or not approved (pending, rejected, deleted). */
    unknownListing: number;
    /** Over the device's daily limit. */
    throttled: number;
    /** Older than MAX_DAY_AGE days, or a day in the future. */
    outOfRange: number;
    /** The same fact twice in one batch. */
    repeated: number;
    /** About a listing or term past MAX_BATCH_LISTINGS / MAX_BATCH_TERMS different ones in the batch. */
    overBatchCap: number;
  };
}

/** A refused batch: HTTP 400 (413 for too-large). The device drops it: resending cannot help. */
export interface UsageRefusal {
  ok: false;
  error: 'bad-request' | 'too-large' | 'unknown-event' | 'bad-entry';
  message: string;
}

/** One listing's totals for one day: `listingStats/{listingId}/days/{day}` (absent events = 0). */
export type ListingDayStats = { day: DayKey } & Partial<Record<ListingEvent, number>>;

/** The day `ms` falls on in the device's own time zone. */
export function dayKeyOf(ms: number): DayKey {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A search's text as it is counted: accents and case folded, punctuation dropped, spaces
 * collapsed, cut to MAX_TERM_LENGTH. '' means nothing worth counting.
 */
export function normaliseSearchTerm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_TERM_LENGTH)
    .trim();
}
