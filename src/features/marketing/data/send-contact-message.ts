// Sends a Contact page message: at once when online; offline, or when the connection fails on
// the way, it waits in the device's outbox and goes once the connection is back. The message's
// id is made here, so however often it is sent, it is stored once.
import { putInOutbox, type OutboxSender } from '@/lib/outbox';
import { withTimeout } from '@/lib/with-timeout';
import { toast } from '@/stores/toast-store';
import type { ContactInput } from '@shared/message-fields';

export const CONTACT_KIND = 'contact';
const SEND_TIMEOUT_MS = 15_000;

export interface ContactPayload extends ContactInput {
  /** The form's hidden honeypot field: people leave it empty. */
  website: string;
}

export type SendOutcome = { status: 'sent' } | { status: 'queued' } | { status: 'refused'; message: string };

async function call(id: string, payload: ContactPayload) {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction('sendContactMessage', { id, ...payload });
}

/** The server's answer about the message itself (not the connection): sending again won't help. */
function refusal(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'functions/invalid-argument' || code === 'functions/resource-exhausted') return typeof message === 'string' ? message : 'The message was refused.';
  return null;
}

export async function sendContactMessage(payload: ContactPayload, online: boolean): Promise<SendOutcome> {
  const id = crypto.randomUUID();
  if (online) {
    try {
      await withTimeout(call(id, payload), SEND_TIMEOUT_MS);
      return { status: 'sent' };
    } catch (error) {
      const refused = refusal(error);
      if (refused) return { status: 'refused', message: refused };
      console.warn('The message will be sent when the connection is back', error);
    }
  }
  await putInOutbox({ id, kind: CONTACT_KIND, payload, createdAt: Date.now() });
  return { status: 'queued' };
}

/** Sends a message the outbox kept, and says so once it is stored. */
export const contactSender: OutboxSender = async (item) => {
  try {
    await call(item.id, item.payload as ContactPayload);
  } catch (error) {
    const refused = refusal(error);
    // Too many messages lately: the outbox tries again later.
    if (!refused || (error as { code?: unknown }).code === 'functions/resource-exhausted') return 'later';
    toast({ title: 'Message not sent', description: refused, variant: 'destructive' });
    return 'rejected';
  }
  toast({ title: 'Message Sent!', description: "Your message from earlier has reached us. We'll get back to you soon.", variant: 'success' });
  return 'sent';
};
