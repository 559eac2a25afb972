// The paid plans' listing content as the dialog edits it: read with empty defaults (a listing
// saved before these fields existed has none of them) and written through the form's setField.
import type { Announcement, Deal, FaqEntry, ListingEvent, ListingExtras, MenuSection, TagId } from '@shared/listing-extras';
import type { ListingForm } from './use-listing-form';

export interface ExtrasDraft {
  tagline: string;
  videoUrl: string;
  faq: FaqEntry[];
  tags: TagId[];
  menu: MenuSection[];
  announcement: Announcement | null;
  deals: Deal[];
  events: ListingEvent[];
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The extras of the form's draft, each with its empty default. */
export function extrasOf(form: Pick<ListingForm, 'draft'>): ExtrasDraft {
  const raw = form.draft as unknown as ListingExtras;
  return {
    tagline: typeof raw.tagline === 'string' ? raw.tagline : '',
    videoUrl: typeof raw.videoUrl === 'string' ? raw.videoUrl : '',
    faq: list(raw.faq),
    tags: list(raw.tags),
    menu: list(raw.menu),
    announcement: raw.announcement && typeof raw.announcement === 'object' ? raw.announcement : null,
    deals: list(raw.deals),
    events: list(raw.events),
  };
}

/** Sets one extra (and clears its errors, as setField does for every field). */
export function setExtra<K extends keyof ExtrasDraft>(form: Pick<ListingForm, 'setField'>, key: K, value: ExtrasDraft[K]): void {
  (form.setField as (key: string, value: unknown) => void)(key, value);
}

/** Moves entry `from` one place up (-1) or down (+1); out of range is a no-op. */
export function move<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Replaces entry `index` with `patch` merged in. */
export const patchAt = <T>(items: readonly T[], index: number, patch: Partial<T>): T[] => items.map((item, i) => (i === index ? { ...item, ...patch } : item));

export const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** Whether any error key lies under one of these field prefixes ('faq' matches 'faq.2.answer'). */
export const hasErrorUnder = (errors: Record<string, unknown>, prefixes: readonly string[]): boolean =>
  Object.keys(errors).some((key) => prefixes.some((p) => key === p || key.startsWith(`${p}.`)));
