import { useEffect, useState } from 'react';
import { offeredMethods, PAY_MESSAGES as M } from '@trato/domain/payments/checkout-messages';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';
import { formatMoney } from '@trato/domain/money-format';
import { getProposalPayable, startProposalCheckout } from '../api/proposal-payment.ts';
import { Button } from '../components/button.tsx';
import { BankAccounts } from '../pay/bank-accounts.tsx';
import { PayButton, type MethodChooserProps } from './method-chooser.tsx';

/**
 * The first payment due of the proposal's portal, or null when there is none (or the read failed);
 * `undefined` while the read is on its way.
 */
export function useAdvancePayment(slug: string): PayablePaymentDto | null | undefined {
  const [payment, setPayment] = useState<PayablePaymentDto | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getProposalPayable(slug, null, controller.signal).then(
      (p) => setPayment(p && p.state !== 'paid' ? p : null),
      () => {
        if (!controller.signal.aborted) setPayment(null);
      },
    );
    return () => controller.abort();
  }, [slug]);
  return payment;
}

/**
 * «Pagar anticipo» on the accepted page (issue 31 §2, decision 0073): the first payment due of the
 * portal just made from the proposal — name, amount, due date — and the methods on offer. Paying is
 * optional: nothing shows when no payment is due or the read fails, and the page still leads to the
 * portal. `onCheckout` runs before the browser leaves for the provider.
 */
export function AdvancePayment({ slug, payment, onCheckout, transferPanel }: { slug: string; payment: PayablePaymentDto | null | undefined; onCheckout?: () => void; transferPanel?: MethodChooserProps['transferPanel'] }) {
  if (!payment) return null;

  // Without a portal session yet, the transfer shows the accounts to pay into; the report («Ya
  // transferí») is made from the portal, which the page leads to.
  const transfer: MethodChooserProps['transferPanel'] =
    transferPanel ??
    (payment.bank_accounts.length
      ? (back) => (
          <div className="space-y-3">
            <BankAccounts accounts={payment.bank_accounts} />
            <p className="text-sm text-muted-foreground">{M.transferFromPortal}</p>
            <Button variant="ghost" className="w-full" onClick={back}>
              {M.otherMethod}
            </Button>
          </div>
        )
      : undefined);
  const payable = offeredMethods(payment.methods).some((m) => m.method !== 'transfer' || transfer);
  return (
    <section className="space-y-3 rounded-xl border border-border p-4 text-left" aria-labelledby="advance-title" data-testid="advance-payment">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="advance-title" className="text-sm font-semibold">
            {payment.first_in_plan ? M.advanceTitle : M.nextTitle}: {payment.name}
          </h2>
          {payment.due_at && <p className="text-xs text-muted-foreground">{M.dueOn(payment.due_at)}</p>}
        </div>
        <p className="text-lg font-bold tabular-nums">{formatMoney(payment.amount, payment.currency)}</p>
      </div>
      {payable ? (
        <>
          <p className="text-sm text-muted-foreground">{M.advanceText}</p>
          <PayButton
            label={payment.first_in_plan ? M.payAdvance : M.payNext}
            className="w-full"
            methods={payment.methods}
            transferPanel={transfer}
            checkout={async (provider) => {
              const answer = await startProposalCheckout(slug, provider);
              onCheckout?.();
              return answer;
            }}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{M.noMethods}</p>
      )}
    </section>
  );
}
