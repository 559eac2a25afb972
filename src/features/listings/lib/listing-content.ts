// What of a listing's paid content shows at a given moment, and how its dates and prices read.
// The catalogue entry holds only what the owner's plan includes (the server decides); here the
// device's clock decides what has ended, so an ended notice or deal is gone offline too.
import type { Announcement, Deal, DealType, ListingEvent, ListingExtras } from '@shared/listing-extras';
import type { CatalogListing } from '../data/catalog-schema';

/** A catalogue entry with the content paid plans add (each key absent when not published). */
export type ListingContent = CatalogListing & ListingExtras;

/** The announcement while it runs (its end is after `now`), else null. */
export function activeAnnouncement(listing: ListingExtras, now: number): Announcement | null {
  const a = listing.announcement;
  return a && a.text.trim() && a.endsAt > now ? a : null;
}

export interface ShownDeal {
  title: string;
  type: DealType | string;
  endsAt: number | null;
}

/**
 * The deals still running, soonest ending first (open-ended last), then the older plain
 * offers (text only, one type for all) that devices not yet updated may still hold.
 */
export function currentDeals(listing: ListingContent, now: number): ShownDeal[] {
  const all = listing.deals ?? [];
  const deals = all.filter((d: Deal) => d.title.trim() && (d.endsAt === null || d.endsAt > now));
  deals.sort((a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity));
  // An offer the owner has since written as a deal (ended ones too) is that deal, not another.
  const titles = new Set(all.map((d) => d.title.trim().toLowerCase()));
  const legacy = (listing.specialOffers ?? [])
    .filter((text) => text.trim() && !titles.has(text.trim().toLowerCase()))
    .map((title) => ({ title, type: listing.dealType?.trim() || 'Offer', endsAt: null }));
  return [...deals, ...legacy];
}

/** Events that have not ended, soonest first. */
export function upcomingEvents(listing: ListingExtras, now: number): ListingEvent[] {
  return (listing.events ?? []).filter((e) => e.title.trim() && e.endsAt > now).sort((a, b) => a.startsAt - b.startsAt);
}

/** The next moment something shown here ends (a re-render then hides it), or null. */
export function nextEnding(listing: ListingContent, now: number): number | null {
  const ends = [
    activeAnnouncement(listing, now)?.endsAt,
    ...currentDeals(listing, now).map((d) => d.endsAt),
    ...upcomingEvents(listing, now).map((e) => e.endsAt),
  ].filter((t): t is number => typeof t === 'number' && t > now);
  return ends.length ? Math.min(...ends) : null;
}

let usd: Intl.NumberFormat | undefined;

/** 12.5 → "$12.50"; null (no price given) → ''. */
export function formatPrice(price: number | null | undefined): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return '';
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format(price);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string | undefined, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const id = `${zone ?? ''}|${key}`;
  let f = formats.get(id);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone || undefined });
    } catch {
      // An unknown zone (bad data) reads in the device's zone rather than breaking the page.
      f = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(id, f);
  }
  return f;
}

const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** "Mon, Dec 1" in the listing's time zone. */
export function formatDay(t: number, zone?: string): string {
  return formatIn(zone, DAY, 'day').format(t);
}

/** "Ends Mon, Dec 1" (the day in the listing's zone). */
export function formatEnds(t: number, zone?: string): string {
  return `Ends ${formatDay(t, zone)}`;
}

/** The zone's short name ("PST") when it is not the device's own, else ''. */
function zoneNote(t: number, zone?: string): string {
  if (!zone || zone === Intl.DateTimeFormat().resolvedOptions().timeZone) return '';
  const part = formatIn(zone, { timeZoneName: 'short' }, 'zone')
    .formatToParts(t)
    .find((p) => p.type === 'timeZoneName');
  return part ? ` ${part.value}` : '';
}

/**
 * When an event happens, in the listing's time zone: "Sat, Dec 6 · 7:00 PM – 10:00 PM", or
 * with both days when it ends on another one; the zone's name when the diner is elsewhere.
 */
export function formatEventWhen(event: Pick<ListingEvent, 'startsAt' | 'endsAt'>, zone?: string): string {
  const time = formatIn(zone, TIME, 'time');
  const startDay = formatDay(event.startsAt, zone);
  const endDay = formatDay(event.endsAt, zone);
  const end = endDay === startDay ? time.format(event.endsAt) : `${endDay}, ${time.format(event.endsAt)}`;
  return `${startDay} · ${time.format(event.startsAt)} – ${end}${zoneNote(event.startsAt, zone)}`;
}

/** Whether an event is on at `now` (started, not ended). */
export const isHappening = (event: ListingEvent, now: number) => event.startsAt <= now && now < event.endsAt;

/** Whether the listing has anything for the sections below the fold (their chunk loads only then). */
export function hasBelowFold(listing: ListingContent): boolean {
  return !!(
    listing.deals?.length ||
    listing.specialOffers?.length ||
    listing.events?.length ||
    listing.menu?.length ||
    listing.videoUrl ||
    listing.faq?.length
  );
}
