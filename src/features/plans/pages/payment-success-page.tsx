// /payment/success?session_id=…: where checkout returns after paying. The plan is set by the
// server's webhook, not by this page, so it re-reads the profile and waits for the live profile
// to show the new plan (docs/payments.md).
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Check, Clock, LogIn } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { refreshSessionLater, useSession } from '@/features/auth';
import { useSessionStore } from '@/stores/session-store';
import { readCheckoutIntent } from '../lib/checkout-intent';
import { paidPlanConfirmed } from '../lib/payment-confirmation';
import { formatPlanDate } from '../lib/plan-dates';
import { PanelActions, PaymentPanel } from '../components/payment-panel';

/** After this long without the plan, the page stops waiting and says where it will show. */
export const CONFIRM_TIMEOUT_MS = 45_000;

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const { status, profile } = useSession();
  // What the plan was before paying: recorded by this tab when it left for checkout, else
  // the profile as this page first saw it.
  const [before] = useState(() => readCheckoutIntent(params.get('session_id'))?.before ?? useSessionStore.getState().profile);
  const [timedOut, setTimedOut] = useState(false);
  const signedIn = status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    refreshSessionLater().catch((error: unknown) => console.warn('The profile could not be re-read; waiting for its live updates', error));
  }, [signedIn]);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const dashboard = (
    <PanelActions>
      <ButtonLink to="/user-dashboard">Go to your dashboard</ButtonLink>
    </PanelActions>
  );

  if (status === 'signed-out') {
    return (
      <PaymentPanel icon={<LogIn size={26} />} title="Please log in" lead="Log in to see the plan you paid for.">
        <PanelActions>
          <ButtonLink to="/login">Log in</ButtonLink>
        </PanelActions>
      </PaymentPanel>
    );
  }
  if (profile && paidPlanConfirmed(profile, before)) {
    return (
      <PaymentPanel live tone="success" icon={<Check size={26} />} title={`You're on the ${profile.package} plan`}
        lead={`Active until ${formatPlanDate(profile.packageExpiresAt ?? 0)}`}>
        {dashboard}
      </PaymentPanel>
    );
  }
  if (timedOut) {
    return (
      <PaymentPanel live tone="muted" icon={<Clock size={26} />} title="Still confirming your payment"
        lead="This is taking longer than usual. Your plan will show on your dashboard as soon as the payment is confirmed.">
        {dashboard}
      </PaymentPanel>
    );
  }
  return (
    <PaymentPanel live icon={<Clock size={26} />} title="Confirming your payment…" lead="This usually takes a few seconds.">
      <PanelActions>
        <Link to="/user-dashboard">Go to your dashboard</Link>
      </PanelActions>
    </PaymentPanel>
  );
}
