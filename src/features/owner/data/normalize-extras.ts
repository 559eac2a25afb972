// The paid plans' content of a draft as it is saved: text trimmed (one line where the rules
// want one), rows the owner added and left blank dropped. Anything typed stays, even when it
// is still wrong: validateDraft then names the field instead of the save losing it.
import { EXTRA_KEYS, type ListingExtras } from '@shared/listing-extras';
import type { ListingDraft } from '@/domain/listing';

// Pasted text can carry line breaks an <input> does not show; the rules refuse them.
const oneLine = (s: unknown) => (typeof s === 'string' ? s.replace(/\s*[\r\n]+\s*/g, ' ').trim() : '');
const trimmed = (s: unknown) => (typeof s === 'string' ? s.trim() : '');
const listOf = <T>(v: readonly T[] | undefined): readonly T[] => (Array.isArray(v) ? v : []);
const unique = <T>(v: readonly T[] | undefined): T[] => [...new Set(listOf(v))];

/** The extra keys of a draft, for extrasErrors. */
export const extrasOf = (draft: ListingDraft): ListingExtras => Object.fromEntries(EXTRA_KEYS.map((key) => [key, draft[key]]));

export function normalizeExtras(draft: ListingDraft): Required<ListingExtras> {
  const announcement = draft.announcement ? { text: oneLine(draft.announcement.text), endsAt: draft.announcement.endsAt } : null;
  return {
    tagline: oneLine(draft.tagline),
    videoUrl: trimmed(draft.videoUrl),
    faq: listOf(draft.faq)
      .map((e) => ({ question: oneLine(e.question), answer: trimmed(e.answer) }))
      .filter((e) => e.question || e.answer),
    tags: unique(draft.tags),
    menu: listOf(draft.menu)
      .map((section) => ({
        name: oneLine(section.name),
        items: listOf(section.items)
          .map((item) => ({ name: oneLine(item.name), description: trimmed(item.description), price: item.price ?? null, dietary: unique(item.dietary) }))
          .filter((item) => item.name || item.description || item.price !== null),
      }))
      .filter((section) => section.name || section.items.length > 0),
    // Clearing the text removes the announcement.
    announcement: announcement?.text ? announcement : null,
    deals: listOf(draft.deals)
      .map((deal) => ({ title: oneLine(deal.title), type: deal.type, endsAt: deal.endsAt ?? null }))
      .filter((deal) => deal.title),
    events: listOf(draft.events)
      .map((event) => ({ title: oneLine(event.title), startsAt: event.startsAt, endsAt: event.endsAt, description: trimmed(event.description) }))
      .filter((event) => event.title || event.description),
  };
}
