// What this tab knew when it left for checkout: the plan, its price, the profile's plan before
// paying and, for Stripe Embedded Checkout, the session's client secret that /checkout mounts
// the form with. sessionStorage is this tab's alone and survives a reload of /checkout and the
// return from Stripe, so /payment/success can tell a plan that just changed from one it had.
import type { PlanName } from '@/stores/session-store';

const KEY = 'forkful:checkout';

export interface CheckoutIntent {
  sessionId: string;
  plan: PlanName;
  /** US dollars, as the pricing card showed it (the server's table decides what is charged). */
  price: number;
  before: { package: PlanName | null; packageExpiresAt: number | null };
  /** Embedded Checkout only (the emulators' test checkout has none). */
  clientSecret?: string;
}

export function saveCheckoutIntent(intent: CheckoutIntent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    /* private mode: the pages fall back to what they can see */
  }
}

/** The intent recorded for this checkout session, if this tab started it. */
export function readCheckoutIntent(sessionId: string | null): CheckoutIntent | null {
  if (!sessionId) return null;
  try {
    const intent = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CheckoutIntent | null;
    return intent?.sessionId === sessionId && intent.before && typeof intent.plan === 'string' ? intent : null;
  } catch {
    return null;
  }
}
