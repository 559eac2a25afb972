// /test-checkout?session_id=…: the local emulator's stand-in for Stripe's checkout form. It
// takes no real payment: Pay asks the testCheckoutPay function, which fulfils the session
// through the real webhook (docs/payments.md). Only the emulator's createCheckoutSession links
// here, and testCheckoutPay refuses (403) anywhere else, so the page needs no check of its own.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CreditCard } from '@/components/icons';
import { Button } from '@/components/button';
import { Field, Input, Label } from '@/components/form';
import { toast, useToastStore } from '@/stores/toast-store';
import { payTestCheckout, PAY_FAILED } from '../data/pay-test-checkout';
import { readCheckoutIntent } from '../lib/checkout-intent';
import { PanelActions, PaymentPanel } from '../components/payment-panel';

export const PAYMENT_ERROR = 'Payment Error';
const TEST_CARD = '4242 4242 4242 4242';

export function TestCheckoutPage() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const intent = readCheckoutIntent(sessionId);
  const [paying, setPaying] = useState(false);
  const running = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sessionId || running.current) return;
    const card = new FormData(event.currentTarget).get('cardNumber');
    running.current = true;
    setPaying(true);
    // A decline from the previous try would otherwise still show on the success page.
    if (useToastStore.getState().current?.title === PAYMENT_ERROR) useToastStore.getState().dismiss();
    try {
      const { successUrl } = await payTestCheckout(sessionId, typeof card === 'string' ? card : '');
      const next = new URL(successUrl, window.location.origin);
      // Our own page: stay in the app (no reload); anything else is a full navigation.
      if (next.origin === window.location.origin) navigate(next.pathname + next.search);
      else window.location.assign(next.href);
    } catch (error) {
      toast({ title: PAYMENT_ERROR, description: error instanceof Error ? error.message : PAY_FAILED, variant: 'destructive' });
      running.current = false;
      setPaying(false);
    }
  };

  const warning = <Warning role="note">Test checkout — no real payment</Warning>;
  if (!sessionId) {
    return (
      <PaymentPanel icon={<CreditCard size={26} />} tone="muted" top={warning} title="Checkout unavailable"
        lead="This checkout link is incomplete. Please choose your plan again.">
        <PanelActions>
          <Link to="/pricing">Back to pricing</Link>
        </PanelActions>
      </PaymentPanel>
    );
  }

  return (
    <PaymentPanel
      icon={<CreditCard size={26} />}
      top={warning}
      title={intent ? `${intent.plan} plan` : 'Forkful plan'}
      lead={intent ? `$${intent.price.toFixed(2)}, one-time payment` : 'One-time payment'}
    >
      <Form onSubmit={(e) => void handleSubmit(e)} aria-busy={paying} aria-label="Card details">
        <Field>
          <Label htmlFor={`${id}-card`}>Card number</Label>
          <Input id={`${id}-card`} name="cardNumber" inputMode="numeric" autoComplete="cc-number" defaultValue={TEST_CARD} required aria-describedby={`${id}-hint`} />
          <Hint id={`${id}-hint`}>{TEST_CARD} pays; a card ending in 0002 is declined.</Hint>
        </Field>
        <Row>
          <Field>
            <Label htmlFor={`${id}-exp`}>Expiry (MM / YY)</Label>
            <Input id={`${id}-exp`} name="expiry" autoComplete="cc-exp" defaultValue="12 / 34" />
          </Field>
          <Field>
            <Label htmlFor={`${id}-cvc`}>CVC</Label>
            <Input id={`${id}-cvc`} name="cvc" inputMode="numeric" autoComplete="cc-csc" defaultValue="123" />
          </Field>
        </Row>
        <Field>
          <Label htmlFor={`${id}-name`}>Name on card</Label>
          <Input id={`${id}-name`} name="cardName" autoComplete="cc-name" />
        </Field>
        <PanelActions>
          <Button type="submit" $size="lg" disabled={paying} aria-busy={paying}>
            {paying ? 'Paying…' : 'Pay'}
          </Button>
          <Button $size="lg" $variant="ghost" disabled={paying} onClick={() => navigate('/payment/cancelled')}>
            Cancel
          </Button>
        </PanelActions>
      </Form>
    </PaymentPanel>
  );
}

const Warning = styled.p`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.noticeText};
  font-weight: 700;
  font-size: ${theme.size.sm};
`;

const Form = styled.form`
  margin-top: ${theme.space(6)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(3)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
