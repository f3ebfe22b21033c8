import { formatMoney, formatNumber } from '@trato/domain/money-format';
import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { paymentDueLine, PaymentStatusTag } from '../view/payment-status.tsx';
import { PayAll } from '../view/pay-all.tsx';
import { PaymentPay } from '../view/payment-pay.tsx';
import { usePortalView } from '../view/portal-view.ts';
import { TransferReviewTag } from '../payments/transfer-panel.tsx';
import { TRANSFER_PANEL } from '../view/transfer-slot.tsx';
import { PaymentReceiptLink, ReceiptsList } from '../payments/receipts-list.tsx';

/**
 * Pagos (/c/payments): each payment's amount, due date, status and share of the plan, with the
 * totals; «Pagar» on every payment not paid yet (pending or overdue), «Pagado el …» on the others.
 */
export default function PaymentsPage() {
  const { project, readOnly } = usePortalView();
  const plan = project.payments;
  const money = (amount: string) => formatMoney(amount, plan.currency_code);
  return (
    <>
      <PageHeading title={M.paymentsTitle} text={M.paymentsIntro} />
      {plan.payments.length === 0 ? (
        <Card>
          <EmptyState>{M.paymentsEmpty}</EmptyState>
        </Card>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
            {[
              [M.total, plan.total],
              [M.paidTotal, plan.paid_total],
              [M.pendingTotal, plan.pending_total],
            ].map(([label, value]) => (
              <div key={label} className="flex items-baseline justify-between gap-3 rounded-2xl border border-border bg-surface px-4 py-3 sm:block sm:p-4">
                <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
                <dd className="text-lg font-bold tabular-nums sm:mt-1 sm:text-xl">{money(value ?? '0')}</dd>
              </div>
            ))}
          </dl>
          <PayAll projectId={project.id} payments={plan.payments} currency={plan.currency_code} readOnly={readOnly} />
          <Card>
            <ul className="divide-y divide-border" aria-label={M.paymentsTitle}>
              {plan.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="portal-payment">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{p.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {paymentDueLine(p)} · {M.share(formatNumber(p.percent))}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <p className="font-semibold tabular-nums">{money(p.amount)}</p>
                    <PaymentStatusTag state={p.state} />
                    <TransferReviewTag payment={p} />
                    {p.state === 'paid' && <PaymentReceiptLink paymentId={p.id} />}
                  </div>
                  <div className="basis-full sm:flex sm:justify-end">
                    <PaymentPay payment={p} readOnly={readOnly} transferPanel={TRANSFER_PANEL} className="w-full sm:w-auto" />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <ReceiptsList />
        </div>
      )}
    </>
  );
}
