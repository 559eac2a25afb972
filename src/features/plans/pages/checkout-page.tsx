// /checkout?session_id=…: Stripe Embedded Checkout, for a signed-in user (RequireAuth in the
// router). /pricing created the session and kept its client secret for this tab
// (lib/checkout-intent.ts); Stripe.js loads only here (data/embedded-checkout.ts). After paying,
// Stripe sends the browser to /payment/success; backing out is the link to /payment/cancelled.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StripeEmbeddedCheckout } from '@stripe/stripe-js';
import { theme } from '@/lib/theme';
import { CircleAlert, CreditCard } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { Container, PageTitle } from '@/components/layout';
import { Spinner } from '@/components/spinner';
import { createEmbeddedCheckout, STRIPE_FAILED } from '../data/embedded-checkout';
import { readCheckoutIntent } from '../lib/checkout-intent';
import { PanelActions, PaymentPanel } from '../components/payment-panel';

type FormState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

export function CheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const intent = readCheckoutIntent(sessionId);
  const clientSecret = intent?.clientSecret ?? null;
  const mountRef = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<FormState>({ status: 'loading' });

  useEffect(() => {
    if (!clientSecret) return;
    const abort = new AbortController();
    let checkout: StripeEmbeddedCheckout | null = null;
    const handleCreated = (created: StripeEmbeddedCheckout | null) => {
      if (!created) return;
      if (abort.signal.aborted || !mountRef.current) {
        created.destroy();
        return;
      }
      checkout = created;
      created.mount(mountRef.current);
      setForm({ status: 'ready' });
    };
    const handleFailed = (error: unknown) => {
      if (!abort.signal.aborted) setForm({ status: 'failed', message: error instanceof Error ? error.message : STRIPE_FAILED });
    };
    setForm({ status: 'loading' });
    createEmbeddedCheckout(clientSecret, abort.signal).then(handleCreated, handleFailed);
    // Leaving the page ends this form: Stripe allows one Embedded Checkout at a time.
    return () => {
      abort.abort();
      checkout?.destroy();
    };
  }, [clientSecret]);

  const backToPricing = (
    <PanelActions>
      <ButtonLink to="/pricing">Back to pricing</ButtonLink>
    </PanelActions>
  );

  if (!clientSecret) {
    return (
      <PaymentPanel icon={<CreditCard size={26} />} tone="muted" title="Checkout unavailable"
        lead="This checkout is not open in this tab any more. Please choose your plan again.">
        {backToPricing}
      </PaymentPanel>
    );
  }
  if (form.status === 'failed') {
    return (
      <PaymentPanel live icon={<CircleAlert size={26} />} tone="muted" title="Checkout unavailable" lead={form.message}>
        {backToPricing}
      </PaymentPanel>
    );
  }

  return (
    <Container>
      <Page aria-labelledby="checkout-title">
        <PageTitle id="checkout-title">{intent?.plan ? `${intent.plan} plan` : 'Checkout'}</PageTitle>
        <Note>One-time payment, taken securely by Stripe.</Note>
        {form.status === 'loading' && <Spinner label="Loading the payment form" />}
        <Frame ref={mountRef} data-testid="stripe-checkout" aria-busy={form.status === 'loading'} />
        <Footer>
          <Link to="/payment/cancelled">Cancel and go back</Link>
        </Footer>
      </Page>
    </Container>
  );
}

const Page = styled.section`
  max-width: 1080px;
  margin: ${theme.space(8)} auto;
`;

const Note = styled.p`
  margin: 0 0 ${theme.space(5)};
  color: ${theme.color.textMuted};
`;

/** Stripe's iframe goes here; nothing of ours inside it (React would fight Stripe over it). */
const Frame = styled.div`
  min-height: 120px;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
`;

const Footer = styled.p`
  margin: ${theme.space(5)} 0 0;
`;
