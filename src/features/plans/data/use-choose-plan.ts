// What happens when a plan's button is pressed on /pricing.
import { useEffect, useRef, useState } from 'react';
import { activePackage, useSessionStore, type PlanName } from '@/stores/session-store';
import { useSyncStore } from '@/stores/sync-store';
import { toast } from '@/stores/toast-store';
import { activateBasicPlan, PLAN_ERROR } from './activate-basic-plan';
import { CHECKOUT_ERROR, embeddedCheckoutPath, goToCheckout, startCheckout } from './start-checkout';
import { saveCheckoutIntent } from '../lib/checkout-intent';

export const SUBSCRIPTION_ERROR = 'Subscription Error';
export const OFFLINE_CHECKOUT = 'You are offline. Choosing a paid plan needs a connection.';

export function useChoosePlan() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  // A plan that has ended is no plan: it can be chosen again.
  const current = useSessionStore((s) => activePackage(s.profile));
  const [busy, setBusy] = useState<PlanName | null>(null);
  // The state updates a render late: a second tap in between must not start a second call.
  const running = useRef(false);

  // Back from checkout through the browser's back/forward cache: the page comes back as it was
  // left, with its button still "starting checkout".
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(null);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  const chooseBasic = async () => {
    try {
      await activateBasicPlan();
      toast({ title: 'Basic Plan Activated!', description: 'You are now on the free Basic plan.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : PLAN_ERROR, variant: 'destructive' });
    }
  };

  /** True when the browser is on its way to checkout (the button keeps its progress). */
  const choosePaid = async (plan: Exclude<PlanName, 'Basic'>, price: number): Promise<boolean> => {
    const { profile } = useSessionStore.getState();
    try {
      const session = await startCheckout(plan);
      saveCheckoutIntent({
        sessionId: session.sessionId,
        plan,
        price,
        before: { package: profile?.package ?? null, packageExpiresAt: profile?.packageExpiresAt ?? null },
        ...(session.clientSecret ? { clientSecret: session.clientSecret } : {}),
      });
      // Stripe Embedded Checkout is a page of this app (/checkout), loaded as a document all the
      // same: its Content-Security-Policy, the only one allowing Stripe, comes with that response.
      goToCheckout(embeddedCheckoutPath(session) ?? session.url);
      return true;
    } catch (error) {
      toast({ title: SUBSCRIPTION_ERROR, description: error instanceof Error ? error.message : CHECKOUT_ERROR, variant: 'destructive' });
      return false;
    }
  };

  /** `price`: US dollars as the card shows it, remembered for the checkout pages. */
  const choose = async (plan: PlanName, price = 0) => {
    if (running.current) return;
    if (!signedIn) {
      toast({
        title: 'Please Log In',
        description: 'You need to be logged in to choose a plan.',
        variant: 'destructive',
        action: { label: 'Login', to: '/login' },
      });
      return;
    }
    if (plan !== 'Basic' && !useSyncStore.getState().online) {
      toast({ title: SUBSCRIPTION_ERROR, description: OFFLINE_CHECKOUT, variant: 'destructive' });
      return;
    }
    running.current = true;
    setBusy(plan);
    const leaving = plan === 'Basic' ? (await chooseBasic(), false) : await choosePaid(plan, price);
    if (leaving) return;
    running.current = false;
    setBusy(null);
  };

  return { choose, busy, current };
}
