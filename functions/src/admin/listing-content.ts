// The content of a listing an admin saves, checked with the same limits as validListing()
// in firestore.rules: functions bypass the rules, so the callable is the only check. What it
// accepts must also pass the rules when the owner next edits the listing.
import { BAD_LINK } from './ad-input.js';
import { charCount, invalid, isPlainRecord, onlyKeys } from './input.js';
import { CATEGORIES, CONTENT_KEYS, PRICE_RANGES as SHARED_PRICE_RANGES, SOCIAL_KEYS, WEEKDAYS } from '../common/listing-fields.js';
import { EXTRA_KEYS, cleanExtras, extrasErrors } from '../common/listing-extras.js';
import { isTimeZone } from '../common/time-zone.js';

// The listing's fields, shared with the app and checked against firestore.rules by a test.
export { CONTENT_KEYS, CATEGORIES } from '../common/listing-fields.js';
const CATEGORY_LIST: readonly string[] = CATEGORIES;
const PRICE_RANGES: readonly string[] = SHARED_PRICE_RANGES;
const DAYS: readonly string[] = WEEKDAYS;
const SOCIAL: readonly string[] = SOCIAL_KEYS;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const LABEL: Record<string, string> = {
  title: 'The title',
  businessName: 'The business name',
  address: 'The address',
  city: 'The city',
  telephone: 'The telephone number',
  email: 'The email address',
  website: 'The website',
  whatsapp: 'The WhatsApp number',
};

export type ListingContent = Record<string, unknown>;

const isRecord = isPlainRecord;

/** A one-line string (the rules' '.' matches no newline) of min..max characters. */
function line(value: unknown, min: number, max: number, label: string) {
  if (typeof value !== 'string') invalid(`${label} must be text.`);
  if (value.includes('\n')) invalid(`${label} must be a single line.`);
  const n = charCount(value);
  if (n < min) invalid(`${label} is required.`);
  if (n > max) invalid(`${label} can be at most ${max} characters.`);
}

/** A list of at most 10 one-line strings of at most max characters each. */
function lines(value: unknown, max: number, label: string, tooMany: string) {
  if (!Array.isArray(value)) invalid(`${label} must be a list.`);
  if (value.length > 10) invalid(tooMany);
  for (const item of value) line(item, 0, max, `Each of the ${label.toLowerCase()}`);
}

function location(value: unknown) {
  if (value === null) return;
  const inRange = (v: unknown, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= -max && v <= max;
  if (!isRecord(value) || Object.keys(value).length !== 2 || !inRange(value.lat, 90) || !inRange(value.lng, 180)) {
    invalid('The location must be empty or a latitude (−90 to 90) and longitude (−180 to 180).');
  }
}

function openingHours(value: unknown) {
  if (!isRecord(value)) invalid('Opening hours must map days to times.');
  for (const [day, slot] of Object.entries(value)) {
    if (!DAYS.includes(day)) invalid(`Unknown day in opening hours: ${day}.`);
    if (slot === null) continue;
    const ok = isRecord(slot) && Object.keys(slot).length === 2 && typeof slot.open === 'string' && typeof slot.close === 'string' && TIME.test(slot.open) && TIME.test(slot.close);
    if (!ok) invalid(`Opening hours for ${day} must be closed or an opening and closing time as HH:MM.`);
  }
}

// Links end up in an href on the public page: empty, or a web address (a host after
// http(s)://), never javascript:, data: or another scheme. The rules' link() demands
// http(s):// and at least one more character; this is stricter, never looser.
const WEB_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
// WhatsApp holds phone numbers (what the form asks for, and the seed writes) or a wa.me link;
// the characters are the rules' [-+0-9 ().].
const PHONE = /^[-+0-9 ().]*[0-9][-+0-9 ().]*$/;
export const BAD_WHATSAPP = 'The WhatsApp number must be a phone number, or a link that starts with http:// or https://.';

function webLink(value: unknown, label: string) {
  line(value, 0, 200, label);
  if (value !== '' && !WEB_LINK.test(value as string)) invalid(BAD_LINK);
}

function socialMedia(value: unknown) {
  if (!isRecord(value)) invalid('Social links must be a map of facebook, instagram and twitter.');
  for (const [key, link] of Object.entries(value)) {
    if (!SOCIAL.includes(key)) invalid(`Unknown social link: ${key}.`);
    webLink(link, `The ${key} link`);
  }
}

/**
 * Checks the content part of a listing (only CONTENT_KEYS; title, address, city and
 * category required) and returns it as it will be stored.
 */
export function validateListingContent(input: unknown): ListingContent {
  if (!isRecord(input)) invalid('The listing is missing. Fill in the form and try again.');
  onlyKeys(input, CONTENT_KEYS, 'listing');
  for (const key of ['title', 'address', 'city', 'category']) {
    if (input[key] === undefined || input[key] === '') invalid(`${key === 'category' ? 'The category' : LABEL[key]} is required.`);
  }
  line(input.title, 1, 120, LABEL.title);
  line(input.address, 1, 200, LABEL.address);
  line(input.city, 1, 80, LABEL.city);
  if (!CATEGORY_LIST.includes(input.category as string)) invalid(`The category must be one of ${CATEGORIES.join(', ')}.`);
  if (input.businessName !== undefined) line(input.businessName, 0, 120, LABEL.businessName);
  if (input.description !== undefined) {
    if (typeof input.description !== 'string') invalid('The description must be text.');
    if (charCount(input.description) > 5000) invalid('The description can be at most 5000 characters.');
  }
  for (const key of ['telephone', 'email']) {
    if (input[key] !== undefined) line(input[key], 0, 200, LABEL[key]);
  }
  if (input.website !== undefined) webLink(input.website, LABEL.website);
  if (input.whatsapp !== undefined) {
    line(input.whatsapp, 0, 200, LABEL.whatsapp);
    const w = input.whatsapp as string;
    if (w !== '' && !WEB_LINK.test(w) && !PHONE.test(w)) invalid(BAD_WHATSAPP);
  }
  if (input.location !== undefined) location(input.location);
  // Set by the dialog from the location or city, never typed: '' (not known) or a real zone.
  if (input.timeZone !== undefined && input.timeZone !== '' && !isTimeZone(input.timeZone)) invalid('The time zone must be an IANA time zone such as America/Chicago.');
  if (input.openingHours !== undefined) openingHours(input.openingHours);
  if (input.priceRange !== undefined && !PRICE_RANGES.includes(input.priceRange as string)) invalid('The price range must be $, $$, $$$ or $$$$.');
  if (input.socialMedia !== undefined) socialMedia(input.socialMedia);
  if (input.images !== undefined) lines(input.images, 1000, 'Images', 'A listing can have at most 10 images.');
  if (input.specialOffers !== undefined) lines(input.specialOffers, 200, 'Special offers', 'A listing can have at most 10 special offers.');
  if (input.dealType !== undefined && input.dealType !== 'Discount') invalid('The deal type must be Discount.');
  // The paid plans' content: the dialog's own checks, first problem first, named by its place.
  const extras = Object.fromEntries(EXTRA_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]));
  const [problem] = Object.entries(extrasErrors(extras));
  if (problem) invalid(`${extrasPlace(problem[0])}: ${problem[1]}`);
  const content: ListingContent = {};
  for (const key of CONTENT_KEYS) if (input[key] !== undefined) content[key] = input[key];
  // Entries rebuilt with their own keys only (nothing else rides along inside a list).
  return { ...content, ...cleanExtras(extras) };
}

