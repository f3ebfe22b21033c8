import { Tag } from '../../proposals/components/status-tag.tsx';
import { PAYMENTS_UI as M } from '../messages.ts';

const PILLS = {
  paid: { tone: 'bg-success-soft text-success', label: M.pillPaid },
  pending: { tone: 'bg-warning-soft text-warning', label: M.pillPending },
  overdue: { tone: 'bg-danger-soft text-danger', label: M.pillOverdue },
} as const;

/** Pagado, Pendiente or Vencido (pending and due before today in the workspace's zone). */
export function PaymentStatusPill({ status, overdue }: { status: 'pending' | 'paid'; overdue: boolean }) {
  const key = status === 'paid' ? 'paid' : overdue ? 'overdue' : 'pending';
  return (
    <Tag tone={PILLS[key].tone}>
      <span data-status={key}>{PILLS[key].label}</span>
    </Tag>
  );
}
