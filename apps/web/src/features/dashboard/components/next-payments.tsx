import { Link } from 'react-router';
import type { UpcomingPaymentDto } from '@trato/domain/dashboard/dto';
import { formatMoney } from '@trato/domain/money-format';
import { paymentStateSentence } from '@trato/domain/payments/overdue';
import { cn } from '../../../lib/cn.ts';
import { DASHBOARD_UI as M } from '../messages.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { MONEY_LINKS } from './money-cards.tsx';

/** «Próximos pagos»: the first owed payments by due day (overdue first): who, how much, when; each opens its portal. */
export function NextPayments({ payments }: { payments: UpcomingPaymentDto[] }) {
  return (
    <DashboardSection id="proximos-pagos" title={M.nextPaymentsTitle} link={{ to: MONEY_LINKS.owed, label: M.nextPaymentsAll }} empty={payments.length ? null : M.nextPaymentsEmpty}>
      <ul className="divide-y divide-border" aria-label={M.nextPaymentsTitle}>
        {payments.map((p) => (
          <li key={p.id}>
            <Link to={`/projects/${p.project.id}`} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-ring" data-testid="next-payment">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-foreground">{p.company?.name ?? p.project.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {p.name} · {p.project.name}
                </span>
                <span className={cn('block text-xs', p.state === 'overdue' ? 'font-medium text-danger' : 'text-muted-foreground')}>{paymentStateSentence(p.state, p.due_at)}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-foreground tabular-nums">{formatMoney(p.amount, p.amount_type)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
