// sendContactMessage: stores a message from the Contact page for the admins (contactMessages/,
// read in the admin console). The device names the message (its id), so a message retried from
// its outbox or sent from two tabs is stored once. A filled honeypot field is thanked and dropped.
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';
import { asRecord, invalid, onlyKeys } from '../admin/input.js';
import { contactProblem, isMessageId, MESSAGE_ERRORS } from '../common/message-fields.js';
import { clientAddress, hashed, take, type Limit } from './rate.js';

export const CONTACT_MESSAGES = 'contactMessages';
/** Per sender address and per account. */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 3_600_000 };
/** Per network address (an office or a campus shares one). */
export const CONTACT_IP_LIMIT: Limit = { max: 30, windowMs: 3_600_000 };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const sendContactMessage = callable<{ id: string; status: 'stored' }>(async (request) => {
  const req = asRecord(request.data);
  onlyKeys(req, ['id', 'name', 'email', 'message', 'website'], 'request');
  if (!isMessageId(req.id)) invalid('The message has no valid id.');
  const id = req.id;
  // Bots fill every field; people never see this one.
  if (text(req.website).trim()) return { id, status: 'stored' as const };
  const input = { name: text(req.name), email: text(req.email), message: text(req.message) };
  const problem = contactProblem(input);
  if (problem) invalid(problem);
  const uid = request.auth?.uid ?? null;
  const now = Date.now();
  const ref = db.collection(CONTACT_MESSAGES).doc(id);
  const stored = await db.runTransaction(async (tx) => {
    // The same message again (an outbox retry): already stored, nothing to count.
    if ((await tx.get(ref)).exists) return true;
    const over = await take(
      tx,
      [
        { key: `contact_ip_${hashed(clientAddress(request))}`, limit: CONTACT_IP_LIMIT },
        { key: `contact_from_${hashed(input.email)}`, limit: CONTACT_LIMIT },
        ...(uid ? [{ key: `contact_uid_${uid}`, limit: CONTACT_LIMIT }] : []),
      ],
      now,
    );
    if (over.length) return false;
    tx.create(ref, {
      name: input.name.trim(),
      email: input.email.trim(),
      message: input.message.trim(),
      uid,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
  if (!stored) throw new HttpsError('resource-exhausted', MESSAGE_ERRORS.tooMany);
  return { id, status: 'stored' as const };
});
