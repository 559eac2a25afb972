// The listing content that paid plans add (tagline, video, FAQ, tags, menu, announcement,
// deals, events): shapes, vocabularies, limits and checks, written once for the app (@shared
// alias) and the functions (relative import). It imports only its sibling video-url.ts (no
// firebase, no DOM) so it compiles for both sides.
// firestore.rules checks the top-level shapes and sizes; the catalogue projection keeps only
// well-formed entries (clean* below), so a device never receives content the dialog refuses.

import { parseVideoUrl } from './video-url.js';

export { parseVideoUrl, VIDEO_URL_MAX } from './video-url.js';

/** The extra content keys, stored on listings/{id} beside the core ones (listing-fields.ts). */
export const EXTRA_KEYS = ['tagline', 'videoUrl', 'faq', 'tags', 'menu', 'announcement', 'deals', 'events'] as const;
export type ExtraKey = (typeof EXTRA_KEYS)[number];

/** The fixed tag vocabulary: ids are stored, labels shown. */
export const TAGS = {
  'vegan-options': 'Vegan options',
  vegetarian: 'Vegetarian',
  'gluten-free': 'Gluten-free',
  halal: 'Halal',
  'outdoor-seating': 'Outdoor seating',
  'wheelchair-accessible': 'Wheelchair accessible',
  wifi: 'Free Wi-Fi',
  delivery: 'Delivery',
  takeout: 'Takeout',
  reservations: 'Takes reservations',
  'kid-friendly': 'Kid-friendly',
  'dog-friendly': 'Dog-friendly',
  'late-night': 'Late night',
  'live-music': 'Live music',
} as const;
export type TagId = keyof typeof TAGS;
export const TAG_IDS = Object.keys(TAGS) as TagId[];

/** Dietary marks of a menu item. */
export const DIETARY = { vegan: 'Vegan', vegetarian: 'Vegetarian', 'gluten-free': 'Gluten-free', halal: 'Halal', spicy: 'Spicy' } as const;
export type DietaryId = keyof typeof DIETARY;
export const DIETARY_IDS = Object.keys(DIETARY) as DietaryId[];

export const DEAL_TYPES = ['Discount', 'Offer', 'Happy hour', 'Bundle'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface MenuItem {
  name: string;
  description: string;
  /** In the listing's currency (US dollars), e.g. 12.5; null = no price shown. */
  price: number | null;
  dietary: DietaryId[];
}

export interface MenuSection {
  name: string;
  items: MenuItem[];
}

export interface Announcement {
  text: string;
  /** Epoch ms; the banner shows until then, by the device's clock. */
  endsAt: number;
}

export interface Deal {
  title: string;
  type: DealType;
  /** Epoch ms, or null: runs until the owner removes it. */
  endsAt: number | null;
}

export interface ListingEvent {
  title: string;
  /** Epoch ms; shown in the listing's time zone. */
  startsAt: number;
  endsAt: number;
  description: string;
}

export interface ListingExtras {
  tagline?: string;
  videoUrl?: string;
  faq?: FaqEntry[];
  tags?: TagId[];
  menu?: MenuSection[];
  announcement?: Announcement | null;
  deals?: Deal[];
  events?: ListingEvent[];
}

/** Limits in characters (code points) and counts; the dialog, the rules and the projection share them. */
export const EXTRA_LIMITS = {
  tagline: 80,
  videoUrl: 200,
  faqEntries: 10,
  faqQuestion: 200,
  faqAnswer: 1000,
  tags: TAG_IDS.length,
  menuSections: 12,
  menuSectionName: 80,
  /** per section */
  menuItems: 40,
  /** over all sections: a menu is a list, not a catalogue */
  menuItemsTotal: 200,
  menuItemName: 80,
  menuItemDescription: 300,
  menuPriceMax: 100_000,
  announcement: 200,
  deals: 10,
  dealTitle: 120,
  events: 20,
  eventTitle: 120,
  eventDescription: 500,
} as const;

// ---- Checks. Each entry is checked once by one function that lists its problems; extrasErrors
// reports them all and cleanExtras keeps exactly the entries without any, so what the dialog
// refuses can never reach the catalogue, and what it accepts is never dropped there.

type Problems = Record<string, string>;
type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);
// The rules count characters (code points), not UTF-16 units: an emoji is one.
const chars = (s: string) => Array.from(s).length;
const NEWLINE = /[\r\n]/;
// Epoch ms a Date can hold.
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 8.64e15;

