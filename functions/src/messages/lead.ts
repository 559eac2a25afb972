// sendLead: a diner's question to a listing's owner (the Lead Form, a paid feature). Stored as
// users/{ownerId}/leads/{id} (the owner's Leads section pulls it to their devices), announced by
// an in-app notification and an e-mail whose Reply-To is the diner's address. The device names
// the question (its id), so one sent again from its outbox is stored, and e-mailed, once.
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db, FieldValue, SERVER_TS } from '../shared.js';
import { asRecord, invalid, onlyKeys } from '../admin/input.js';
import { isMessageId, leadProblem, MESSAGE_ERRORS } from '../common/message-fields.js';
import { effectivePlan, featuresOf } from '../common/plan-features.js';
import { MAIL_SECRETS, publicUrl } from '../mail/config.js';
import { queueMail } from '../mail/queue.js';
import { clientAddress, hashed, take, type Limit } from './rate.js';

const HOUR = 3_600_000;
export const LEAD_SENDER_LIMIT: Limit = { max: 5, windowMs: HOUR };
export const LEAD_IP_LIMIT: Limit = { max: 30, windowMs: HOUR };
export const LEAD_LISTING_LIMIT: Limit = { max: 50, windowMs: 24 * HOUR };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const quote = (s: string, max: number) => `\u201c${Array.from(s).length > max ? `${Array.from(s).slice(0, max - 1).join('')}\u2026` : s}\u201d`;

export const leadRef = (ownerId: string, id: string) => db.collection('users').doc(ownerId).collection('leads').doc(id);

export const sendLead = callable<{ id: string; status: 'stored' }>(
  async (request) => {
    const req = asRecord(request.data);
    onlyKeys(req, ['id', 'listingId', 'name', 'email', 'phone', 'message', 'website'], 'request');
    if (!isMessageId(req.id)) invalid('The question has no valid id.');
    const id = req.id;
    if (text(req.website).trim()) return { id, status: 'stored' as const };
    const input = { name: text(req.name).trim(), email: text(req.email).trim(), phone: text(req.phone).trim(), message: text(req.message).trim() };
    const problem = leadProblem(input);
    if (problem) invalid(problem);
    const listingId = text(req.listingId);
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(listingId)) invalid('The listing is not valid.');
    const uid = request.auth?.uid ?? null;
    const now = Date.now();

    const outcome = await db.runTransaction(async (tx) => {
      const listing = (await tx.get(db.collection('listings').doc(listingId))).data();
      if (!listing || listing._deleted === true || listing.status !== 'approved' || typeof listing.ownerId !== 'string') return 'closed' as const;
      const ownerId = listing.ownerId;
      const owner = (await tx.get(db.collection('profiles').doc(ownerId))).data();
      if (!owner || owner.status !== 'active' || !featuresOf(effectivePlan(owner, now)).has('leadForm')) return 'closed' as const;
      const ref = leadRef(ownerId, id);
      // The same question again (an outbox retry): already stored.
      if ((await tx.get(ref)).exists) return { ownerId, title: String(listing.title ?? ''), owner, fresh: false };
      const over = await take(
        tx,
        [
          { key: `lead_ip_${hashed(clientAddress(request))}`, limit: LEAD_IP_LIMIT },
          { key: `lead_from_${hashed(input.email || input.phone)}`, limit: LEAD_SENDER_LIMIT },
          { key: `lead_listing_${listingId}`, limit: LEAD_LISTING_LIMIT },
          ...(uid ? [{ key: `lead_uid_${uid}`, limit: LEAD_SENDER_LIMIT }] : []),
        ],
        now,
      );
      if (over.length) return 'limited' as const;
      const title = String(listing.title ?? '');
      // Exactly the owner device's shape (leads on the device push back only status and updatedAt).
      tx.create(ref, { listingId, listingTitle: title, ...input, fromUid: uid ?? '', status: 'new', createdAt: now, updatedAt: now, _deleted: false, [SERVER_TS]: FieldValue.serverTimestamp() });
      // The shape of validNotification in firestore.rules (no updatedAt: the isRead flip must pass).
      tx.create(db.collection('users').doc(ownerId).collection('notifications').doc(`lead_${id}`), {
        type: 'lead',
        title: 'A diner has a question',
        message: `${input.name} asked about ${quote(title, 120)}: ${quote(input.message, 300)}`,
        isRead: false,
        listingId,
        createdAt: now,
        _deleted: false,
        [SERVER_TS]: FieldValue.serverTimestamp(),
      });
      return { ownerId, title, owner, fresh: true };
    });
    if (outcome === 'closed') throw new HttpsError('failed-precondition', MESSAGE_ERRORS.leadsOff);
    if (outcome === 'limited') throw new HttpsError('resource-exhausted', MESSAGE_ERRORS.tooMany);
    // Queued after the transaction; its id makes a retry (this call again) queue nothing new.
    await queueMail(`lead_${id}`, {
      to: text(outcome.owner.email),
      kind: 'lead',
      uid: outcome.ownerId,
      category: 'leads',
      ...(input.email ? { replyTo: input.email } : {}),
      body: {
        subject: `A question about ${outcome.title}`,
        heading: `${input.name} has a question about ${outcome.title}`,
        paragraphs: [input.message, input.email ? `Reply to this e-mail to answer ${input.name} at ${input.email}.` : `Call or text ${input.name} at ${input.phone}.`, ...(input.email && input.phone ? [`Phone: ${input.phone}`] : [])],
        action: { label: 'Open your Leads', url: `${publicUrl()}/user-dashboard/leads` },
      },
    });
    return { id, status: 'stored' as const };
  },
  { secrets: MAIL_SECRETS },
);
