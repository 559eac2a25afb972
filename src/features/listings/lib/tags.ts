// The tag vocabulary as the directory shows and filters it: ids in data and URLs, labels on screen.
import { TAG_IDS, TAGS, type TagId } from '@shared/listing-extras';

export { TAG_IDS, TAGS, type TagId };

const KNOWN: ReadonlySet<string> = new Set(TAG_IDS);

export const isTag = (value: string): value is TagId => KNOWN.has(value);

/** A URL value ("vegan-options,wifi") as known tags in the vocabulary's order; unknown ids are dropped. */
export function toTags(value: string | null | undefined): TagId[] {
  if (!value) return [];
  const wanted = new Set(value.split(',').map((v) => v.trim().toLowerCase()));
  return TAG_IDS.filter((id) => wanted.has(id));
}

/** A listing's known tags, in the vocabulary's order (stored order may vary; bad entries skipped). */
export function tagsOf(tags: readonly string[] | undefined): TagId[] {
  if (!tags?.length) return [];
  const set = new Set(tags);
  return TAG_IDS.filter((id) => set.has(id));
}

/** Whether a listing has every one of `wanted` (AND: each tag chosen narrows the results). */
export function hasAllTags(tags: readonly string[] | undefined, wanted: readonly TagId[]): boolean {
  if (!wanted.length) return true;
  if (!tags?.length) return false;
  return wanted.every((t) => tags.includes(t));
}
