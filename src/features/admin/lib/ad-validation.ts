// Checks an ad before it is sent. The rules and sentences are those of the createAd/updateAd
// functions (docs/admin.md), from the one module both import (@shared/ad-fields), so a bad
// link is caught on the device without a round trip and nothing the form accepts is refused.
import {
  AD_LIMITS,
  BAD_LINK,
  TITLE_AND_PLACEMENT,
  adFieldErrors,
  firstAdFieldError,
  isAdLink,
  isPlacement as isKnownPlacement,
  tooLong,
  type Placement,
} from '@shared/ad-fields';
import type { AdInput } from '../data/ad-writes';

export const AD_REQUIRED = TITLE_AND_PLACEMENT;
export const LINK_ERROR = BAD_LINK;
/** In characters (code points: an emoji is one), after trimming. */
export const TITLE_MAX = AD_LIMITS.title;
export const TITLE_TOO_LONG = tooLong('title');

export interface AdDraft {
  title: string;
  placement: string;
  description: string;
  ctaText: string;
  ctaLink: string;
  imageUrl: string;
  /** The listing the ad is for, '' for none. */
  advertisedListingId: string;
}

export type AdField = keyof AdDraft;
export type AdErrors = Partial<Record<AdField, string>>;

export const emptyAdDraft = (): AdDraft => ({
  title: '',
  placement: 'homepage-bottom',
  description: '',
  ctaText: '',
  ctaLink: '',
  imageUrl: '',
  advertisedListingId: '',
});

export const isPlacement = (value: string): value is Placement => isKnownPlacement(value);

/**
 * Empty, an absolute http(s) URL, or a path of this site ('/pricing', as the seeded ads use;
 * not '//host', which leaves it, nor a backslash anywhere). Never javascript:, data: or
 * anything else that could run.
 */
export const isHttpLink = (value: string): boolean => isAdLink(value);

/** Field errors for `draft`; empty when it can be sent. */
export function validateAd(draft: Pick<AdDraft, 'title' | 'placement'> & Partial<AdDraft>): AdErrors {
  return adFieldErrors(draft);
}

/** The toast for a refused draft: the missing fields first, then the first field in form order. */
export function firstAdError(errors: AdErrors): string | null {
  return firstAdFieldError(errors);
}

/** What createAd receives: trimmed, with empty optional fields left out (the callable would send them as null). */
export function toAdInput(draft: AdDraft): AdInput {
  const input: AdInput = { title: draft.title.trim(), placement: draft.placement as Placement };
  for (const key of ['description', 'ctaText', 'ctaLink', 'imageUrl', 'advertisedListingId'] as const) {
    const value = draft[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

export const PLACEMENT_LABEL: Record<Placement, string> = {
  'homepage-bottom': 'Homepage (bottom)',
  'listings-top': 'Listings (top)',
  'pricing-page-bottom': 'Pricing page (bottom)',
  'listing-page': 'Listing pages',
};
