// /payment/cancelled: where the user lands on backing out of checkout.
import { X } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { PanelActions, PaymentPanel } from '../components/payment-panel';

export function PaymentCancelledPage() {
  return (
    <PaymentPanel tone="muted" icon={<X size={26} />} title="Payment cancelled" lead="No payment was taken.">
      <PanelActions>
        <ButtonLink to="/pricing">Back to pricing</ButtonLink>
        <ButtonLink to="/user-dashboard" $variant="secondary">
          Go to your dashboard
        </ButtonLink>
      </PanelActions>
    </PaymentPanel>
  );
}
