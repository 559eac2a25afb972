// A sponsored ad's fields and their checks, written once for both sides: the createAd and
// updateAd functions import this file relatively, the admin's ad form through the @shared
// alias, so a draft the form accepts is never refused by the server and the other way
// round. Lengths are characters (code points: an emoji is one), counted after trimming.
// It imports only its sibling (no packages), so it compiles for the browser and for Node alike.
import { charCount } from './listing-fields.js';

// 'listing-page': a listing's own page, below its main information. Listings whose plan
// includes Hide Google Ads show none there, Hide competitors Ads only their owner's own ads.
export const PLACEMENTS = ['homepage-bottom', 'listings-top', 'pricing-page-bottom', 'listing-page'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/**
 * Every key an ad may be sent with. `advertisedListingId` (optional, '' for none) names the
 * listing the ad is for; the server checks that it exists and stores its owner beside it
 * (`advertisedOwnerId`, never sent), which is how a listing page tells its own owner's ads from
 * another business's.
 */
export const AD_FIELDS = ['title', 'placement', 'description', 'ctaText', 'ctaLink', 'imageUrl', 'isActive', 'advertisedListingId'] as const;

/** The text fields, in the order the form shows them (and a refusal names the first). */
export const AD_TEXT_FIELDS = ['title', 'description', 'ctaText', 'ctaLink', 'imageUrl'] as const;
export type AdTextField = (typeof AD_TEXT_FIELDS)[number];

/** The fields that can be wrong: the texts, the placement and the advertised listing. */
export type AdCheckedField = AdTextField | 'placement' | 'advertisedListingId';

/** The longest each text may be, in characters (code points) after trimming. */
export const AD_LIMITS: Readonly<Record<AdTextField, number>> = {
  title: 120,
  description: 1000,
  ctaText: 100,
  ctaLink: 1000,
  imageUrl: 1000,
};

/** How the refusals name each text. */
export const AD_FIELD_LABELS: Readonly<Record<AdTextField, string>> = {
  title: 'The title',
  description: 'The description',
  ctaText: 'The button text',
  ctaLink: 'The button link',
  imageUrl: 'The image address',
};

export const TITLE_AND_PLACEMENT = 'Title and placement are required.';
// Paths of this site are accepted too (the seeded ads link to '/pricing'), but an admin
// types full addresses, so the sentence names those.
export const BAD_LINK = 'Links must start with http:// or https://.';

/** "The title can be at most 120 characters." */
export const tooLong = (field: AdTextField): string => `${AD_FIELD_LABELS[field]} can be at most ${AD_LIMITS[field]} characters.`;

export const isPlacement = (value: unknown): value is Placement => (PLACEMENTS as readonly unknown[]).includes(value);

export const BAD_LISTING_ID = 'The advertised listing must be a listing id, such as seed-015.';
export const NO_SUCH_LISTING = 'The advertised listing does not exist. Pick one from the list or check the id.';

/** Empty (no listing), or what a Firestore document id may be: at most 128 characters, no slash, not '.' or '..'. */
export function isListingIdShape(value: string): boolean {
  const id = value.trim();
  if (id === '') return true;
  return id.length <= 128 && !/[/\\\s]/.test(id) && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

// An http(s) address with a host, or a path of this site ('/pricing'; not '//host', which
// leaves it). No whitespace and no backslash anywhere: browsers read '\' as '/' in these
// addresses, so '/\host' leads to another site and 'https://a.test\@b.test' is a.test.
// Anything else (javascript:, data:) could run in the page that shows the ad.
const ABSOLUTE = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Empty, an http(s) address the URL parser reads with a host, or a path of this site. */
export function isAdLink(value: string): boolean {
  const link = value.trim();
  if (link === '' || SITE_PATH.test(link)) return true;
  if (!ABSOLUTE.test(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An ad's texts as typed; an optional text left out is empty. */
export type AdTexts = { title: string; placement: string; advertisedListingId?: string } & Partial<Record<Exclude<AdTextField, 'title'>, string>>;

export type AdFieldErrors = Partial<Record<AdCheckedField, string>>;

/** What is wrong with each field of `ad` (texts trimmed first); empty when it can be saved. */
export function adFieldErrors(ad: AdTexts): AdFieldErrors {
  const errors: AdFieldErrors = {};
  for (const field of AD_TEXT_FIELDS) {
    const value = (ad[field] ?? '').trim();
    if (field === 'title' && value === '') errors.title = TITLE_AND_PLACEMENT;
    else if (charCount(value) > AD_LIMITS[field]) errors[field] = tooLong(field);
    else if ((field === 'ctaLink' || field === 'imageUrl') && !isAdLink(value)) errors[field] = BAD_LINK;
  }
  if (!isPlacement(ad.placement)) errors.placement = TITLE_AND_PLACEMENT;
  if (!isListingIdShape(ad.advertisedListingId ?? '')) errors.advertisedListingId = BAD_LISTING_ID;
  return errors;
}

/** The one sentence for refused fields: a missing title or placement first, then the first field in form order. */
export function firstAdFieldError(errors: AdFieldErrors): string | null {
  if (errors.title === TITLE_AND_PLACEMENT || errors.placement) return TITLE_AND_PLACEMENT;
  for (const field of AD_TEXT_FIELDS) {
    const error = errors[field];
    if (error) return error;
  }
  return errors.advertisedListingId ?? null;
}

/** An ad as the listing-page choice reads it. */
export interface ListingPageAdCandidate {
  placement: string;
  isActive: boolean;
  createdAt: number;
  id: string;
  advertisedListingId?: string;
  advertisedOwnerId?: string;
}

/** What a listing's page knows of itself: its id, its owner and what its plan hides. */
export interface AdHost {
  id: string;
  ownerId: string;
  adFree?: unknown;
}

/**
 * May this ad show on `host`'s page? Hide Google Ads ('all'): none. Hide competitors Ads
 * ('competitors'): only an ad for this listing or another listing of the same owner; an ad that
 * names no listing could be anyone's, so it stays off too. Any other adFree: every ad.
 */
export function adAllowedOn(ad: Pick<ListingPageAdCandidate, 'advertisedListingId' | 'advertisedOwnerId'>, host: AdHost): boolean {
  if (host.adFree === 'all') return false;
  if (host.adFree !== 'competitors') return true;
  if (ad.advertisedListingId && ad.advertisedListingId === host.id) return true;
  return !!ad.advertisedOwnerId && !!host.ownerId && ad.advertisedOwnerId === host.ownerId;
}

/** The ad `host`'s page shows: the newest active listing-page ad it allows (as every placement picks), or null. */
export function chooseListingPageAd<T extends ListingPageAdCandidate>(ads: readonly T[], host: AdHost): T | null {
  let best: T | null = null;
  for (const ad of ads) {
    if (ad.placement !== 'listing-page' || !ad.isActive || !adAllowedOn(ad, host)) continue;
    if (!best || ad.createdAt > best.createdAt || (ad.createdAt === best.createdAt && ad.id < best.id)) best = ad;
  }
  return best;
}
