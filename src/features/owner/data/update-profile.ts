// Settings: the owner's name and business, written straight to Firestore profiles/{uid}.
// Profiles are not replicated (the session keeps a snapshot), so this is an online-only
// write: offline it refuses up front instead of queueing a change nobody would see land.
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { useSessionStore } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { withTimeout } from '@/lib/with-timeout';
import { CATEGORIES, type Category } from '@/features/listings';

export interface ProfileSettings {
  fullName: string;
  businessName: string;
  businessType: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileSettings, string>>;

export const OFFLINE_ERROR = "You're offline. Connect to save your settings.";
export const SAVE_ERROR = 'Could not save your settings.';
const TIMEOUT_ERROR = 'The server did not answer. Check your connection and try again.';
const SAVE_TIMEOUT_MS = 15_000;

/** The limits of docs/data-model.md (mirrored by firestore.rules), for inline messages. */
export function validateProfile(input: ProfileSettings): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = input.fullName.trim();
  if (!fullName) errors.fullName = 'Please enter your full name.';
  else if (fullName.length > 100) errors.fullName = 'Your full name can be at most 100 characters.';
  if (input.businessName.trim().length > 120) errors.businessName = 'The business name can be at most 120 characters.';
  if (!(CATEGORIES as readonly string[]).includes(input.businessType)) errors.businessType = 'Please choose a business type.';
  return errors;
}

export const isOnline = () => navigator.onLine !== false && useSyncStore.getState().online;

function saveMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'unavailable') return OFFLINE_ERROR;
  if (code === 'permission-denied') return 'Your account cannot change these settings right now.';
  if (code === 'not-found') return 'Your profile could not be found.';
  return error instanceof Error && error.message === TIMEOUT_ERROR ? TIMEOUT_ERROR : SAVE_ERROR;
}

/**
 * Saves the three fields an owner may change (firestore.rules: fullName, businessName,
 * businessType, plus updatedAt and serverTimestamp, nothing else), then updates the session's
 * profile so the shell greets the new name at once. Throws an Error whose message is fit to show.
 */
export async function updateOwnerProfile(uid: string, input: ProfileSettings): Promise<void> {
  const problem = Object.values(validateProfile(input))[0];
  if (problem) throw new Error(problem);
  if (!isOnline()) throw new Error(OFFLINE_ERROR);
  const fields = {
    fullName: input.fullName.trim(),
    businessName: input.businessName.trim(),
    businessType: input.businessType as Category,
  };
  try {
    // With Firestore's memory cache a write to an unreachable server never settles: bound it.
    await withTimeout(updateDoc(doc(getDb(), 'profiles', uid), { ...fields, updatedAt: Date.now(), serverTimestamp: serverTimestamp() }), SAVE_TIMEOUT_MS, TIMEOUT_ERROR);
  } catch (error) {
    console.error(SAVE_ERROR, error);
    throw new Error(saveMessage(error), { cause: error });
  }
  const session = useSessionStore.getState();
  if (session.user?.uid === uid && session.profile) session.setProfile({ ...session.profile, ...fields });
}
