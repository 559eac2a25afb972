// The owner's listing form checks, pure so they are easy to test. validateDraft mirrors every
// limit of validListing() in firestore.rules: a draft that passes here is never refused by the
// server after it has been queued offline (the owner would only learn of it much later).
import { CATEGORIES, PRICE_RANGES, WEEKDAYS } from '@/features/listings';
import { activePackage, type PlanName } from '@/stores/session-store';
import type { ToastAction } from '@/stores/toast-store';
import { LIMITS, LINK_ERROR, REQUIRED_CONTENT_KEYS, SOCIAL_KEYS, TEXT_LIMITS, WHATSAPP_ERROR, charCount, isWebLink, isWhatsApp } from '@shared/listing-fields';
import type { ListingDraft } from '@/domain/listing';
import { extrasOf, normalizeExtras } from '../data/normalize-extras';
import { extrasErrors } from '@shared/listing-extras';
import { isTimeZone } from '@shared/time-zone';

export interface FormToast {
  title: string;
  description: string;
  variant: 'destructive';
  action?: ToastAction;
}

const problem = (title: string, description: string, action?: ToastAction): FormToast => ({ title, description, variant: 'destructive', ...(action && { action }) });

// The product's wording, verbatim.
export const EMAIL_NOT_VERIFIED = problem('Email verification required', 'Please verify your email before adding listings.');
export const MISSING_INFORMATION = problem('Missing Information', 'Please fill out all required fields (*).');
export const NO_ACTIVE_PACKAGE = problem('No Active Package', 'Please select a subscription package before adding a listing.', { label: 'Go to Pricing', to: '/pricing' });
export const OFFER_LIMIT = problem('Offer limit reached', 'You can add a maximum of 10 offers.');
export const IMAGE_LIMIT = problem('Image limit reached', 'You can upload a maximum of 10 images.');
// Our own wording: the product has none for these.
export const ONLY_IMAGES = problem('Only images', 'Only photos can be added (SVG drawings are not accepted).');
export const INVALID_INFORMATION = problem('Check your listing', 'Some fields need a fix before saving: see the highlighted fields.');
export const OFFER_TOO_LONG = problem('Offer too long', `An offer can be at most ${LIMITS.offer} characters.`);
// The admin's own first check (the admin assigns every listing to an owner).
export const ADMIN_MISSING_INFO = problem('Missing Info', 'Title and an assigned Owner are required.');

export const REQUIRED_FIELDS = REQUIRED_CONTENT_KEYS satisfies readonly (keyof ListingDraft)[];
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const NEWLINE = /[\r\n]/;

/**
 * Error keys are draft fields, or 'socialMedia.facebook', 'openingHours.mon', 'specialOffers.2',
 * and for the paid plans' content the paths of extrasErrors ('faq.2.answer', 'menu.0.items.3.price').
 */
export type FieldErrors = Partial<Record<keyof ListingDraft | string, string>>;
export type DraftCheck = { ok: true } | { ok: false; missing: (keyof ListingDraft)[]; errors: FieldErrors };

// The rules count characters (code points), not UTF-16 units: an emoji is one.
const length = charCount;
const tooLong = (max: number) => `Use at most ${max} characters.`;
const ONE_LINE = 'Use a single line.';

function lineError(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return 'Enter text.';
  if (NEWLINE.test(value)) return ONE_LINE;
  if (length(value) > max) return tooLong(max);
  return undefined;
}

const REQUIRED_MESSAGE: Record<(typeof REQUIRED_FIELDS)[number], string> = {
  title: 'Enter the name of your place.',
  address: 'Enter the street address.',
  city: 'Enter the city.',
  category: 'Choose a category.',
};

