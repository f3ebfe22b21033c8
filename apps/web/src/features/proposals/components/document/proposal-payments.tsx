import { sharesOfTotal } from '@trato/domain/proposals/payments/recompute';
import { cn } from '../../../../lib/cn.ts';
import { formatMoney, formatNumber } from '../../../../lib/money.ts';
import { formatDay, formatShortDay } from '../../lib/format-date.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import type { DocumentProposal } from './document-proposal.ts';

/** The payment plan: each payment's name, share of the total, amount and due date (paid ones marked). */
export function ProposalPayments({ proposal }: { proposal: DocumentProposal }) {
  const payments = [...(proposal.payments?.payments ?? [])].sort((a, b) => a.position - b.position);
  if (payments.length === 0) return null;
  const currency = proposal.currency_code;
  // Shares of the whole plan, the rule the stored percents follow too (decision 0063): they add up to 100 %.
  const shares = sharesOfTotal(payments);
  return (
    <section aria-labelledby="proposal-payments-title" className="space-y-3">
      <h2 id="proposal-payments-title" className="text-lg font-semibold text-foreground">
        {M.paymentsTitle}
      </h2>
      <ol className="space-y-2">
        {payments.map((p, i) => (
          <li key={p.key || p.id} className="flex items-center gap-3 rounded-xl border border-border px-4 py-3" data-testid="document-payment">
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                p.status === 'paid' ? 'bg-success-soft text-success' : 'bg-primary-soft text-primary-text',
              )}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 font-medium break-words text-foreground">
                  {p.name}
                  {p.status === 'paid' && <span className="ml-2 text-xs font-medium text-success">{M.paid}</span>}
                </p>
                <p className="shrink-0 font-semibold text-foreground tabular-nums">{formatMoney(p.amount, currency)}</p>
              </div>
              <div className="flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
                <p>
                  {M.dueCol}: <span className="sm:hidden">{formatShortDay(p.due_at) ?? M.noDueDate}</span>
                  <span className="hidden sm:inline">{formatDay(p.due_at) ?? M.noDueDate}</span>
                </p>
                <p className="shrink-0 tabular-nums">{formatNumber(shares[i] ?? p.percent)} %</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
