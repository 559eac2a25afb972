// The checkout pages load as one chunk: they are small, and visited one after the other. It is
// private code (scripts/lib/private-code.mjs): never precached, never loaded by public pages.
// Stripe.js is not in it: /checkout imports it on demand (data/embedded-checkout.ts). The local
// test checkout is not either: it exists only in builds for the emulators (src/app/router.tsx).
export { CheckoutPage } from './checkout-page';
export { PaymentSuccessPage } from './payment-success-page';
export { PaymentCancelledPage } from './payment-cancelled-page';
