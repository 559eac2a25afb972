// mailPrefs/{uid}: the kinds of e-mail a user turned off (an e-mail's unsubscribe link adds to
// it too). Read and written online only, like the profile (use-mail-prefs.ts).
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { withTimeout } from '@/lib/with-timeout';
import { isMailCategory, type MailCategory } from '@shared/mail-categories';

export const PREFS_LOAD_ERROR = 'Could not load your e-mail choices.';
export const PREFS_SAVE_ERROR = 'Could not save your e-mail choice. Try again.';
const TIMEOUT_MS = 15_000;

export async function readMailOff(uid: string): Promise<MailCategory[]> {
  const snap = await withTimeout(getDoc(doc(getDb(), 'mailPrefs', uid)), TIMEOUT_MS);
  const off: unknown = snap.get('off');
  return Array.isArray(off) ? off.filter(isMailCategory) : [];
}

export async function writeMailOff(uid: string, off: readonly MailCategory[]): Promise<void> {
  await withTimeout(setDoc(doc(getDb(), 'mailPrefs', uid), { off: [...off], updatedAt: Date.now() }), TIMEOUT_MS);
}
