import type { ReactNode } from 'react';
import { isPayable, PAY_MESSAGES } from '@trato/domain/payments/checkout-messages';
import type { PortalPaymentDto } from '@trato/domain/portal/dto';
import { PayButton } from '../../public/payments/method-chooser.tsx';
import { startCustomerCheckout } from '../api/checkout.ts';

/** What the bank transfer's panel is told about the payment it is for. */
export type PaymentToTransfer = { id: string; name: string; amount: string; currency: string };
/** The bank transfer's panel for one payment, given a way back to the list of methods. */
export type TransferPanel = (payment: PaymentToTransfer, back: () => void) => ReactNode;

/**
 * What a portal payment offers the client: «Pagado el …» once paid, else «Pagar» and the methods on
 * offer for its currency (the API's `methods`). Nothing in the staff's read-only view, nor while a
 * reported transfer is under review.
 */
export function PaymentPay({ payment, readOnly, transferPanel, className }: { payment: PortalPaymentDto; readOnly: boolean; transferPanel?: TransferPanel; className?: string }) {
  if (!isPayable(payment.state)) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="payment-paid-on">
        {PAY_MESSAGES.paidOn(payment.paid_at)}
      </p>
    );
  }
  // A transfer waits for the team («En revisión» on the row): nothing more to pay meanwhile.
  if (readOnly || payment.review === 'in_review') return null;
  return (
    <PayButton
      className={className}
      methods={payment.methods}
      checkout={(provider) => startCustomerCheckout(payment.id, provider)}
      transferPanel={transferPanel ? (back) => transferPanel({ id: payment.id, name: payment.name, amount: payment.amount, currency: payment.amount_type }, back) : undefined}
    />
  );
}
