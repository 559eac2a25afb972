// Cloud Functions entry point: every exported function is deployed.
import { onRequest } from 'firebase-functions/v2/https';
import { testCheckoutPay as localTestCheckoutPay } from './payments/test-checkout-pay.js';

export { projectListing, reprojectOwnerListings } from './catalog/sync-catalog.js';
export { activateBasicPlan } from './plans/activate-basic-plan.js';
export { projectOwnerReview } from './reviews/owner-reviews.js';
export { aggregateListingRating } from './reviews/aggregate.js';
export { sweepReviews } from './reviews/sweep.js';
export { notifyReviewReply } from './reviews/notify-reply.js';
export { reportContent, resolveReport } from './reviews/reports.js';
export { notifyModeration } from './notifications/notify-moderation.js';
export { moderateListing } from './admin/moderate-listing.js';
export { saveListingAsAdmin } from './admin/save-listing.js';
export { deleteListingAsAdmin } from './admin/delete-listing.js';
export { setUserStatus } from './admin/set-user-status.js';
export { setUserPackage } from './admin/set-user-package.js';
export { createAd, updateAd, deleteAd } from './admin/ads.js';
export { directoryAnalytics } from './analytics/directory-analytics.js';
export { snapshotDirectoryStats } from './analytics/directory-day.js';
export { createCheckoutSession } from './payments/create-checkout-session.js';
export { stripeWebhook } from './payments/stripe-webhook.js';
// The local test checkout's "Pay": exported to the emulator only, so a deploy never creates it
// (it would refuse outside the emulator anyway).
export const testCheckoutPay = process.env.FUNCTIONS_EMULATOR === 'true' ? localTestCheckoutPay : undefined;
export { expirePackages, remindPackageExpiry } from './plans/package-expiry.js';
export { sweepOrphanedPhotos } from './storage/orphaned-photos.js';
export { publishCatalogSnapshot, catalogSnapshot } from './catalog-snapshot/index.js';
export { recordUsage } from './usage/record-usage.js';
export { sendMail } from './mail/deliver.js';
export { sweepMail } from './mail/sweep.js';
export { mailNotice } from './mail/notice-mail.js';
export { mailLinks } from './mail/links.js';
export { sendContactMessage } from './messages/contact.js';
export { subscribeNewsletter } from './messages/newsletter.js';
export { sendLead } from './messages/lead.js';
export { setBookingRules } from './bookings/set-rules.js';
export { bookingAvailability } from './bookings/availability.js';
export { requestBooking } from './bookings/request.js';
export { respondBooking } from './bookings/respond.js';
export { renderPage, sitemap } from './pages/index.js';

/** Lets the test harness confirm the functions really loaded (the emulator says "ready" regardless). */
export const health = onRequest((_req, res) => {
  res.json({ ok: true });
});
