import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { PaymentStatusPill } from '../../payments/components/payment-status-pill.tsx';
import { projectHref } from '../../payments/lib/project-href.ts';
import { formatShortDay } from '../../proposals/lib/format-date.ts';
import type { CompanyPayment } from '../api/types.ts';
import { CLIENTS_UI as M } from '../messages.ts';

/** One payment of the client: its name and project (a link), due day, amount in its currency and status. */
export function CompanyPaymentRow({ payment: p }: { payment: CompanyPayment }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_8rem_9rem_6rem] sm:items-center" data-testid="company-payment">
      <div className="min-w-0">
        <p className="font-medium break-words text-foreground sm:truncate">{p.name}</p>
        <Link to={projectHref(p.project)} className="text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:truncate">
          {p.project.name}
        </Link>
      </div>
      <p className="justify-self-end font-semibold text-foreground tabular-nums sm:order-3 sm:text-right">
        <span className="sr-only">{M.paymentAmount}: </span>
        {formatMoney(p.amount, p.amount_type)}
      </p>
      <p className="text-muted-foreground tabular-nums sm:order-2">
        <span className="sm:sr-only">{M.paymentDue}: </span>
        {formatShortDay(p.due_at) ?? M.paymentNoDue}
      </p>
      <div className="justify-self-end sm:order-4">
        <PaymentStatusPill state={p.state} />
      </div>
    </li>
  );
}
