// subscribeNewsletter: double opt-in. A sign-up stores the address as pending and e-mails a
// confirmation link (mailLinks confirms it); only confirmed addresses are on the list admins
// export. The answer is the same whatever the address's state, so the form tells nobody who
// is subscribed. One subscription per address (its id is the address's hash).
import { randomBytes } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';
import { asRecord, invalid, onlyKeys } from '../admin/input.js';
import { isEmailAddress, MESSAGE_ERRORS } from '../common/message-fields.js';
import { MAIL_SECRETS, publicUrl, signToken } from '../mail/config.js';
import { queueMail } from '../mail/queue.js';
import { clientAddress, hashed, take, type Limit } from './rate.js';

export const NEWSLETTER = 'newsletter';
/** Sign-ups per network address. */
export const SIGNUP_LIMIT: Limit = { max: 20, windowMs: 3_600_000 };
/** Confirmation e-mails per address: nobody is flooded by someone typing their address. */
export const CONFIRM_LIMIT: Limit = { max: 3, windowMs: 86_400_000 };

export const confirmUrl = (id: string, nonce: string) => `${publicUrl()}/mail/confirm?t=${signToken(`c:${id}:${nonce}`)}`;

export const subscribeNewsletter = callable<{ status: 'check-inbox' }>(
  async (request) => {
    const req = asRecord(request.data);
    onlyKeys(req, ['email', 'website'], 'request');
    const answer = { status: 'check-inbox' as const };
    if (typeof req.website === 'string' && req.website.trim()) return answer;
    const email = typeof req.email === 'string' ? req.email.trim() : '';
    if (!isEmailAddress(email)) invalid(MESSAGE_ERRORS.email);
    const id = hashed(email);
    const ref = db.collection(NEWSLETTER).doc(id);
    const now = Date.now();
    const outcome = await db.runTransaction(async (tx) => {
      const sub = (await tx.get(ref)).data();
      const confirmed = sub?.status === 'confirmed';
      const fromHere = `signup_ip_${hashed(clientAddress(request))}`;
      const over = await take(tx, [{ key: fromHere, limit: SIGNUP_LIMIT }, ...(confirmed ? [] : [{ key: `confirm_to_${id}`, limit: CONFIRM_LIMIT }])], now);
      if (over.includes(fromHere)) return 'limited' as const;
      // Already confirmed, or confirmations enough today: nothing to send (the answer does not say so).
      if (confirmed || over.length) return null;
      const nonce = randomBytes(12).toString('base64url');
      tx.set(ref, { email, status: 'pending', nonce, createdAt: sub?.createdAt ?? now, updatedAt: now });
      return nonce;
    });
    if (outcome === 'limited') throw new HttpsError('resource-exhausted', MESSAGE_ERRORS.tooManySignups);
    if (outcome) {
      await queueMail(`newsletter_${id}_${outcome}`, {
        to: email,
        kind: 'newsletter_confirm',
        newsletterId: id,
        body: {
          subject: 'Confirm your Forkful newsletter subscription',
          heading: 'One more step',
          paragraphs: ['Confirm your address and our newsletter, with new places and local deals, is on its way to your inbox.', 'Didn’t sign up? Ignore this e-mail and nothing happens.'],
          action: { label: 'Confirm subscription', url: confirmUrl(id, outcome) },
        },
      });
    }
    return answer;
  },
  { secrets: MAIL_SECRETS },
);
