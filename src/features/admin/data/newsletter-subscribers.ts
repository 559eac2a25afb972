// The newsletter's confirmed subscribers, read from the server when the admin asks (they are not
// copied to the device), and as a CSV file for a mailing tool.
import { collection, getDocs, query, where } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { withTimeout } from '@/lib/with-timeout';

export interface Subscriber {
  email: string;
  confirmedAt: number;
}

export const SUBSCRIBERS_ERROR = 'The subscribers could not be loaded. They need a connection.';

export async function readSubscribers(): Promise<Subscriber[]> {
  try {
    const snap = await withTimeout(getDocs(query(collection(getDb(), 'newsletter'), where('status', '==', 'confirmed'))), 20_000);
    return snap.docs
      .map((d) => ({ email: String(d.get('email') ?? ''), confirmedAt: Number(d.get('confirmedAt') ?? 0) }))
      .filter((s) => s.email)
      .sort((a, b) => b.confirmedAt - a.confirmedAt || a.email.localeCompare(b.email));
  } catch (error) {
    console.error(SUBSCRIBERS_ERROR, error);
    throw new Error(SUBSCRIBERS_ERROR, { cause: error });
  }
}

/** RFC 4180 CSV: a header, one row each; a value starting like a formula is quoted with a ' so a spreadsheet shows it as text. */
export function subscribersCsv(list: readonly Subscriber[]): string {
  const cell = (v: string) => {
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const rows = list.map((s) => [cell(s.email), s.confirmedAt ? new Date(s.confirmedAt).toISOString() : ''].join(','));
  return ['email,confirmed_at', ...rows].join('\r\n') + '\r\n';
}
