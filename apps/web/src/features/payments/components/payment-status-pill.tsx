import type { PaymentState } from '@trato/domain/payments/overdue';
import { TRANSFER_REVIEW_LABEL } from '@trato/domain/payments/transfer-review';
import { Tag } from '../../proposals/components/status-tag.tsx';
import { PAYMENTS_UI as M } from '../messages.ts';

const PILLS = {
  paid: { tone: 'bg-success-soft text-success', label: M.pillPaid },
  pending: { tone: 'bg-warning-soft text-warning', label: M.pillPending },
  overdue: { tone: 'bg-danger-soft text-danger', label: M.pillOverdue },
} as const;

/** Pagado, Pendiente or Vencido: the payment's state (paymentState, decision 0062), never derived here. */
export function PaymentStatusPill({ state }: { state: PaymentState }) {
  return (
    <Tag tone={PILLS[state].tone}>
      <span data-status={state}>{PILLS[state].label}</span>
    </Tag>
  );
}

/** «En revisión»: the client reported a bank transfer the team has not confirmed or rejected yet (decision 0071). */
export function TransferReviewPill() {
  return (
    <Tag tone="bg-surface-muted text-foreground">
      <span data-review="in_review">{TRANSFER_REVIEW_LABEL}</span>
    </Tag>
  );
}
