// The emulator's stand-in for Stripe's card form: the testCheckoutPay HTTP function pays (or
// declines) a local test session and, on success, fulfils it through the real webhook.
export const DECLINED = 'Your card was declined.';
export const PAY_FAILED = 'The test payment could not be made. Please try again.';

/** Resolves with the page to show next; rejects with an Error whose message is fit to show. */
export async function payTestCheckout(sessionId: string, cardNumber: string): Promise<{ successUrl: string }> {
  // Loaded on Pay only: the page itself needs no Firebase code.
  const { functionsHttpUrl } = await import('@/lib/firebase/functions');
  let response: Response;
  try {
    response = await fetch(functionsHttpUrl('testCheckoutPay'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId, cardNumber: cardNumber.replace(/\D/g, '') }),
    });
  } catch (error) {
    console.error(PAY_FAILED, error);
    throw new Error(PAY_FAILED, { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as { successUrl?: unknown; error?: unknown };
  if (response.ok && typeof body.successUrl === 'string') return { successUrl: body.successUrl };
  if (response.status === 402) throw new Error(DECLINED);
  throw new Error(typeof body.error === 'string' && body.error ? body.error : PAY_FAILED);
}
