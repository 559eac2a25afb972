// The kinds of e-mail a user can turn off, written once for both sides: the functions (which
// e-mail belongs to which kind, and the unsubscribe link's kind) and the app's Settings. It
// imports nothing so it compiles for the browser and for Node alike; firestore.rules names
// the same ids for mailPrefs.

export const MAIL_CATEGORIES = ['listings', 'reviews', 'reports', 'bookings', 'leads', 'plans'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** What Settings says of each kind of e-mail. */
export const MAIL_CATEGORY_LABELS: Readonly<Record<MailCategory, { title: string; hint: string }>> = {
  listings: { title: 'Listing decisions', hint: 'When an admin approves or rejects a listing of yours.' },
  reviews: { title: 'Review replies', hint: 'When an owner replies to your review, or a review of yours is removed.' },
  reports: { title: 'Report outcomes', hint: 'What a moderator decided about something you reported.' },
  bookings: { title: 'Bookings', hint: 'Booking requests for your listings, and answers to your own bookings.' },
  leads: { title: 'Questions from diners', hint: 'When a diner sends a question through one of your listings.' },
  plans: { title: 'Plan and payments', hint: 'Payments, and a paid plan about to end.' },
};

/** The in-app notification types and the kind of e-mail each one sends. */
export const NOTICE_MAIL_CATEGORY: Readonly<Record<string, MailCategory>> = {
  listing_approved: 'listings',
  listing_rejected: 'listings',
  review_reply: 'reviews',
  review_removed: 'reviews',
  report_resolved: 'reports',
  booking: 'bookings',
  lead: 'leads',
  other: 'plans',
};

export const isMailCategory = (value: unknown): value is MailCategory => (MAIL_CATEGORIES as readonly unknown[]).includes(value);