export function validateDraft(draft: ListingDraft): DraftCheck {
  const errors: FieldErrors = {};
  const missing: (keyof ListingDraft)[] = [];
  const set = (key: string, message: string | undefined) => {
    if (message && !errors[key]) errors[key] = message;
  };

  for (const key of REQUIRED_FIELDS) {
    const value = draft[key];
    if (typeof value !== 'string' || value.trim() === '') {
      missing.push(key);
      set(key, REQUIRED_MESSAGE[key]);
    }
  }
  for (const [key, max] of Object.entries(TEXT_LIMITS)) set(key, lineError(draft[key as keyof typeof TEXT_LIMITS], max));
  // Links end up in an href on the public page: only web addresses (never javascript: or data:).
  if (typeof draft.website === 'string' && !isWebLink(draft.website)) set('website', LINK_ERROR);
  if (typeof draft.whatsapp === 'string' && !isWhatsApp(draft.whatsapp)) set('whatsapp', WHATSAPP_ERROR);
  if (typeof draft.description !== 'string') set('description', 'Enter text.');
  else if (length(draft.description) > LIMITS.description) set('description', tooLong(LIMITS.description));
  if (!(CATEGORIES as readonly string[]).includes(draft.category)) set('category', REQUIRED_MESSAGE.category);
  if (!(PRICE_RANGES as readonly string[]).includes(draft.priceRange)) set('priceRange', 'Choose a price range.');
  if (draft.dealType !== 'Discount') set('dealType', 'Unknown deal type.');
  set('location', locationError(draft.location));

  const hours = draft.openingHours ?? {};
  if (Object.keys(hours).some((day) => !(WEEKDAYS as readonly string[]).includes(day))) set('openingHours', 'Unknown day in opening hours.');
  for (const day of WEEKDAYS) {
    const slot = hours[day];
    if (slot === undefined || slot === null) continue;
    const valid = typeof slot === 'object' && Object.keys(slot).length === 2 && TIME.test(String(slot.open)) && TIME.test(String(slot.close));
    if (!valid) set(`openingHours.${day}`, 'Enter opening and closing times between 00:00 and 23:59.');
  }

  const social = (draft.socialMedia ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(social)) {
    if (!(SOCIAL_KEYS as readonly string[]).includes(key)) set('socialMedia', `Unknown social link “${key}”.`);
    else set(`socialMedia.${key}`, lineError(social[key], LIMITS.social) ?? (isWebLink(String(social[key])) ? undefined : LINK_ERROR));
  }

  const images = draft.images;
  if (!Array.isArray(images) || images.length > LIMITS.images) set('images', IMAGE_LIMIT.description);
  else if (images.some((url) => lineError(url, LIMITS.imageUrl))) set('images', 'A photo address is not valid.');

  const offers = draft.specialOffers;
  if (!Array.isArray(offers) || offers.length > LIMITS.offers) set('specialOffers', OFFER_LIMIT.description);
  else offers.forEach((offer, i) => set(`specialOffers.${i}`, lineError(offer, LIMITS.offer)));

  // Tagline, video, FAQ, tags, menu, announcement, deals, events: the shared checks, which the
  // catalogue projection applies too (what fails here would never be published).
  for (const [path, message] of Object.entries(extrasErrors(extrasOf(draft)))) set(path, message);

  return missing.length === 0 && Object.keys(errors).length === 0 ? { ok: true } : { ok: false, missing, errors };
}

