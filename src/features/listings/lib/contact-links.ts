// Links for the ways a diner can reach a listing that are stored as plain values.
import { isWebLink } from '@shared/listing-fields';

/** A WhatsApp chat link from the owner's value: their own link as given, or wa.me for a number. */
export function whatsAppUrl(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:/i.test(v)) return isWebLink(v) ? v : null;
  const digits = v.replace(/\D/g, '');
  return digits.length >= 3 ? `https://wa.me/${digits}` : null;
}

/** A tel: link for a listed number as people type it ("+1 (555) 010-2000" -> tel:+15550102000). */
export function telUrl(value: string | undefined): string | null {
  const dial = value?.replace(/[^\d+]/g, '') ?? '';
  return dial.replace(/\D/g, '').length >= 3 ? `tel:${dial}` : null;
}
