// Sends a diner's question to a listing's owner (the Lead Form): at once when online; offline,
// or when the connection fails on the way, it waits in the device's outbox and goes once the
// connection is back, under the id made here (stored once, e-mailed once).
import { putInOutbox, type OutboxSender } from '@/lib/outbox';
import { withTimeout } from '@/lib/with-timeout';
import { toast } from '@/stores/toast-store';
import type { LeadInput } from '@shared/message-fields';

export const LEAD_KIND = 'lead';
const SEND_TIMEOUT_MS = 15_000;

export interface LeadPayload extends LeadInput {
  listingId: string;
  /** For the "sent" toast of a question the outbox sends later. */
  listingTitle: string;
  /** The form's hidden honeypot field: people leave it empty. */
  website: string;
}

export type LeadOutcome = { status: 'sent' } | { status: 'queued' } | { status: 'refused'; message: string };

async function call(id: string, { listingTitle: _title, ...payload }: LeadPayload) {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction('sendLead', { id, ...payload });
}

/** The server's answer about the question itself (not the connection): sending again won't help. */
function refusal(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const final = code === 'functions/invalid-argument' || code === 'functions/failed-precondition' || code === 'functions/resource-exhausted';
  return final ? (typeof message === 'string' ? message : 'The question was refused.') : null;
}

export async function sendLead(payload: LeadPayload, online: boolean): Promise<LeadOutcome> {
  const id = crypto.randomUUID();
  if (online) {
    try {
      await withTimeout(call(id, payload), SEND_TIMEOUT_MS);
      return { status: 'sent' };
    } catch (error) {
      const refused = refusal(error);
      if (refused) return { status: 'refused', message: refused };
      console.warn('The question will be sent when the connection is back', error);
    }
  }
  await putInOutbox({ id, kind: LEAD_KIND, payload, createdAt: Date.now() });
  return { status: 'queued' };
}

/** Sends a question the outbox kept, and says so once it is stored. */
export const leadSender: OutboxSender = async (item) => {
  const payload = item.payload as LeadPayload;
  try {
    await call(item.id, payload);
  } catch (error) {
    const refused = refusal(error);
    if (!refused || (error as { code?: unknown }).code === 'functions/resource-exhausted') return 'later';
    toast({ title: 'Question not sent', description: refused, variant: 'destructive' });
    return 'rejected';
  }
  toast({ title: 'Question sent', description: `Your question to ${payload.listingTitle || 'the owner'} has been delivered.`, variant: 'success' });
  return 'sent';
};
