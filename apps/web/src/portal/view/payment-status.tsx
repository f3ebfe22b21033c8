import { formatDay } from '@trato/domain/date-format';
import { PAYMENT_STATE_LABELS, paymentStateSentence, type PaymentState } from '@trato/domain/payments/overdue';
import type { PortalPaymentDto } from '@trato/domain/portal/dto';
import { cn } from '../../lib/cn.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

const TONES: Record<PaymentState, string> = {
  paid: 'bg-success-soft text-success',
  overdue: 'bg-danger-soft text-danger',
  pending: 'bg-warning-soft text-warning',
};

/** Pagado, Vencido or Pendiente: the API's state, the word the provider sees for the same payment (decision 0062). */
export function PaymentStatusTag({ state }: { state: PaymentState }) {
  return (
    <span className={cn('inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold', TONES[state])} data-state={state}>
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}

/** The due line, calm: «Vencido el 22 de noviembre de 2026», «Vence el 1 de diciembre de 2026», or «Sin fecha». */
export function paymentDueLine(p: Pick<PortalPaymentDto, 'state' | 'due_at'>): string {
  if (!p.due_at) return M.noDueDate;
  return p.state === 'paid' ? M.dueAt(formatDay(p.due_at) ?? '') : paymentStateSentence(p.state, p.due_at);
}
