import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/firebase/app', () => ({ getDb: () => ({}) }));
const { subscribersCsv } = await import('./newsletter-subscribers');

describe('subscribersCsv', () => {
  it('a header and one row per subscriber, CRLF line ends, ISO dates', () => {
    expect(subscribersCsv([{ email: 'ana@x.test', confirmedAt: Date.UTC(2026, 10, 1) }])).toBe('email,confirmed_at\r\nana@x.test,2026-11-01T00:00:00.000Z\r\n');
  });

  it('quotes commas and quotes, and keeps a spreadsheet from running a formula', () => {
    const csv = subscribersCsv([
      { email: '"odd,one"@x.test', confirmedAt: 0 },
      { email: '=HYPERLINK("http://evil")@x.test', confirmedAt: 0 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['"""odd,one""@x.test",', `"'=HYPERLINK(""http://evil"")@x.test",`]);
  });
});