interface TextRule {
  max: number;
  /** Said when it is empty ('' allowed when absent). */
  empty?: string;
  /** Answers and descriptions may span lines; everything else is one line. */
  lines?: boolean;
  /** 'Questions', 'The tagline', … as the message starts. */
  what: string;
}

function textProblem(v: unknown, rule: TextRule): string | undefined {
  if (typeof v !== 'string') return `${rule.what} must be text.`;
  if (rule.empty && v.trim() === '') return rule.empty;
  if (!rule.lines && NEWLINE.test(v)) return `${rule.what} must be a single line.`;
  if (chars(v) > rule.max) return `${rule.what} can be at most ${rule.max} characters.`;
  return undefined;
}

const L = EXTRA_LIMITS;
const TEXT = {
  tagline: { max: L.tagline, what: 'The tagline' },
  question: { max: L.faqQuestion, empty: 'Write the question.', what: 'Questions' },
  answer: { max: L.faqAnswer, empty: 'Write the answer.', lines: true, what: 'Answers' },
  section: { max: L.menuSectionName, empty: 'Name the section.', what: 'Section names' },
  itemName: { max: L.menuItemName, empty: 'Name the item.', what: 'Item names' },
  itemDescription: { max: L.menuItemDescription, lines: true, what: 'Item descriptions' },
  announcement: { max: L.announcement, empty: 'Write the announcement.', what: 'The announcement' },
  deal: { max: L.dealTitle, empty: 'Say what the deal is.', what: 'Deal titles' },
  eventTitle: { max: L.eventTitle, empty: 'Name the event.', what: 'Event titles' },
  eventDescription: { max: L.eventDescription, lines: true, what: 'Event descriptions' },
} satisfies Record<string, TextRule>;

export const VIDEO_URL_ERROR = 'Use a YouTube or Vimeo link that starts with https://, such as https://www.youtube.com/watch?v=….';
const TAG_SET: ReadonlySet<string> = new Set(TAG_IDS);
const DIETARY_SET: ReadonlySet<string> = new Set(DIETARY_IDS);
const DEAL_SET: ReadonlySet<string> = new Set(DEAL_TYPES);

/** Problems of one entry, keyed by its field ('question', 'items.3.price', …); {} when fine. */
type EntryCheck = (v: unknown) => Problems;

function fields(entry: unknown, checks: Record<string, (v: unknown) => string | undefined>): Problems {
  if (!isRec(entry)) return { '': 'This entry is not valid: remove it and add it again.' };
  const out: Problems = {};
  for (const [key, check] of Object.entries(checks)) {
    const problem = check(entry[key]);
    if (problem) out[key] = problem;
  }
  return out;
}

