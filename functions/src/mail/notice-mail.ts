// mailNotice: every in-app notification also goes out by e-mail (unless its user turned that
// kind off in Settings), once: the e-mail's id is the notification's.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../shared.js';
import { NOTICE_MAIL_CATEGORY } from '../common/mail-categories.js';
import { MAIL_SECRETS, publicUrl } from './config.js';
import { queueMail } from './queue.js';

type Notice = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Where the e-mail's button takes its reader. */
function linkOf(notice: Notice, noticeId: string): { label: string; path: string } {
  const listingId = encodeURIComponent(str(notice.listingId));
  switch (notice.type) {
    case 'listing_approved':
      return listingId ? { label: 'See your listing', path: `/listing/${listingId}` } : { label: 'Open My Listings', path: '/user-dashboard/listings' };
    case 'listing_rejected':
      return { label: 'Open My Listings', path: '/user-dashboard/listings' };
    case 'review_reply':
    case 'report_resolved':
    case 'review_removed':
      return listingId ? { label: 'Open the listing', path: `/listing/${listingId}` } : { label: 'Open Forkful', path: '/' };
    case 'booking':
      // Ids say whose side a booking notice is on (bookings/store.ts).
      return noticeId.startsWith('bookingOwner_') ? { label: 'Open your Bookings', path: '/user-dashboard/bookings' } : { label: 'See your bookings', path: '/bookings' };
    default:
      return { label: 'Open your notifications', path: '/user-dashboard/notifications' };
  }
}

/** Notifications whose event sends its own e-mail (a lead's carries the diner's Reply-To). */
const OWN_MAIL = new Set(['lead']);

export async function mailForNotice(uid: string, noticeId: string, notice: Notice | undefined) {
  if (!notice || notice._deleted === true || OWN_MAIL.has(str(notice.type))) return 'none' as const;
  const title = str(notice.title);
  if (!title) return 'none' as const;
  const user = (await db.collection('profiles').doc(uid).get()).data();
  const to = str(user?.email);
  if (!to) return 'no-address' as const;
  const link = linkOf(notice, noticeId);
  const name = str(user?.fullName).split(/\s+/)[0];
  return queueMail(`notice_${uid}_${noticeId}`, {
    to,
    kind: str(notice.type) || 'other',
    uid,
    category: NOTICE_MAIL_CATEGORY[str(notice.type)] ?? 'plans',
    body: {
      subject: title,
      heading: title,
      paragraphs: [...(name ? [`Hi ${name},`] : []), str(notice.message)].filter(Boolean),
      action: { label: link.label, url: `${publicUrl()}${link.path}` },
    },
  });
}

export const mailNotice = onDocumentCreated({ document: 'users/{uid}/notifications/{id}', secrets: MAIL_SECRETS }, async (event) => {
  await mailForNotice(event.params.uid, event.params.id, event.data?.data());
});