const PLACE: Record<string, string> = {
  tagline: 'Tagline',
  videoUrl: 'Video',
  faq: 'FAQ',
  tags: 'Tags',
  menu: 'Menu',
  announcement: 'Announcement',
  deals: 'Deals',
  events: 'Events',
};

/** 'menu.0.items.3.price' → 'Menu (section 1, item 4)', 'faq.1.answer' → 'FAQ (entry 2)'. */
function extrasPlace(path: string): string {
  const [key, ...rest] = path.split('.');
  const [entry, item] = rest.filter((part) => /^\d+$/.test(part)).map((n) => Number(n) + 1);
  if (entry === undefined) return PLACE[key] ?? key;
  return `${PLACE[key] ?? key} (${key === 'menu' ? 'section' : 'entry'} ${entry}${item === undefined ? '' : `, item ${item}`})`;
}

export const BAD_IMAGE = 'Photos must be uploaded with the listing form (or be one of the demo pictures).';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** This project's default Storage bucket, when the runtime says (FIREBASE_CONFIG). */
function projectBucket(): string | undefined {
  try {
    const bucket: unknown = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}').storageBucket;
    return typeof bucket === 'string' && bucket ? bucket : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The rules' ownImages(), for a listing an admin saves: every picture it adds (not already on
 * the listing, `kept`) is a shipped demo picture (/demo/…) or the download URL of an object
 * in one of `folders` (listing-images/{folder}/…: the listing's owner's, and the saving
 * admin's, where the admin dialog uploads) of this project's bucket, from Storage or the
 * local Storage emulator. Anything else (another site, data:, another owner's photos) is
 * refused: a picture on a public page must be one this project stores for this listing.
 */
export function checkImages(images: unknown, folders: readonly string[], kept: unknown = []) {
  if (!Array.isArray(images)) return;
  const old = new Set(Array.isArray(kept) ? kept : []);
  const bucket = projectBucket();
  const host = '(https://firebasestorage\\.googleapis\\.com|http://127\\.0\\.0\\.1:[0-9]{1,5})';
  const path = `/v0/b/${bucket ? escapeRe(bucket) : '[^/\\s]+'}/o/listing-images%2F(${folders.map(escapeRe).join('|')})%2F[^/%\\s]+`;
  const allowed = new RegExp(`^(/demo/[-A-Za-z0-9_.]+|${host}${path})$`);
  for (const image of images) {
    if (!old.has(image) && !(typeof image === 'string' && allowed.test(image))) invalid(BAD_IMAGE);
  }
}