export function priceProblem(v: unknown): string | undefined {
  if (v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'Enter a price such as 12.50, or leave it empty.';
  if (v < 0 || v > L.menuPriceMax) return `A price goes from 0 to ${L.menuPriceMax}.`;
  if (Math.round(v * 100) / 100 !== v) return 'Use at most 2 decimals in a price.';
  return undefined;
}

const faqEntry: EntryCheck = (e) => fields(e, { question: (v) => textProblem(v, TEXT.question), answer: (v) => textProblem(v, TEXT.answer) });

const menuItem: EntryCheck = (e) =>
  fields(e, {
    name: (v) => textProblem(v, TEXT.itemName),
    description: (v) => textProblem(v ?? '', TEXT.itemDescription),
    price: (v) => priceProblem(v ?? null),
    dietary: (v) => {
      const list = v ?? [];
      if (!Array.isArray(list) || list.some((d) => !DIETARY_SET.has(d as string))) return 'Choose dietary marks from the list.';
      return new Set(list).size === list.length ? undefined : 'Each dietary mark can be chosen once.';
    },
  });

const announcementCheck: EntryCheck = (e) =>
  fields(e, {
    text: (v) => textProblem(v, TEXT.announcement),
    endsAt: (v) => (isTime(v) ? undefined : 'Choose when the announcement ends.'),
  });

const dealEntry: EntryCheck = (e) =>
  fields(e, {
    title: (v) => textProblem(v, TEXT.deal),
    type: (v) => (DEAL_SET.has(v as string) ? undefined : `Choose the kind of deal: ${DEAL_TYPES.join(', ')}.`),
    endsAt: (v) => (v == null || isTime(v) ? undefined : 'The end date is not valid: choose it again.'),
  });

function eventEntry(e: unknown): Problems {
  const out = fields(e, {
    title: (v) => textProblem(v, TEXT.eventTitle),
    startsAt: (v) => (isTime(v) ? undefined : 'Choose when the event starts.'),
    endsAt: (v) => (isTime(v) ? undefined : 'Choose when the event ends.'),
    description: (v) => textProblem(v ?? '', TEXT.eventDescription),
  });
  if (isRec(e) && !out.startsAt && !out.endsAt && (e.endsAt as number) < (e.startsAt as number)) out.endsAt = 'An event cannot end before it starts.';
  return out;
}

/** Problems of a section's name and of each of its items ('items.2.price'); counts checked by the caller. */
function menuSection(e: unknown): Problems {
  const out = fields(e, { name: (v) => textProblem(v, TEXT.section) });
  if (!isRec(e)) return out;
  const items = e.items ?? [];
  if (!Array.isArray(items)) out.items = 'This section’s items are not valid: add them again.';
  else if (items.length > L.menuItems) out.items = `A section can have at most ${L.menuItems} items.`;
  else items.forEach((item, i) => prefix(out, `items.${i}`, menuItem(item)));
  return out;
}

function prefix(into: Problems, path: string, problems: Problems) {
  for (const [key, message] of Object.entries(problems)) into[key ? `${path}.${key}` : path] ??= message;
}

function list(into: Problems, key: string, v: unknown, max: number, tooMany: string, entry: EntryCheck) {
  if (v === undefined) return;
  if (!Array.isArray(v)) into[key] = 'This part of the listing is not valid: clear it and fill it in again.';
  else if (v.length > max) into[key] = tooMany;
  else v.forEach((e, i) => prefix(into, `${key}.${i}`, entry(e)));
}

/**
 * Field-path → message for every problem (e.g. 'faq.2.answer' → 'Answers can be at most 1000
 * characters.'; a whole list's problem under its key, 'menu'), {} when fine. Absent fields are
 * fine; keys an entry has beyond its shape are ignored (cleanExtras drops them).
 */
export function extrasErrors(extras: ListingExtras): Record<string, string> {
  const x = extras as Rec;
  const out: Problems = {};
  const tagline = x.tagline === undefined ? undefined : textProblem(x.tagline, TEXT.tagline);
  if (tagline) out.tagline = tagline;
  if (x.videoUrl !== undefined && x.videoUrl !== '') {
    if (typeof x.videoUrl === 'string' && chars(x.videoUrl) > L.videoUrl) out.videoUrl = `The video link can be at most ${L.videoUrl} characters.`;
    else if (typeof x.videoUrl !== 'string' || !parseVideoUrl(x.videoUrl)) out.videoUrl = VIDEO_URL_ERROR;
  }
  list(out, 'faq', x.faq, L.faqEntries, `A listing can have at most ${L.faqEntries} questions.`, faqEntry);
  if (x.tags !== undefined) {
    const tags = x.tags;
    if (!Array.isArray(tags) || tags.some((t) => !TAG_SET.has(t as string))) out.tags = 'Choose tags from the list.';
    else if (new Set(tags).size !== tags.length) out.tags = 'Each tag can be chosen once.';
  }
  list(out, 'menu', x.menu, L.menuSections, `A menu can have at most ${L.menuSections} sections.`, menuSection);
  if (!out.menu && Array.isArray(x.menu)) {
    const total = x.menu.reduce((n: number, s) => n + (isRec(s) && Array.isArray(s.items) ? s.items.length : 0), 0);
    if (total > L.menuItemsTotal) out.menu = `A menu can have at most ${L.menuItemsTotal} items in all.`;
  }
  if (x.announcement != null) prefix(out, 'announcement', announcementCheck(x.announcement));
  list(out, 'deals', x.deals, L.deals, `A listing can have at most ${L.deals} deals.`, dealEntry);
  list(out, 'events', x.events, L.events, `A listing can have at most ${L.events} events.`, eventEntry);
  return out;
}

const ok = (problems: Problems) => Object.keys(problems).length === 0;
const keep = <T>(v: unknown, max: number, check: EntryCheck, shape: (e: Rec) => T): T[] =>
  Array.isArray(v) ? v.filter((e) => ok(check(e))).slice(0, max).map((e) => shape(e as Rec)) : [];

const item = (e: Rec): MenuItem => ({
  name: e.name as string,
  description: (e.description as string | undefined) ?? '',
  price: (e.price as number | null | undefined) ?? null,
  dietary: [...((e.dietary as DietaryId[] | undefined) ?? [])],
});

function cleanMenu(v: unknown): MenuSection[] {
  let room: number = L.menuItemsTotal;
  const sections: MenuSection[] = [];
  for (const s of Array.isArray(v) ? v : []) {
    if (sections.length === L.menuSections) break;
    if (!isRec(s) || textProblem(s.name, TEXT.section)) continue;
    const items = keep(s.items, Math.min(L.menuItems, room), menuItem, item);
    room -= items.length;
    sections.push({ name: s.name as string, items });
  }
  return sections;
}

/**
 * Only the well-formed parts of stored or pulled data (never throws): a key absent from `raw`
 * stays absent; a malformed one becomes empty ('', [] or null), so spreading the result over
 * the raw document replaces it; from lists, the bad entries are dropped and the rest cut to the
 * limits. Entries are rebuilt with their own keys only.
 */
export function cleanExtras(raw: Record<string, unknown>): ListingExtras {
  const r = isRec(raw) ? raw : {};
  const out: ListingExtras = {};
  if (r.tagline !== undefined) out.tagline = textProblem(r.tagline, TEXT.tagline) ? '' : (r.tagline as string);
  if (r.videoUrl !== undefined) out.videoUrl = typeof r.videoUrl === 'string' && parseVideoUrl(r.videoUrl) ? r.videoUrl : '';
  if (r.faq !== undefined) out.faq = keep(r.faq, L.faqEntries, faqEntry, (e) => ({ question: e.question as string, answer: e.answer as string }));
  if (r.tags !== undefined) out.tags = Array.isArray(r.tags) ? [...new Set(r.tags.filter((t): t is TagId => TAG_SET.has(t as string)))] : [];
  if (r.menu !== undefined) out.menu = cleanMenu(r.menu);
  if (r.announcement !== undefined) {
    const a = r.announcement;
    out.announcement = a !== null && ok(announcementCheck(a)) ? { text: (a as Rec).text as string, endsAt: (a as Rec).endsAt as number } : null;
  }
  if (r.deals !== undefined) {
    out.deals = keep(r.deals, L.deals, dealEntry, (e) => ({ title: e.title as string, type: e.type as DealType, endsAt: (e.endsAt as number | null | undefined) ?? null }));
  }
  if (r.events !== undefined) {
    out.events = keep(r.events, L.events, eventEntry, (e) => ({
      title: e.title as string,
      startsAt: e.startsAt as number,
      endsAt: e.endsAt as number,
      description: (e.description as string | undefined) ?? '',
    }));
  }
  return out;
}

/** Every extra key at its empty value: what a listing without any of this content holds. */
export const emptyExtras = (): Required<ListingExtras> => ({
  tagline: '',
  videoUrl: '',
  faq: [],
  tags: [],
  menu: [],
  announcement: null,
  deals: [],
  events: [],
});

// ---- How the app's local databases (RxDB JSON schema) store these fields: the owner's
// listings and the public catalogue hold the same shapes.
const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
const texts = { type: 'array', items: text } as const;
const objects = <P extends Record<string, unknown>>(properties: P) => ({ type: 'array', items: { type: 'object', properties } }) as const;

/** The JSON schema properties of the extra keys. */
export const EXTRA_PROPERTIES = {
  tagline: text,
  videoUrl: text,
  faq: objects({ question: text, answer: text }),
  tags: texts,
  menu: objects({ name: text, items: objects({ name: text, description: text, price: { type: ['number', 'null'] }, dietary: texts }) }),
  announcement: { type: ['object', 'null'], properties: { text, endsAt: number } },
  deals: objects({ title: text, type: text, endsAt: { type: ['number', 'null'] } }),
  events: objects({ title: text, startsAt: number, endsAt: number, description: text }),
} as const satisfies Record<ExtraKey, unknown>;
