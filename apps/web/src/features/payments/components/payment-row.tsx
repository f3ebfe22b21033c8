import { Link } from 'react-router';
import { Check, RotateCcw } from 'lucide-react';
import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatShortDay } from '../../proposals/lib/format-date.ts';
import { projectHref } from '../lib/project-href.ts';
import { PAYMENTS_UI as M } from '../messages.ts';
import { ChargeFlagMarker } from './charge-flag-marker.tsx';
import { PaymentActionsMenu, type PaymentAction } from './payment-actions.tsx';
import { PaymentStatusPill, TransferReviewPill } from './payment-status-pill.tsx';

type Props = { payment: PaymentListItemDto; onToggle: () => void; onAction: (action: PaymentAction) => void };

/**
 * One payment: a table-like row on a wide screen, a card on a phone (the same element, wrapping).
 * The paid/pending switch is a visible button; the rest is in the menu.
 */
export function PaymentRow({ payment: p, onToggle, onAction }: Props) {
  const due = formatShortDay(p.due_at);
  const paid = p.status === 'paid';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_7.5rem_10rem_5.5rem_15rem] sm:items-center sm:px-5 sm:py-3" data-testid="payment-row">
      <div className="min-w-0">
        <p className="font-medium break-words text-foreground sm:truncate">{p.name}</p>
        <p className="mt-0.5 text-sm text-muted-foreground sm:truncate">
          <span className="sr-only">{p.project.type === 'project' ? M.projectKind : M.proposalKind}: </span>
          <Link to={projectHref(p.project)} className="text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {p.project.name}
          </Link>
          <span aria-hidden="true"> · </span>
          {p.company?.name ?? M.noClient}
        </p>
        {p.charge_flag && p.project.type === 'project' && (
          <p className="mt-1.5">
            <ChargeFlagMarker flag={p.charge_flag} projectId={p.project.id} projectName={p.project.name} />
          </p>
        )}
      </div>
      <div className="justify-self-end sm:order-4 sm:justify-self-start">
        <PaymentStatusPill state={p.state} />
        {p.review === 'in_review' && <TransferReviewPill />}
      </div>
      <p className="text-sm text-muted-foreground tabular-nums sm:order-2">
        <span className="sm:sr-only">{M.dueDate}: </span>
        {due ?? M.noDueDate}
      </p>
      <p className="justify-self-end text-base font-semibold text-foreground tabular-nums sm:order-3 sm:text-right">
        <span className="sr-only">{M.amount}: </span>
        {formatMoney(p.amount, p.amount_type)}
      </p>
      <div className="col-span-2 flex items-center justify-end gap-1 sm:order-5 sm:col-span-1">
        <Button variant={paid ? 'ghost' : 'outline'} size="sm" onClick={onToggle} className="flex-1 sm:flex-none">
          {paid ? <RotateCcw className="size-4" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
          {paid ? M.markPending : M.markPaid}
        </Button>
        <PaymentActionsMenu payment={p} onAction={onAction} />
      </div>
    </li>
  );
}
