// The fields of a sponsored ad, checked the same way on create and on the result of an update.
import { charCount, invalid } from './input.js';

export const PLACEMENTS = ['homepage-bottom', 'listings-top', 'pricing-page-bottom'] as const;
export const AD_FIELDS = ['title', 'placement', 'description', 'ctaText', 'ctaLink', 'imageUrl', 'isActive'] as const;

export const TITLE_AND_PLACEMENT = 'Title and placement are required.';
// The sentence of docs/admin.md. Paths of this site are accepted too (the seeded ads link to
// '/pricing'), but an admin types full addresses, so the sentence names those.
export const BAD_LINK = 'Links must start with http:// or https://.';

export interface AdFields {
  title: string;
  placement: (typeof PLACEMENTS)[number];
  description: string;
  ctaText: string;
  ctaLink: string;
  imageUrl: string;
  isActive: boolean;
}

// A web address, or a path of this site ('/pricing'; not '//host', which leaves it, nor a
// backslash anywhere in a path: browsers read '/\\host' as '//host'). Anything else
// (javascript:, data:) could run in the page that shows the ad.
const LINK = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s\\]*)$/i;

function text(value: unknown, max: number, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') invalid(`${label} must be text.`);
  if (charCount(value.trim()) > max) invalid(`${label} can be at most ${max} characters.`);
  return value.trim();
}

function link(value: unknown, label: string): string {
  const s = text(value, 1000, label);
  if (s !== '' && !LINK.test(s)) invalid(BAD_LINK);
  return s;
}

/** Validates a whole ad (missing optional texts become ''; isActive defaults to true). */
export function validateAd(input: Record<string, unknown>): AdFields {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title || !(PLACEMENTS as readonly unknown[]).includes(input.placement)) invalid(TITLE_AND_PLACEMENT);
  if (charCount(title) > 120) invalid('The title can be at most 120 characters.');
  if (input.isActive !== undefined && typeof input.isActive !== 'boolean') invalid('Choose whether the ad is active.');
  return {
    title,
    placement: input.placement as AdFields['placement'],
    description: text(input.description, 1000, 'The description'),
    ctaText: text(input.ctaText, 100, 'The button text'),
    ctaLink: link(input.ctaLink, 'The button link'),
    imageUrl: link(input.imageUrl, 'The image address'),
    isActive: input.isActive ?? true,
  };
}
