// A new listing's typed fields, kept in this tab while the owner steps away (say, to Pricing to
// choose a plan) and put back when they open the dialog again. Session storage: gone with the
// tab, so a shared computer does not keep it. Picked photos are files and cannot be kept.
import { emptyDraft, type ListingDraft } from '@/domain/listing';

const PREFIX = 'forkful:listing-draft:';

/** The saved fields whose type matches the draft's (anything else is dropped, not trusted). */
export function readSavedDraft(key: string): Partial<ListingDraft> {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
  } catch {
    return {};
  }
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
  const shape = emptyDraft() as unknown as Record<string, unknown>;
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  return Object.fromEntries(
    Object.entries(saved).filter(([k, v]) => k in shape && (kind(v) === kind(shape[k]) || (k === 'location' && kind(v) === 'object'))),
  ) as Partial<ListingDraft>;
}

export function writeSavedDraft(key: string, draft: ListingDraft) {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the dialog still holds everything while it is open.
  }
}

export function clearSavedDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}
