// The fields of a sponsored ad, checked the same way on create and on the result of an
// update. The rules (placements, lengths, links) are ../common/ad-fields.ts, which the
// admin's ad form checks with too; this file adds what only a request can get wrong (types).
import { AD_FIELD_LABELS, BAD_LISTING_ID, adFieldErrors, firstAdFieldError, type AdTextField, type Placement } from '../common/ad-fields.js';
import { invalid } from './input.js';

export { AD_FIELDS, BAD_LINK, BAD_LISTING_ID, NO_SUCH_LISTING, PLACEMENTS, TITLE_AND_PLACEMENT } from '../common/ad-fields.js';

export interface AdFields {
  title: string;
  placement: Placement;
  description: string;
  ctaText: string;
  ctaLink: string;
  imageUrl: string;
  isActive: boolean;
  /** '' when the ad names no listing. Its existence is checked against the database (ads.ts). */
  advertisedListingId: string;
}

/** An optional text as sent: absent or null is empty, anything but text is refused. */
function text(value: unknown, field: AdTextField): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') invalid(`${AD_FIELD_LABELS[field]} must be text.`);
  return value;
}

/** Validates a whole ad (missing optional texts become ''; isActive defaults to true). */
export function validateAd(input: Record<string, unknown>): AdFields {
  // A title that is not text counts as missing, like an empty one.
  const title = typeof input.title === 'string' ? input.title : '';
  const placement = typeof input.placement === 'string' ? input.placement : '';
  if (input.isActive !== undefined && typeof input.isActive !== 'boolean') invalid('Choose whether the ad is active.');
  const texts = {
    title,
    description: text(input.description, 'description'),
    ctaText: text(input.ctaText, 'ctaText'),
    ctaLink: text(input.ctaLink, 'ctaLink'),
    imageUrl: text(input.imageUrl, 'imageUrl'),
  };
  const listing = input.advertisedListingId;
  if (listing !== undefined && listing !== null && typeof listing !== 'string') invalid(BAD_LISTING_ID);
  const advertisedListingId = (listing ?? '').trim();
  const problem = firstAdFieldError(adFieldErrors({ ...texts, placement, advertisedListingId }));
  if (problem) invalid(problem);
  return {
    title: texts.title.trim(),
    placement: placement as Placement,
    description: texts.description.trim(),
    ctaText: texts.ctaText.trim(),
    ctaLink: texts.ctaLink.trim(),
    imageUrl: texts.imageUrl.trim(),
    isActive: (input.isActive as boolean | undefined) ?? true,
    advertisedListingId,
  };
}
