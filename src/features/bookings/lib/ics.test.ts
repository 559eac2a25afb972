import { describe, expect, it } from 'vitest';
import type { Booking } from '../data/booking';
import { bookingIcs, escapeText, foldLine, icsFileName } from './ics';

const booking: Booking = {
  id: 'b1',
  listingId: 'seed-001',
  listingTitle: 'Café Olé; Bar, Grill',
  ownerId: 'o',
  dinerUid: 'd',
  name: 'Ana',
  email: 'ana@example.com',
  phone: '',
  partySize: 4,
  start: Date.UTC(2026, 11, 5, 18, 30),
  end: Date.UTC(2026, 11, 5, 20, 0),
  timeZone: 'Europe/Madrid',
  note: 'Window seat\nplease',
  status: 'accepted',
  createdAt: 0,
  updatedAt: 0,
};

describe('bookingIcs', () => {
  const ics = bookingIcs(booking, { origin: 'https://forkful.example', now: Date.UTC(2026, 10, 29, 9, 0, 5) });
  const unfolded = ics.replace(/\r\n /g, '');

  it('writes one event in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    expect(unfolded).toContain('DTSTART:20261205T183000Z\r\n');
    expect(unfolded).toContain('DTEND:20261205T200000Z\r\n');
    expect(unfolded).toContain('DTSTAMP:20261129T090005Z\r\n');
    expect(unfolded).toContain('UID:booking-b1@forkful.example\r\n');
  });

  it('escapes text and keeps the note', () => {
    expect(unfolded).toContain('SUMMARY:Table at Café Olé\\; Bar\\, Grill\r\n');
    expect(unfolded).toContain('DESCRIPTION:Booking for 4 under Ana.\\nNote: Window seat\\nplease\r\n');
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('names the file after the place', () => {
    expect(icsFileName(booking)).toBe('caf-ol-bar-grill.ics');
  });
});
