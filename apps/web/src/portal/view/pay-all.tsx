import { PAY_MESSAGES, payAllOffer } from '@trato/domain/payments/checkout-messages';
import { formatMoney } from '@trato/domain/money-format';
import type { PortalPaymentDto } from '@trato/domain/portal/dto';
import { PayButton } from '../../public/payments/method-chooser.tsx';
import { startBatchCheckout } from '../api/checkout.ts';

/**
 * «Pagar todo lo pendiente» (issue 31 §2): one online checkout for every payment still owed in the
 * plan's currency, when there are at least two (payAllOffer, the domain rule); nothing in the
 * staff's read-only view.
 */
export function PayAll({ projectId, payments, currency, readOnly }: { projectId: string; payments: PortalPaymentDto[]; currency: string; readOnly: boolean }) {
  const offer = payAllOffer(payments, currency);
  if (readOnly || !offer) return null;
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between" aria-label={PAY_MESSAGES.payAll} data-testid="pay-all">
      <p className="text-sm text-muted-foreground">{PAY_MESSAGES.payAllText(offer.payments.length, formatMoney(offer.total, currency))}</p>
      <PayButton label={PAY_MESSAGES.payAll} className="w-full sm:w-auto" methods={offer.methods} checkout={(provider) => startBatchCheckout(projectId, provider)} />
    </section>
  );
}
