// Checks an ad before it is sent, with the same rules and sentences as the createAd/updateAd
// functions (docs/admin.md), so a bad link is caught on the device without a round trip.
import { PLACEMENTS, type Placement } from '@/features/ads';
import type { AdInput } from '../data/ad-writes';

export const AD_REQUIRED = 'Title and placement are required.';
export const LINK_ERROR = 'Links must start with http:// or https://.';
export const TITLE_MAX = 120;
export const TITLE_TOO_LONG = `The title can be at most ${TITLE_MAX} characters.`;

export interface AdDraft {
  title: string;
  placement: string;
  description: string;
  ctaText: string;
  ctaLink: string;
  imageUrl: string;
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
});

export const isPlacement = (value: string): value is Placement => (PLACEMENTS as readonly string[]).includes(value);

/**
 * Empty, an absolute http(s) URL, or a path of this site ('/pricing', as the seeded ads use;
 * not '//host', which leaves it). Never javascript:, data: or anything else that could run.
 */
export function isHttpLink(value: string): boolean {
  const link = value.trim();
  if (!link) return true;
  if (/^\/(?!\/)\S*$/.test(link)) return true;
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Field errors for `draft`; empty when it can be sent. */
export function validateAd(draft: Pick<AdDraft, 'title' | 'placement'> & Partial<AdDraft>): AdErrors {
  const errors: AdErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = AD_REQUIRED;
  else if (title.length > TITLE_MAX) errors.title = TITLE_TOO_LONG;
  if (!isPlacement(draft.placement)) errors.placement = AD_REQUIRED;
  if (draft.ctaLink !== undefined && !isHttpLink(draft.ctaLink)) errors.ctaLink = LINK_ERROR;
  if (draft.imageUrl !== undefined && !isHttpLink(draft.imageUrl)) errors.imageUrl = LINK_ERROR;
  return errors;
}

/** The toast for a refused draft: the missing fields first, then a bad link. */
export function firstAdError(errors: AdErrors): string | null {
  if (errors.title === AD_REQUIRED || errors.placement) return AD_REQUIRED;
  return errors.title ?? errors.ctaLink ?? errors.imageUrl ?? errors.description ?? errors.ctaText ?? null;
}

/** What createAd receives: trimmed, with empty optional fields left out (the callable would send them as null). */
export function toAdInput(draft: AdDraft): AdInput {
  const input: AdInput = { title: draft.title.trim(), placement: draft.placement as Placement };
  for (const key of ['description', 'ctaText', 'ctaLink', 'imageUrl'] as const) {
    const value = draft[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

export const PLACEMENT_LABEL: Record<Placement, string> = {
  'homepage-bottom': 'Homepage (bottom)',
  'listings-top': 'Listings (top)',
  'pricing-page-bottom': 'Pricing page (bottom)',
};