const inRange = (v: unknown, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= -max && v <= max;
function locationError(location: ListingDraft['location']): string | undefined {
  if (location == null || (Object.keys(location).length === 2 && inRange(location.lat, 90) && inRange(location.lng, 180))) return undefined;
  return 'The detected location is not valid: clear it and try again.';
}

// Pasted text can carry line breaks an <input> does not show; the rules refuse them.
const oneLine = (s: unknown) => (typeof s === 'string' ? s.replace(/\s*[\r\n]+\s*/g, ' ').trim() : '');

/** What is saved: trimmed, one-line where the rules want one line, no empty links, offers or rows. */
export function normalizeDraft(draft: ListingDraft): ListingDraft {
  const social: ListingDraft['socialMedia'] = {};
  for (const key of SOCIAL_KEYS) {
    const value = oneLine(draft.socialMedia?.[key]);
    if (value) social[key] = value;
  }
  return {
    title: oneLine(draft.title),
    businessName: oneLine(draft.businessName),
    description: typeof draft.description === 'string' ? draft.description.trim() : '',
    address: oneLine(draft.address),
    city: oneLine(draft.city),
    category: draft.category,
    location: draft.location ?? null,
    // Kept as it was; the dialog sets it from the location or city as it saves (use-listing-form).
    timeZone: isTimeZone(draft.timeZone) ? draft.timeZone : '',
    telephone: oneLine(draft.telephone),
    email: oneLine(draft.email),
    website: oneLine(draft.website),
    whatsapp: oneLine(draft.whatsapp),
    // A day left undefined means "not listed": drop the key (Firestore refuses undefined).
    openingHours: Object.fromEntries(Object.entries(draft.openingHours ?? {}).filter(([, slot]) => slot !== undefined)),
    priceRange: draft.priceRange,
    socialMedia: social,
    images: (draft.images ?? []).filter((url) => typeof url === 'string' && url.trim() !== ''),
    specialOffers: (draft.specialOffers ?? []).map(oneLine).filter(Boolean),
    dealType: 'Discount',
    ...normalizeExtras(draft),
  };
}

/** Who may save: a verified email, then a package. null = allowed. */
interface OwnerGateInput {
  emailVerified: boolean;
  plan: PlanName | null | undefined;
  /** When the plan ends (epoch ms); null or absent = never. The rules refuse saves after it. */
  packageExpiresAt?: number | null;
  now?: number;
}

export function checkOwnerCanSave({ emailVerified, plan, packageExpiresAt = null, now = Date.now() }: OwnerGateInput): FormToast | null {
  if (!emailVerified) return EMAIL_NOT_VERIFIED;
  if (!activePackage({ package: plan ?? null, packageExpiresAt }, now)) return NO_ACTIVE_PACKAGE;
  return null;
}

export type SubmitCheck =
  | { ok: true; draft: ListingDraft }
  | { ok: false; toast: FormToast; errors?: FieldErrors };

/**
 * Every check of a save, in the product's order: email, then required fields (and the rules'
 * limits), then package. On success, the normalized draft to save.
 */
export function checkListingSubmit(input: OwnerGateInput & { draft: ListingDraft }): SubmitCheck {
  if (!input.emailVerified) return { ok: false, toast: EMAIL_NOT_VERIFIED };
  const draft = normalizeDraft(input.draft);
  const check = validateDraft(draft);
  if (!check.ok) return { ok: false, toast: check.missing.length > 0 ? MISSING_INFORMATION : INVALID_INFORMATION, errors: check.errors };
  const gate = checkOwnerCanSave(input);
  if (gate) return { ok: false, toast: gate };
  return { ok: true, draft };
}

/** Error key of the admin's owner selector. */
export const OWNER_FIELD = 'ownerId';

/**
 * An admin's save: title and owner first, then the same content checks an owner gets. No email
 * or package gate: those are about the owner's own account, not the admin's.
 */
export function checkAdminSubmit(input: { ownerId: string | null | undefined; draft: ListingDraft }): SubmitCheck {
  const draft = normalizeDraft(input.draft);
  const errors: FieldErrors = {};
  if (!input.ownerId) errors[OWNER_FIELD] = 'Choose the owner of this listing.';
  if (!draft.title) errors.title = 'Enter the name of the place.';
  if (Object.keys(errors).length > 0) return { ok: false, toast: ADMIN_MISSING_INFO, errors };
  const check = validateDraft(draft);
  if (!check.ok) return { ok: false, toast: check.missing.length > 0 ? MISSING_INFORMATION : INVALID_INFORMATION, errors: check.errors };
  return { ok: true, draft };
}

/** Adds one offer (trimmed, one line); blank text is a no-op. */
export function addOffer(offers: readonly string[], text: string): { offers: string[] } | { error: FormToast } {
  const offer = oneLine(text);
  if (!offer) return { offers: [...offers] };
  if (offers.length >= LIMITS.offers) return { error: OFFER_LIMIT };
  if (length(offer) > LIMITS.offer) return { error: OFFER_TOO_LONG };
  return { offers: [...offers, offer] };
}

export interface ImageIntake {
  /** The image files that fit under the limit, in the order given. */
  accepted: File[];
  rejectedNonImages: number;
  /** Some images did not fit: the listing would have had more than 10 photos. */
  overLimit: boolean;
}

/** Sorts picked or dropped files: images only, and at most 10 photos in all. */
export function acceptImages(currentCount: number, files: readonly File[]): ImageIntake {
  // Photos are re-encoded on the device before upload (HEIC from a phone included), but an SVG
  // would pass through as it is, and Storage refuses it: it can carry script.
  const images = files.filter((file) => file.type.startsWith('image/') && file.type !== 'image/svg+xml');
  const room = Math.max(0, LIMITS.images - currentCount);
  return { accepted: images.slice(0, room), rejectedNonImages: files.length - images.length, overLimit: images.length > room };
}

/** The one toast for an intake (one toast shows at a time: the limit matters more). */
export function imageIntakeToast(intake: ImageIntake): FormToast | null {
  if (intake.overLimit) return IMAGE_LIMIT;
  if (intake.rejectedNonImages > 0) return ONLY_IMAGES;
  return null;
}
