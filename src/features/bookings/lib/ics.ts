// An accepted booking as an iCalendar file (RFC 5545), for the diner's calendar app: times in
// UTC, text escaped, lines folded at 75 octets, CRLF line ends.
import type { Booking } from '../data/booking';

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line longer than 75 octets (UTF-8) into continuation lines that start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingIcs(booking: Booking, { origin, now = Date.now() }: { origin: string; now?: number }): string {
  const host = new URL(origin).host || 'forkful.app';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Forkful//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(booking.start)}`,
    `DTEND:${utc(booking.end > booking.start ? booking.end : booking.start + 3_600_000)}`,
    `SUMMARY:${escapeText(`Table at ${booking.listingTitle || 'the restaurant'}`)}`,
    `DESCRIPTION:${escapeText(`Booking for ${booking.partySize} under ${booking.name}.${booking.note ? `\nNote: ${booking.note}` : ''}`)}`,
    `URL:${origin}/listing/${encodeURIComponent(booking.listingId)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export const icsFileName = (booking: Booking) => `${(booking.listingTitle || 'booking').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'booking'}.ics`;
