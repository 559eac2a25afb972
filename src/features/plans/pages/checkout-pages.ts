// The checkout pages load as one chunk: they are small, and visited one after the other.
export { TestCheckoutPage } from './test-checkout-page';
export { PaymentSuccessPage } from './payment-success-page';
export { PaymentCancelledPage } from './payment-cancelled-page';
