// What this tab knew when it left for checkout: the plan, its price and the profile's plan
// before paying. sessionStorage survives the round trip through Stripe's page (same tab, same
// origin), so /payment-success can tell a plan that just changed from one it already had.
import type { PlanName } from '@/stores/session-store';

const KEY = 'forkful:checkout';

export interface CheckoutIntent {
  sessionId: string;
  plan: PlanName;
  /** US dollars, as the pricing card showed it (the server's table decides what is charged). */
  price: number;
  before: { package: PlanName | null; packageExpiresAt: number | null };
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
