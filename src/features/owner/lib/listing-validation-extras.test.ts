// The owner's checks of the paid plans' content: messages per field path, blank rows dropped
// and text tidied before saving, nothing typed lost.
import { describe, expect, it } from 'vitest';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { checkListingSubmit, normalizeDraft, validateDraft } from './listing-validation';

const T = Date.UTC(2026, 10, 28);
const valid = (overrides: Partial<ListingDraft> = {}): ListingDraft => ({
  ...emptyDraft(),
  title: 'Ramen Row',
  address: '1 Main St',
  city: 'Portland',
  category: 'Restaurant',
  ...overrides,
});
const errorsOf = (draft: ListingDraft) => {
  const result = validateDraft(draft);
  return result.ok ? {} : result.errors;
};

describe('validateDraft, the paid content', () => {
  it('accepts full content', () => {
    const draft = valid({
      tagline: 'Noodles by hand',
      videoUrl: 'https://vimeo.com/76979871',
      faq: [{ question: 'Parking?', answer: 'Out back.\nFree after 6.' }],
      tags: ['halal'],
      menu: [{ name: 'Noodles', items: [{ name: 'Tonkotsu ramen', description: '', price: 15, dietary: [] }] }],
      announcement: { text: 'New hours', endsAt: T },
      deals: [{ title: 'Happy hour 4–6', type: 'Happy hour', endsAt: null }],
      events: [{ title: 'Tasting', startsAt: T, endsAt: T, description: '' }],
    });
    expect(validateDraft(draft)).toEqual({ ok: true });
  });

  it('names each field that needs a fix', () => {
    const errors = errorsOf(
      valid({
        videoUrl: 'https://www.tiktok.com/@ramen/video/1',
        faq: [{ question: 'Why?', answer: '' }],
        menu: [{ name: 'Mains', items: [{ name: 'Ramen', description: '', price: 1.999, dietary: [] }] }],
        events: [{ title: 'Gig', startsAt: T + 1, endsAt: T, description: '' }],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['events.0.endsAt', 'faq.0.answer', 'menu.0.items.0.price', 'videoUrl']);
  });

  it('refuses a save with those fields, with the check-your-listing toast', () => {
    const result = checkListingSubmit({ emailVerified: true, plan: 'Gold', draft: valid({ tags: ['casino' as never] }) });
    expect(result).toMatchObject({ ok: false, toast: { title: 'Check your listing' }, errors: { tags: 'Choose tags from the list.' } });
  });
});

describe('normalizeDraft, the paid content', () => {
  it('drops blank rows, tidies text and keeps everything typed', () => {
    const draft = normalizeDraft(
      valid({
        tagline: '  Noodles\nby hand ',
        videoUrl: ' https://youtu.be/dQw4w9WgXcQ ',
        faq: [{ question: '', answer: ' ' }, { question: ' Parking? ', answer: ' Out back. ' }, { question: '', answer: 'An answer alone stays' }],
        tags: ['halal', 'halal', 'wifi'],
        menu: [
          { name: '', items: [] },
          { name: 'Mains', items: [{ name: '', description: '', price: null, dietary: [] }, { name: '', description: '', price: 9, dietary: [] }] },
        ],
        announcement: { text: '  ', endsAt: T },
        deals: [{ title: ' ', type: 'Offer', endsAt: null }],
        events: [{ title: 'Gig', startsAt: T, endsAt: T, description: ' Bring friends ' }],
      }),
    );
    expect(draft).toMatchObject({
      tagline: 'Noodles by hand',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      faq: [{ question: 'Parking?', answer: 'Out back.' }, { question: '', answer: 'An answer alone stays' }],
      tags: ['halal', 'wifi'],
      menu: [{ name: 'Mains', items: [{ name: '', description: '', price: 9, dietary: [] }] }],
      announcement: null,
      deals: [],
      events: [{ title: 'Gig', startsAt: T, endsAt: T, description: 'Bring friends' }],
    });
    // What is still wrong is reported, not dropped.
    expect(Object.keys(errorsOf(draft)).sort()).toEqual(['faq.1.question', 'menu.0.items.0.name']);
  });
});
