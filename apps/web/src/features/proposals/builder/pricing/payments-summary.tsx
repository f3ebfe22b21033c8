import { centsToString, sumCents, toCents } from '@trato/domain/services/money';
import type { PlanPayment } from '@trato/domain/proposals/payments/types';
import { CheckCircle2, AlertCircle } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';
import { PRICING_MESSAGES as M } from './messages.ts';

type PaymentsSummaryProps = { payments: readonly PlanPayment[]; total: string; money: (amount: string) => string };

/** The totals row: what the payments add up to, against the proposal's total, and what is paid. */
export function PaymentsSummary({ payments, total, money }: PaymentsSummaryProps) {
  const amount = (p: PlanPayment) => toCents(p.amount) ?? 0n;
  const sum = sumCents(payments.map(amount));
  const paid = sumCents(payments.filter((p) => p.status === 'paid').map(amount));
  const matches = sum === (toCents(total) ?? 0n);
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5" data-testid="payments-summary">
      <div className="space-y-1">
        <p className={matches ? 'flex items-center gap-1.5 text-sm text-success' : 'flex items-center gap-1.5 text-sm text-danger'}>
          {matches ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <AlertCircle className="size-4" aria-hidden="true" />}
          {matches ? M.sumMatches : M.sumMismatch(money(total))}
        </p>
        {paid > 0n && (
          <p className="text-sm text-muted-foreground">
            {M.paidSoFar(money(centsToString(paid)))} · {M.pendingLeft(money(centsToString(sum - paid)))}
          </p>
        )}
      </div>
      <p className="flex items-baseline justify-between gap-3 sm:justify-end">
        <span className="text-base font-semibold text-foreground">{M.sumLabel}</span>
        <output className="text-lg font-bold whitespace-nowrap text-foreground tabular-nums sm:text-xl" data-testid="payments-sum" aria-label={M.sumLabel}>
          {money(centsToString(sum))}
        </output>
      </p>
    </Card>
  );
}
