// How an overridden version reads in the conflict notice: the field's name in a sentence and
// its value as plain text, whatever the field's shape.
import type { ContentKey } from '@shared/listing-fields';
import { TAGS } from '@shared/listing-extras';

const LABELS: Record<ContentKey, string> = {
  title: 'title',
  businessName: 'business name',
  description: 'description',
  address: 'address',
  city: 'city',
  category: 'category',
  location: 'map location',
  timeZone: 'time zone',
  telephone: 'telephone',
  email: 'email',
  website: 'website',
  whatsapp: 'WhatsApp number',
  openingHours: 'opening hours',
  priceRange: 'price range',
  socialMedia: 'social links',
  images: 'photos',
  specialOffers: 'special offers',
  dealType: 'deal type',
  tagline: 'tagline',
  videoUrl: 'video link',
  faq: 'questions and answers',
  tags: 'tags',
  menu: 'menu',
  announcement: 'announcement',
  deals: 'deals',
  events: 'events',
};

const PLURAL = new Set<ContentKey>(['openingHours', 'socialMedia', 'images', 'specialOffers', 'faq', 'tags', 'deals', 'events']);

/** "the other description was" / "the other opening hours were". */
export function otherVersionLead(field: ContentKey): string {
  return `the other ${LABELS[field] ?? field} ${PLURAL.has(field) ? 'were' : 'was'}`;
}

export const fieldLabel = (field: ContentKey) => LABELS[field] ?? field;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One entry of a list: a question, a menu section with its size, a deal's or an event's title. */
function entryText(entry: unknown): string {
  if (!isRecord(entry)) return String(entry);
  if (typeof entry.question === 'string') return entry.question;
  if (typeof entry.name === 'string' && Array.isArray(entry.items)) return `${entry.name} (${entry.items.length} ${entry.items.length === 1 ? 'item' : 'items'})`;
  if (typeof entry.title === 'string') return entry.title;
  return Object.values(entry).filter((v) => typeof v === 'string' && v).join(', ') || '(empty)';
}

/** The value as the owner would recognise it. */
export function describeValue(field: ContentKey, value: unknown): string {
  if (field === 'images' && Array.isArray(value)) return value.length === 1 ? '1 photo' : `${value.length} photos`;
  if (field === 'tags' && Array.isArray(value)) return value.length ? value.map((t) => TAGS[t as keyof typeof TAGS] ?? String(t)).join(' · ') : '(none)';
  if (Array.isArray(value)) return value.length ? value.map(entryText).join(' · ') : '(none)';
  if (field === 'announcement') return isRecord(value) && typeof value.text === 'string' ? value.text : '(none)';
  if (field === 'location') {
    if (!isRecord(value) || typeof value.lat !== 'number' || typeof value.lng !== 'number') return '(no location)';
    return `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}`;
  }
  if (isRecord(value)) {
    const parts = Object.entries(value).flatMap(([key, v]) => {
      if (field === 'openingHours') return [isRecord(v) && v.open && v.close ? `${key} ${String(v.open)}–${String(v.close)}` : `${key} closed`];
      return typeof v === 'string' && v ? [`${key}: ${v}`] : [];
    });
    return parts.length ? parts.join(', ') : '(none)';
  }
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return value === null || value === undefined ? '(empty)' : String(value);
}
