import type { ReactNode } from 'react';
import { Split, Trash2 } from 'lucide-react';
import { PAYMENT_STATE_LABELS, type PaymentState } from '@trato/domain/payments/overdue';
import type { PlanPayment } from '@trato/domain/proposals/payments/types';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Tag } from '../../components/status-tag.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { CommitInput } from './commit-input.tsx';
import { plainAmount } from '@trato/domain/money-format';
import { PRICING_MESSAGES as M } from './messages.ts';

type PaymentRowProps = {
  payment: PlanPayment;
  /** paymentState of the payment (overdue only in a portal's plan). */
  state: PaymentState;
  index: number;
  /** maxAmount of the domain (SPEC §4), already formatted. */
  maxHint: string;
  /** Why the last edit of this payment was not applied. */
  notice: string | null;
  nameError?: string;
  disabled?: boolean;
  onName: (name: string) => void;
  onPercent: (text: string) => void;
  onAmount: (text: string) => void;
  onDueAt: (date: string) => void;
  onPaid: (paid: boolean) => void;
  onSplit: () => void;
  onRemove: () => void;
  /** More actions of the row's owner (a portal's «Enlace de pago», decision 0074). */
  actions?: ReactNode;
};

const BADGE_TONES: Record<PaymentState, string> = {
  paid: 'bg-success-soft text-success',
  overdue: 'bg-danger-soft text-danger',
  pending: 'bg-surface-muted text-muted-foreground',
};

/** One payment: name, percent ↔ amount (either moves money with its neighbour), due date, status. */
export function PaymentRow({ payment, state, index, maxHint, notice, nameError, disabled, onName, onPercent, onAmount, onDueAt, onPaid, onSplit, onRemove, actions }: PaymentRowProps) {
  const paid = payment.status === 'paid';
  const label = payment.name.trim() || M.paymentN(index + 1);
  const locked = disabled || paid;
  const id = `pay-${payment.key}`;
  return (
    <Card className={cn('@container p-4', paid && 'bg-surface-muted/60')} role="group" aria-label={label} data-testid="payment-row">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{M.paymentN(index + 1)}</span>
          {/* A Tag, not the Badge: its default colours would win over these (cn does not merge). */}
          <Tag tone={BADGE_TONES[state]}>
            <span data-state={state}>{state === 'overdue' ? PAYMENT_STATE_LABELS.overdue : paid ? M.paid : M.pending}</span>
          </Tag>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-1">
          {actions}
          <Button variant="ghost" size="sm" aria-label={M.splitPayment(label)} disabled={locked} onClick={onSplit}>
            <Split className="size-4" aria-hidden="true" />
            {M.split}
          </Button>
          <Button variant="ghost" size="sm" className="text-danger" aria-label={M.removePayment(label)} disabled={locked} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            {M.remove}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-12">
        <Field label={M.paymentName} error={nameError} className="col-span-2 @3xl:col-span-3" id={`${id}-name`}>
          <CommitInput value={payment.name} maxLength={80} autoComplete="off" disabled={locked} onCommit={onName} />
        </Field>
        <Field label={M.percent} className="@3xl:col-span-2" id={`${id}-percent`}>
          <CommitInput value={plainAmount(payment.percent)} inputMode="decimal" autoComplete="off" disabled={locked} onCommit={onPercent} />
        </Field>
        <Field label={M.amount} hint={paid ? undefined : maxHint} className="@3xl:col-span-3" id={`${id}-amount`}>
          <CommitInput value={plainAmount(payment.amount)} inputMode="decimal" autoComplete="off" disabled={locked} onCommit={onAmount} />
        </Field>
        <Field label={M.dueAt} className="col-span-2 @xs:col-span-1 @3xl:col-span-2" id={`${id}-due`}>
          <Input type="date" value={payment.due_at?.slice(0, 10) ?? ''} disabled={locked} onChange={(e) => onDueAt(e.target.value)} />
        </Field>
        <div className="col-span-2 flex h-10 items-center gap-2 self-end @xs:col-span-1 @3xl:col-span-2">
          <button
            type="button"
            role="switch"
            aria-checked={paid}
            aria-labelledby={`${id}-paid`}
            disabled={disabled}
            onClick={() => onPaid(!paid)}
            className={cn(
              'relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
              paid ? 'bg-success' : 'bg-border',
            )}
          >
            <span aria-hidden="true" className={cn('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform', paid && 'translate-x-5')} />
          </button>
          <span id={`${id}-paid`} className="text-sm font-medium text-foreground">
            {M.paid}
          </span>
        </div>
      </div>
      {(notice || paid) && (
        <p className={cn('mt-3 text-sm', notice ? 'text-warning' : 'text-muted-foreground')} role={notice ? 'alert' : undefined} data-testid="payment-notice">
          {notice ?? M.paidLocked}
        </p>
      )}
    </Card>
  );
}
